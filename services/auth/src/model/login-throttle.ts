import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

/**
 * Per-account login throttle (docs/security.md, "Sessions"): the rules, free of Redis.
 *
 * Failures are counted per account (normalised email, hashed) over a window that starts with the first
 * failure. From the `maxFailures`-th failure on, the account pauses: attempts are refused with 429 before the
 * password is looked at, for `firstPauseMs`, doubling with each further failure in the window, never longer
 * than `maxPauseMs`. A successful login clears the count.
 *
 * An attacker who knows an email could keep that account paused by failing again each time a pause ends. A
 * browser that has logged in to the account before is not held by that: it carries a device cookie (signed,
 * naming the account) and its failures are counted for that device alone (OWASP's "device cookies"). So the
 * owner's own browsers keep working during such an attack; new browsers wait at most `maxPauseMs` at a time.
 */
export interface LoginThrottlePolicy {
  maxFailures: number
  windowMs: number
  firstPauseMs: number
  maxPauseMs: number
}

export const DEFAULT_LOGIN_THROTTLE: LoginThrottlePolicy = {
  maxFailures: 5,
  windowMs: 15 * 60_000,
  firstPauseMs: 60_000,
  maxPauseMs: 15 * 60_000,
}

/** How long to pause after the `failures`-th failure of the window (0: no pause yet). */
export function pauseAfterFailure(failures: number, policy: LoginThrottlePolicy): number {
  if (failures < policy.maxFailures) return 0
  const doublings = Math.min(failures - policy.maxFailures, 20)
  return Math.min(policy.maxPauseMs, policy.firstPauseMs * 2 ** doublings)
}

/** The normalised email, as it is stored and looked up. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase()
}

/** The throttle key of an account: a digest, so Redis never holds the email itself. */
export function accountKey(email: string): string {
  return createHash('sha256').update(normaliseEmail(email)).digest('base64url')
}

export const DEVICE_COOKIE = 'cosign_device'

/** The device cookie's key, derived from the JWT secret (no new secret to configure). */
export function deviceCookieKey(jwtSecret: string): Buffer {
  return createHmac('sha256', jwtSecret).update('cosign device cookie v1').digest()
}

const mac = (key: Buffer, account: string, nonce: string) =>
  createHmac('sha256', key).update(`${account}.${nonce}`).digest('base64url')

/** A new device cookie value for the account: `<nonce>.<mac>`. */
export function issueDeviceCookie(key: Buffer, email: string): string {
  const nonce = randomBytes(16).toString('base64url')
  return `${nonce}.${mac(key, accountKey(email), nonce)}`
}

/** The device id (nonce) of a cookie that this server issued for this account; null otherwise. */
export function deviceOf(key: Buffer, email: string, cookie: string | undefined): string | null {
  if (!cookie) return null
  const dot = cookie.indexOf('.')
  if (dot <= 0 || dot === cookie.length - 1) return null
  const nonce = cookie.slice(0, dot)
  const given = Buffer.from(cookie.slice(dot + 1))
  const expected = Buffer.from(mac(key, accountKey(email), nonce))
  return given.length === expected.length && timingSafeEqual(given, expected) ? nonce : null
}
