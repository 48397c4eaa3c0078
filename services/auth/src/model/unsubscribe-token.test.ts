import { randomUUID } from 'node:crypto'
import { readUnsubscribeToken, signUnsubscribeToken, unsubscribeKey } from './unsubscribe-token.js'

const key = unsubscribeKey('a-jwt-secret-for-tests')
const userId = randomUUID()

describe('unsubscribe token', () => {
  test('a signed token reads back as its user and kind', () => {
    const token = signUnsubscribeToken(key, userId, 'match_request_received')
    expect(token).toMatch(/^[A-Za-z0-9_.-]+$/)
    expect(readUnsubscribeToken(key, token)).toEqual({ userId, kind: 'match_request_received' })
  })

  test('changing the user or the kind breaks the signature', () => {
    const token = signUnsubscribeToken(key, userId, 'payment_received')
    const [, , sig] = token.split('.')
    expect(readUnsubscribeToken(key, `${randomUUID()}.payment_received.${sig}`)).toBeNull()
    expect(readUnsubscribeToken(key, `${userId}.profile_review.${sig}`)).toBeNull()
    expect(readUnsubscribeToken(key, `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`)).toBeNull()
  })

  test('another secret, an unknown kind or a malformed token is refused', () => {
    const token = signUnsubscribeToken(key, userId, 'profile_review')
    expect(readUnsubscribeToken(unsubscribeKey('another-secret'), token)).toBeNull()
    expect(readUnsubscribeToken(key, `${userId}.everything.${token.split('.')[2]}`)).toBeNull()
    for (const bad of ['', 'x', `${userId}.profile_review`, `${token}.extra`, `not-a-uuid.profile_review.abc`])
      expect(readUnsubscribeToken(key, bad)).toBeNull()
  })

  test('the key is derived from the secret, not the secret itself', () => {
    expect(unsubscribeKey('s').equals(Buffer.from('s'))).toBe(false)
    expect(unsubscribeKey('s').equals(unsubscribeKey('s'))).toBe(true)
  })
})
