import { hashPassword, verifyPassword } from './password.js'

test('hashes with argon2id and verifies only the right password', async () => {
  const hash = await hashPassword('correct horse')
  expect(hash.startsWith('$argon2id$')).toBe(true)
  expect(await verifyPassword(hash, 'correct horse')).toBe(true)
  expect(await verifyPassword(hash, 'wrong horse')).toBe(false)
  expect(await verifyPassword(null, 'anything')).toBe(false)
})
