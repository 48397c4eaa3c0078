import { bearerToken, VerifiedTokens } from './access-tokens.js'

const expiredError = () => Object.assign(new Error('expired'), { code: 'FAST_JWT_EXPIRED' })

describe('bearerToken', () => {
  test('takes the token of a Bearer header, case-insensitively', () => {
    expect(bearerToken('Bearer abc.def.ghi')).toBe('abc.def.ghi')
    expect(bearerToken('bearer  abc ')).toBe('abc')
  })
  test('refuses other schemes and empty tokens', () => {
    expect(bearerToken('Basic dXNlcjpwYXNz')).toBeNull()
    expect(bearerToken('Bearer')).toBeNull()
    expect(bearerToken('Bearer   ')).toBeNull()
  })
})

describe('VerifiedTokens', () => {
  test('verifies a token once and serves it from memory until it expires', () => {
    let now = 1_000_000
    let calls = 0
    const tokens = new VerifiedTokens(
      (token: string) => {
        calls++
        if (now >= 1_060_000) throw expiredError()
        return { sub: token, exp: 1_060 }
      },
      10,
      () => now,
    )
    expect(tokens.verify('t1')).toEqual({ sub: 't1', exp: 1_060 })
    expect(tokens.verify('t1')).toEqual({ sub: 't1', exp: 1_060 })
    expect(calls).toBe(1)
    expect(Object.isFrozen(tokens.verify('t1'))).toBe(true)

    now = 1_060_000
    expect(() => tokens.verify('t1')).toThrow(
      expect.objectContaining({ statusCode: 401, code: 'TOKEN_EXPIRED' }),
    )
    expect(calls).toBe(2)
  })

  test('an invalid token is a 401 and is never cached', () => {
    let calls = 0
    const tokens = new VerifiedTokens((): { exp: number } => {
      calls++
      throw new Error('invalid signature')
    })
    expect(() => tokens.verify('bad')).toThrow(
      expect.objectContaining({ statusCode: 401, code: 'UNAUTHORIZED' }),
    )
    expect(() => tokens.verify('bad')).toThrow(expect.objectContaining({ statusCode: 401 }))
    expect(calls).toBe(2)
    expect(() => tokens.verify(null)).toThrow(expect.objectContaining({ statusCode: 401 }))
  })

  test('a token without an expiry is verified every time, and the cache stays bounded', () => {
    let calls = 0
    const noExpiry = new VerifiedTokens((token: string): { sub: string; exp?: number } => {
      calls++
      return { sub: token }
    })
    noExpiry.verify('t')
    noExpiry.verify('t')
    expect(calls).toBe(2)

    const bounded = new VerifiedTokens((token: string) => ({ sub: token, exp: 4_000_000_000 }), 2)
    for (const t of ['a', 'b', 'c']) bounded.verify(t)
    expect((bounded as unknown as { entries: Map<string, unknown> }).entries.size).toBeLessThanOrEqual(2)
  })
})
