import type { User } from '../generated/prisma/client.js'
import { UserCache } from './user-cache.js'

const user = (id: string) => ({ id, email: `${id}@example.com` }) as User

test('serves an entry until its time is up', () => {
  let now = 0
  const cache = new UserCache(5_000, 10, () => now)
  cache.set(user('a'))
  now = 4_999
  expect(cache.get('a')?.email).toBe('a@example.com')
  now = 5_000
  expect(cache.get('a')).toBeUndefined()
})

test('evict drops an entry at once', () => {
  const cache = new UserCache(5_000)
  cache.set(user('a'))
  cache.evict('a')
  expect(cache.get('a')).toBeUndefined()
})

test('stays within its size by dropping the oldest entry', () => {
  const cache = new UserCache(5_000, 2)
  cache.set(user('a'))
  cache.set(user('b'))
  cache.set(user('c'))
  expect(cache.get('a')).toBeUndefined()
  expect(cache.get('b')).toBeDefined()
  expect(cache.get('c')).toBeDefined()
})

test('a time-to-live of 0 turns the cache off', () => {
  const cache = new UserCache(0)
  cache.set(user('a'))
  expect(cache.get('a')).toBeUndefined()
})
