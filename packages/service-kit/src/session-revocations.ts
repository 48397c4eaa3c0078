import { ERROR_CODES, MESSAGES } from '@cosign/api'
import { ACCESS_TOKEN_TTL_SECONDS } from './access-tokens.js'
import { AppError } from './errors.js'

/**
 * Revocation of access tokens before they expire (docs/decisions.md, "Sessions that end").
 *
 * Every access token names its session (`sid`, the refresh-token family of the login) and the user's session
 * version (`ver`) at the time it was signed. The auth service records, in Redis and before it answers:
 * - a revoked session (logout): `<prefix>:revoked:<sid>`;
 * - a user's new session version (account switched off, role changed): `<prefix>:user-version:<userId>`;
 *   a token whose `ver` is lower is refused.
 * Every verifier (the gateway, each service's `jwtAuth`) asks Redis about the presented token's two keys in
 * one MGET per request: the shared record is the truth, so there is no window in which another instance has
 * not heard yet. Records live as long as an access token can (15 minutes) plus a margin for clock skew:
 * after that every token they could refuse has expired by itself.
 *
 * The auth service also broadcasts each revocation over NATS core; verifiers keep what they hear (and what
 * Redis told them) in memory, so a known-revoked token is refused without asking Redis, and revocations
 * announced before a Redis outage are still enforced during it. While Redis cannot be asked, tokens not known
 * to be revoked pass (logged once per outage): logins, logouts and role changes refuse to complete without
 * Redis (the auth service answers 503), so no revocation is reported done that Redis does not hold.
 */

/** How long a revocation record lives: an access token's lifetime plus a minute of clock skew. */
export const REVOCATION_TTL_MS = (ACCESS_TOKEN_TTL_SECONDS + 60) * 1000

/** The Redis key prefix of session records: one per deployment, derived from its event subject prefix. */
export function sessionKeyPrefix(subjectPrefix: string): string {
  return `${subjectPrefix}:sessions`
}

/** NATS core subject of revocation broadcasts (outside `<prefix>.>`: never stored as a domain event). */
export function revocationSubject(subjectPrefix: string): string {
  return `${subjectPrefix}_sessions.revoked`
}

export const revokedSessionKey = (prefix: string, sid: string) => `${prefix}:revoked:${sid}`
export const userVersionKey = (prefix: string, userId: string) => `${prefix}:user-version:${userId}`

/** What a revocation broadcast carries: one session, or a user's new session version. */
export type RevocationNotice = { sid: string } | { userId: string; version: number }

/** The claims the check reads. Tokens signed before sessions were named carry neither `sid` nor `ver`. */
export interface SessionClaims {
  sub?: string
  sid?: string
  ver?: number
}

/** The Redis commands the reader and the writer use (ioredis's signatures). */
export interface RevocationRedis {
  mget(...keys: string[]): Promise<Array<string | null>>
  set(key: string, value: string, px: 'PX', ms: number): Promise<unknown>
  eval(script: string, numKeys: number, ...args: Array<string | number>): Promise<unknown>
}

/** 401 that makes a client refresh: it gets a new token if its session is still alive, else logs in. */
export const revokedTokenError = () => new AppError(401, ERROR_CODES.tokenExpired, MESSAGES.sessionExpired)

const DEFAULT_MAX_ENTRIES = 50_000

/** Sessions and user versions known to be revoked, each until its record would have expired. */
class KnownRevocations {
  private readonly sessions = new Map<string, number>()
  private readonly users = new Map<string, { version: number; until: number }>()

  constructor(
    private readonly maxEntries: number,
    private readonly now: () => number,
  ) {}

  learn(notice: RevocationNotice): void {
    const until = this.now() + REVOCATION_TTL_MS
    if ('sid' in notice) {
      if (this.sessions.size >= this.maxEntries) this.sessions.clear()
      this.sessions.set(notice.sid, until)
      return
    }
    const known = this.users.get(notice.userId)
    if (known && known.version > notice.version && known.until > this.now()) return
    if (this.users.size >= this.maxEntries) this.users.clear()
    this.users.set(notice.userId, { version: notice.version, until })
  }

  revoked(claims: SessionClaims): boolean {
    const now = this.now()
    if (claims.sid !== undefined) {
      const until = this.sessions.get(claims.sid)
      if (until !== undefined) {
        if (until > now) return true
        this.sessions.delete(claims.sid)
      }
    }
    if (claims.sub !== undefined) {
      const user = this.users.get(claims.sub)
      if (user !== undefined) {
        if (user.until <= now) this.users.delete(claims.sub)
        else if ((claims.ver ?? 0) < user.version) return true
      }
    }
    return false
  }
}

interface Log {
  warn(obj: object, msg: string): void
}

/** The verifiers' side: is this token's session still alive? */
export class SessionRevocations {
  private readonly known: KnownRevocations
  private redisFailing = false

  constructor(
    private readonly redis: Pick<RevocationRedis, 'mget'>,
    private readonly prefix: string,
    private readonly log: Log,
    maxEntries = DEFAULT_MAX_ENTRIES,
    now: () => number = Date.now,
  ) {
    this.known = new KnownRevocations(maxEntries, now)
  }

  /** Resolves when the token's session and user version are current; rejects with `revokedTokenError`. */
  async check(claims: SessionClaims): Promise<void> {
    if (typeof claims.sub !== 'string') return
    if (this.known.revoked(claims)) throw revokedTokenError()
    const userKey = userVersionKey(this.prefix, claims.sub)
    let values: Array<string | null>
    try {
      values =
        claims.sid === undefined
          ? [null, ...(await this.redis.mget(userKey))]
          : await this.redis.mget(revokedSessionKey(this.prefix, claims.sid), userKey)
    } catch (err) {
      if (!this.redisFailing)
        this.log.warn(
          { err },
          'session records unreadable: tokens not known to be revoked pass until Redis is back',
        )
      this.redisFailing = true
      return
    }
    this.redisFailing = false
    const [session, version] = values
    if (session !== null && claims.sid !== undefined) {
      this.known.learn({ sid: claims.sid })
      throw revokedTokenError()
    }
    if (version !== null && (claims.ver ?? 0) < Number(version)) {
      this.known.learn({ userId: claims.sub, version: Number(version) })
      throw revokedTokenError()
    }
  }

  /** Takes in a broadcast revocation (ignores anything malformed). */
  learn(notice: unknown): void {
    const n = notice as Partial<{ sid: unknown; userId: unknown; version: unknown }> | null
    if (typeof n?.sid === 'string') this.known.learn({ sid: n.sid })
    else if (typeof n?.userId === 'string' && Number.isInteger(n.version))
      this.known.learn({ userId: n.userId, version: n.version as number })
  }
}

/**
 * A user's session version only goes up: a slower writer holding an older version must not lower it. Each
 * write restarts the record's lifetime.
 */
const RAISE_VERSION_SCRIPT = `local current = tonumber(redis.call('GET', KEYS[1]) or '-1')
local version = tonumber(ARGV[1])
if version > current then
  redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
else
  redis.call('PEXPIRE', KEYS[1], ARGV[2])
end
return 1`

/** The auth service's side: records that every verifier reads. Each call throws when Redis cannot be written. */
export class SessionRevocationWriter {
  constructor(
    private readonly redis: Pick<RevocationRedis, 'set' | 'eval'>,
    private readonly prefix: string,
  ) {}

  async revokeSession(sid: string): Promise<void> {
    await this.redis.set(revokedSessionKey(this.prefix, sid), '1', 'PX', REVOCATION_TTL_MS)
  }

  /** Tokens of this user signed with a lower version are refused from now on. */
  async raiseUserVersion(userId: string, version: number): Promise<void> {
    await this.redis.eval(
      RAISE_VERSION_SCRIPT,
      1,
      userVersionKey(this.prefix, userId),
      version,
      REVOCATION_TTL_MS,
    )
  }
}
