import { VersionKeyedCache } from './version-keyed-cache.js'

describe('VersionKeyedCache', () => {
  it('counts once per key and keeps the most recently used keys', async () => {
    const cache = new VersionKeyedCache<number>(2)
    let calls = 0
    const count = (n: number) => async () => {
      calls++
      return n
    }
    expect(await cache.get('a', count(1))).toBe(1)
    expect(await cache.get('a', count(99))).toBe(1)
    expect(calls).toBe(1)
    await cache.get('b', count(2))
    await cache.get('a', count(99)) // a becomes the most recent
    await cache.get('c', count(3)) // evicts b
    expect(cache.size).toBe(2)
    expect(await cache.get('b', count(22))).toBe(22)
    expect(await cache.get('c', count(99))).toBe(3)
  })

  it('does not remember a failed count', async () => {
    const cache = new VersionKeyedCache<number>()
    await expect(cache.get('k', async () => Promise.reject(new Error('db down')))).rejects.toThrow('db down')
    expect(await cache.get('k', async () => 7)).toBe(7)
  })

  it('reads once for concurrent misses of one key', async () => {
    const cache = new VersionKeyedCache<number>()
    let calls = 0
    let finish: (n: number) => void = () => undefined
    const read = () => {
      calls++
      return new Promise<number>((resolve) => (finish = resolve))
    }
    const first = cache.get('k', read)
    const second = cache.get('k', read)
    finish(5)
    expect(await Promise.all([first, second])).toEqual([5, 5])
    expect(calls).toBe(1)
    expect(await cache.get('k', read)).toBe(5)
    expect(calls).toBe(1)
  })
})
