import { hashAccountToken, isTokenUsable, newAccountToken, PASSWORD_RESET_TTL_MS } from './account-token.js'

describe('account tokens', () => {
  it('keeps only a hash that the presented token maps to, and never the token itself', () => {
    const { token, hash } = newAccountToken()
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(hash).toMatch(/^[0-9a-f]{64}$/)
    expect(hash).not.toContain(token)
    expect(hashAccountToken(token)).toBe(hash)
    expect(hashAccountToken(`${token}x`)).not.toBe(hash)
  })

  it('gives a different token every time', () => {
    expect(newAccountToken().token).not.toBe(newAccountToken().token)
  })

  it('is usable until it expires or is used', () => {
    const now = new Date('2026-01-01T10:00:00Z')
    const expiresAt = new Date(now.getTime() + PASSWORD_RESET_TTL_MS)
    expect(isTokenUsable({ expiresAt, usedAt: null }, now)).toBe(true)
    expect(isTokenUsable({ expiresAt, usedAt: null }, new Date(expiresAt.getTime() - 1))).toBe(true)
    expect(isTokenUsable({ expiresAt, usedAt: null }, expiresAt)).toBe(false)
    expect(isTokenUsable({ expiresAt, usedAt: now }, now)).toBe(false)
  })

  it('expires within an hour', () => {
    expect(PASSWORD_RESET_TTL_MS).toBeLessThanOrEqual(60 * 60 * 1000)
  })
})
