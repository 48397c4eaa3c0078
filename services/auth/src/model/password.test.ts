import { MESSAGES, PASSWORD_MIN_LENGTH } from '@cosign/api'
import { assertNewPassword, hashPassword, verifyPassword } from './password.js'

test('hashes with argon2id and verifies only the right password', async () => {
  const hash = await hashPassword('correct horse')
  expect(hash.startsWith('$argon2id$')).toBe(true)
  expect(await verifyPassword(hash, 'correct horse')).toBe(true)
  expect(await verifyPassword(hash, 'wrong horse')).toBe(false)
  expect(await verifyPassword(null, 'anything')).toBe(false)
})

test('a new password must be repeated and long enough', () => {
  const ok = 'x'.repeat(PASSWORD_MIN_LENGTH)
  expect(() => assertNewPassword({ password: ok, confirmPassword: ok })).not.toThrow()
  expect(() => assertNewPassword({ password: ok, confirmPassword: `${ok}y` })).toThrow(
    expect.objectContaining({ statusCode: 400, message: MESSAGES.passwordsDoNotMatch }),
  )
  const short = 'x'.repeat(PASSWORD_MIN_LENGTH - 1)
  expect(() => assertNewPassword({ password: short, confirmPassword: short })).toThrow(
    expect.objectContaining({ statusCode: 400, message: MESSAGES.passwordTooShort }),
  )
})
