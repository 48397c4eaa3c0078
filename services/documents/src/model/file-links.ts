import { createHmac, timingSafeEqual } from 'node:crypto'

/** What a signed link opens. The signature covers all of it, so none of it can be changed. */
export interface LinkClaims {
  /** What the id names; part of the signature, so a link of one kind never opens another. */
  kind: LinkKind
  /** Id of the credit report, or the contract whose signed agreement the link opens. */
  id: string
  /** Expiry, seconds since the epoch. */
  exp: number
}
/** `credit_report_view`: the one view an approval gives a requester; the first fetch uses the link up. */
export type LinkKind = 'credit_report' | 'credit_report_view' | 'agreement'
export type LinkCheck = { ok: true; claims: LinkClaims } | { ok: false; reason: 'invalid' | 'expired' }

const mac = (kind: string, body: string, secret: string) =>
  createHmac('sha256', secret).update(`${kind}.${body}`).digest('base64url')

/**
 * `<id as 32 hex digits>.<expiry in base 36>.<base64url HMAC-SHA256 of kind, id and expiry>`: compact
 * (about 83 characters), so it fits in one URL path segment.
 */
export function signLink(claims: LinkClaims, secret: string): string {
  const body = `${claims.id.replace(/-/g, '').toLowerCase()}.${claims.exp.toString(36)}`
  return `${body}.${mac(claims.kind, body, secret)}`
}

/** The signature is checked first: a forged or altered link learns nothing, not even whether it expired. */
export function verifyLink(
  token: string,
  secret: string,
  nowMs = Date.now(),
  kind: LinkKind = 'credit_report',
): LinkCheck {
  const parts = token.split('.')
  if (parts.length !== 3) return { ok: false, reason: 'invalid' }
  const [hex, exp36, signature] = parts
  if (!/^[0-9a-f]{32}$/.test(hex) || !/^[0-9a-z]{1,10}$/.test(exp36)) return { ok: false, reason: 'invalid' }
  // Compared as canonical text: base64url decoding would ignore stray characters and padding bits.
  const given = Buffer.from(signature)
  const expected = Buffer.from(mac(kind, `${hex}.${exp36}`, secret))
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    return { ok: false, reason: 'invalid' }
  const id = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
  const exp = parseInt(exp36, 36)
  if (exp * 1000 <= nowMs) return { ok: false, reason: 'expired' }
  return { ok: true, claims: { kind, id, exp } }
}
