import type { RateLimit } from '../model/rate-limited-error.js'
import type { BaseLogger } from 'pino'
import type { AccessTokenClaims } from '@cosign/api'
import type { Events } from '@cosign/service-kit'
import type { Client, User } from '../repositories/db.js'
import type { GraceAnswers } from '../repositories/grace-answers.js'
import type { LoginAttempts } from '../repositories/login-attempts.js'
import type { RateLimits } from '../repositories/rate-limits.js'
import type { MailBrand } from '../model/mail-templates.js'

/** One email as it goes to the SMTP server. */
export interface OutgoingMail {
  to: string
  subject: string
  text: string
  html: string
  headers: Record<string, string>
  /** Derived from the cause's idempotency key: a resend after a crash carries the same Message-ID. */
  messageId: string
}

/** The SMTP side of the mail sender (plugins/mail-sender.ts); throws when the server refuses or is unreachable. */
export interface Mailer {
  send(mail: OutgoingMail): Promise<void>
}

/** The log lines the use cases write (the service's pino logger, or any logger with these methods). */
export type Logger = Pick<BaseLogger, 'info' | 'warn' | 'error'>

/** The user cache behind `GET /me` (plugins/user-cache.ts), coherent across auth instances. */
export interface CachedUsers {
  /** The user from the cache, or undefined when not cached (read it, then `remember` it). */
  cached(id: string): User | undefined
  remember(user: User): void
  /** After a committed change to a user: evicts it here and in every other auth instance. */
  changed(id: string): void
}

/** Session state kept in Redis (plugins/sessions.ts). */
export interface Sessions {
  /**
   * Ends one session at once on every verifier: its access tokens are refused from the next request on.
   * Throws when Redis cannot record it (the caller answers that it failed).
   */
  end(sid: string): Promise<void>
  /** Ends every access token of the user signed below `version` (switched off, role changed). Throws likewise. */
  endUserBelow(userId: string, version: number): Promise<void>
  /** Refresh-token grace answers (refresh-session.ts). */
  grace: GraceAnswers
  /** The per-account login throttle (login-throttle.ts). */
  loginAttempts: LoginAttempts
}

/** What the auth use cases need (not the Fastify instance). */
export interface Deps {
  /** The database, handed to repositories/ (and `inTransaction`); use cases never query it themselves. */
  prisma: Client
  /** Outbox row data for an event (written in the change's transaction). */
  record: Events['record']
  /** Publishes committed outbox rows now instead of on the relay's next tick. */
  flush: Events['flush']
  users: CachedUsers
  sessions: Sessions
  /** Signs an access token with the service's JWT secret. */
  signToken(claims: AccessTokenClaims): string
  log: Logger
  /** How long a refresh token lives (config). */
  refreshTtlDays: number
  /** The device cookies' key (login-throttle.ts), derived from the JWT secret. */
  deviceKey: Buffer
  /** The current time. */
  now(): Date
  /** Sends mail over SMTP (used by the sender job only; use cases write mail to the outbox). */
  mailer: Mailer
  /** Wakes the mail sender after a commit that wrote mail (it also runs on a timer). */
  kickMail(): void
  /** Product name, postal address and site origin of every email. */
  mailBrand: MailBrand
  /** Signs and checks the unsubscribe links of notification emails (model/unsubscribe-token.ts). */
  unsubscribeKey: Buffer
  /** Encrypts the stored TOTP secrets (model/second-factor.ts), derived from the JWT secret. */
  secondFactorKey: Buffer
  /** The throttles of the account-recovery endpoints (Redis). */
  rateLimits: RateLimits
  /** Recovery requests allowed from one client address (config `recoveryPerClientMax`, 15-minute window). */
  recoveryPerClient: RateLimit
}
