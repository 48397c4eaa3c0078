import {
  accountKey,
  DEFAULT_LOGIN_THROTTLE,
  deviceCookieKey,
  deviceOf,
  issueDeviceCookie,
  pauseAfterFailure,
} from './login-throttle.js'

describe('pauseAfterFailure', () => {
  test('no pause below the limit; then 1 minute, doubling per further failure, capped at 15 minutes', () => {
    const p = DEFAULT_LOGIN_THROTTLE
    expect([1, 2, 3, 4].map((n) => pauseAfterFailure(n, p))).toEqual([0, 0, 0, 0])
    expect([5, 6, 7, 8, 9].map((n) => pauseAfterFailure(n, p) / 60_000)).toEqual([1, 2, 4, 8, 15])
    expect(pauseAfterFailure(10_000, p)).toBe(15 * 60_000)
  })
})

describe('accountKey', () => {
  test('one key per normalised email, and not the email itself', () => {
    expect(accountKey(' Renter@Example.COM ')).toBe(accountKey('renter@example.com'))
    expect(accountKey('a@example.com')).not.toBe(accountKey('b@example.com'))
    expect(accountKey('renter@example.com')).not.toContain('renter')
  })
})

describe('device cookies', () => {
  const key = deviceCookieKey('x'.repeat(32))
  test('a cookie issued for an account names a device of that account only', () => {
    const cookie = issueDeviceCookie(key, 'owner@example.com')
    const device = deviceOf(key, ' OWNER@example.com', cookie)
    expect(device).toBe(cookie.split('.')[0])
    expect(deviceOf(key, 'someone.else@example.com', cookie)).toBeNull()
    expect(issueDeviceCookie(key, 'owner@example.com')).not.toBe(cookie)
  })
  test('forged, malformed or missing cookies, or another key, name no device', () => {
    const cookie = issueDeviceCookie(key, 'owner@example.com')
    const [nonce] = cookie.split('.')
    for (const bad of [undefined, '', 'abc', `${nonce}.`, `.${cookie}`, `${nonce}.forged`, `other${cookie}`])
      expect(deviceOf(key, 'owner@example.com', bad)).toBeNull()
    expect(deviceOf(deviceCookieKey('y'.repeat(32)), 'owner@example.com', cookie)).toBeNull()
  })
})
