import { ListingCountCache } from './listing-count-cache.js'

describe('ListingCountCache', () => {
  it('counts once per key and keeps the most recently used keys', async () => {
    const cache = new ListingCountCache(2)
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
    const cache = new ListingCountCache()
    await expect(cache.get('k', async () => Promise.reject(new Error('db down')))).rejects.toThrow('db down')
    expect(await cache.get('k', async () => 7)).toBe(7)
  })
})
