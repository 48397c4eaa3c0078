import { randomUUID } from 'node:crypto'
import { signLink, verifyLink } from './file-links.js'

const secret = 'test-link-secret'
const now = Date.now()
const claims = { kind: 'credit_report' as const, id: randomUUID(), exp: Math.floor(now / 1000) + 300 }

describe('signed file links', () => {
  it('round-trips its claims', () => {
    expect(verifyLink(signLink(claims, secret), secret, now)).toEqual({ ok: true, claims })
  })

  it('reports an expired link as expired', () => {
    expect(verifyLink(signLink(claims, secret), secret, (claims.exp + 1) * 1000)).toEqual({
      ok: false,
      reason: 'expired',
    })
  })

  it('refuses a link signed with another secret, even an expired one', () => {
    const token = signLink({ ...claims, exp: 1 }, 'another-secret')
    expect(verifyLink(token, secret, now)).toEqual({ ok: false, reason: 'invalid' })
  })

  it('refuses a link whose id or expiry was changed', () => {
    const [hex, exp36, signature] = signLink(claims, secret).split('.')
    const otherId = randomUUID().replace(/-/g, '')
    expect(verifyLink(`${otherId}.${exp36}.${signature}`, secret, now)).toEqual({
      ok: false,
      reason: 'invalid',
    })
    const later = (claims.exp + 3600).toString(36)
    expect(verifyLink(`${hex}.${later}.${signature}`, secret, now)).toEqual({ ok: false, reason: 'invalid' })
  })

  it('fits in one URL path segment', () => {
    expect(signLink(claims, secret)).toMatch(/^[0-9a-z]{32}\.[0-9a-z]+\.[A-Za-z0-9_-]{43}$/)
    expect(signLink(claims, secret).length).toBeLessThan(100)
  })

  it('refuses a signature with any character changed', () => {
    const token = signLink(claims, secret)
    for (const at of [token.length - 1, token.indexOf('.') + 5]) {
      const c = token[at] === 'A' ? 'B' : 'A'
      expect(verifyLink(token.slice(0, at) + c + token.slice(at + 1), secret, now).ok).toBe(false)
    }
  })

  it.each(['', 'abc', 'a.b.c', '..', 'not base64!.x.y', 'a.b.c.d'])(
    'refuses the malformed token %p',
    (token) => {
      expect(verifyLink(token, secret, now)).toEqual({ ok: false, reason: 'invalid' })
    },
  )
})
