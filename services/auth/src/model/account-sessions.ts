import type { AccountSessionDto } from '@cosign/api'

/** Most sessions the settings page lists (newest first); "Sign out everywhere" still ends them all. */
export const SESSIONS_LISTED = 50

const BROWSERS: ReadonlyArray<[RegExp, string]> = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
  [/Safari\//, 'Safari'],
]
const SYSTEMS: ReadonlyArray<[RegExp, string]> = [
  [/Android/, 'Android'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
]

/**
 * A readable device name from a User-Agent ("Chrome on Windows"): enough for someone to recognise their own
 * devices; the raw header never leaves the service.
 */
export function describeUserAgent(userAgent: string | null | undefined): string {
  if (!userAgent) return 'Unknown device'
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1]
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1]
  if (browser && system) return `${browser} on ${system}`
  return browser ?? system ?? 'Unknown device'
}

/** A live session's current refresh token, as the repository reads it. */
export interface LiveSessionToken {
  familyId: string
  userAgent: string | null
  createdAt: Date
}

/**
 * The sessions list: one entry per live session, this request's first, then by last activity. The current
 * token of a session was issued at its last refresh, which is when it was last active.
 */
export function toAccountSessions(
  live: readonly LiveSessionToken[],
  startedAt: ReadonlyMap<string, Date>,
  currentSid: string | undefined,
): AccountSessionDto[] {
  return live
    .map((token) => ({
      id: token.familyId,
      device: describeUserAgent(token.userAgent),
      signedInAt: (startedAt.get(token.familyId) ?? token.createdAt).toISOString(),
      lastActiveAt: token.createdAt.toISOString(),
      current: token.familyId === currentSid,
    }))
    .sort((a, b) => Number(b.current) - Number(a.current) || b.lastActiveAt.localeCompare(a.lastActiveAt))
}
