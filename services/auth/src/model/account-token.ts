import { createHash, randomBytes } from 'node:crypto'

/** A password-reset link works for this long (the issue: within an hour). */
export const PASSWORD_RESET_TTL_MS = 60 * 60 * 1000
/** An email-verification link works for this long. */
export const EMAIL_VERIFICATION_TTL_MS = 48 * 60 * 60 * 1000
/** An email-change link (mailed to the new address) works for this long. */
export const EMAIL_CHANGE_TTL_MS = 24 * 60 * 60 * 1000

/** A new link token: 32 random bytes, URL-safe. Only `hash` is stored; `token` goes in the email. */
export function newAccountToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url')
  return { token, hash: hashAccountToken(token) }
}

/** SHA-256 of a link token (hex): what the database keeps and what a presented token is looked up by. */
export function hashAccountToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex')
}

/** A stored token still opens its link: not used yet and not expired at `now`. */
export function isTokenUsable(stored: { expiresAt: Date; usedAt: Date | null }, now: Date): boolean {
  return stored.usedAt === null && stored.expiresAt.getTime() > now.getTime()
}
