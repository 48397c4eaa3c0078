import { RECOVERY_PER_CLIENT } from './model/rate-limited-error.js'
import { intFromEnv, readBaseEnv, secretFromEnv, type BaseEnv } from '@cosign/service-kit'
import { DEFAULT_LOGIN_THROTTLE, type LoginThrottlePolicy } from './model/login-throttle.js'

export interface AuthConfig extends BaseEnv {
  port: number
  schema: string
  adminEmail: string
  adminPassword: string
  refreshTtlDays: number
  /** Secure cookies need https; off for http://localhost development. */
  secureCookies: boolean
  /** How long `GET /me` may serve a user from memory; writes evict at once. 0 turns the cache off. */
  userCacheTtlMs: number
  /** Per-account login throttle (Redis), shared by /login and /admin/login (docs/security.md, "Sessions"). */
  loginThrottle: LoginThrottlePolicy
  /** Account-recovery requests (forgot, reset, confirmation links) from one client address per 15 minutes. */
  recoveryPerClientMax: number
  /** Where mail goes (smtp:// or smtps:// URL with credentials); unset: emails wait in the outbox, unsent. */
  smtpUrl: string | null
  /** The From header of every email. */
  mailFrom: string
  /** The product's postal address, in every email's footer (a deployment sets its own). */
  mailPostalAddress: string
  /** The site's origin: the links in emails point there. */
  publicOrigin: string
  /** How often the mail sender looks for due mail (it is also woken after each commit that wrote some). */
  mailPollMs: number
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): AuthConfig {
  const base = readBaseEnv(env)
  return {
    ...base,
    port: intFromEnv(env.PORT, 4001),
    schema: env.DB_SCHEMA ?? 'auth',
    adminEmail: (env.ADMIN_EMAIL ?? 'admin@cosign.local').trim().toLowerCase(),
    // No default: a known admin password would open the back office of any install that kept it.
    adminPassword: secretFromEnv(env, 'ADMIN_PASSWORD'),
    refreshTtlDays: intFromEnv(env.REFRESH_TTL_DAYS, 14),
    secureCookies: env.SECURE_COOKIES === 'true',
    userCacheTtlMs: intFromEnv(env.USER_CACHE_TTL_MS, 5_000, 0),
    smtpUrl: env.SMTP_URL?.trim() || null,
    mailFrom: env.MAIL_FROM?.trim() || 'Cosign <no-reply@cosign.local>',
    mailPostalAddress: env.MAIL_POSTAL_ADDRESS?.trim() || 'Cosign, postal address not configured (MAIL_POSTAL_ADDRESS)',
    publicOrigin: (env.PUBLIC_ORIGIN ?? 'http://localhost:8080').replace(/\/+$/, ''),
    mailPollMs: intFromEnv(env.MAIL_POLL_MS, 5_000),
    // The browser tests' platform raises it: all their accounts confirm their address from one client address.
    recoveryPerClientMax: intFromEnv(env.AUTH_RECOVERY_RATE_LIMIT_MAX, RECOVERY_PER_CLIENT.max),
    loginThrottle: {
      maxFailures: intFromEnv(env.LOGIN_MAX_FAILURES, DEFAULT_LOGIN_THROTTLE.maxFailures),
      windowMs: intFromEnv(env.LOGIN_FAILURE_WINDOW_MS, DEFAULT_LOGIN_THROTTLE.windowMs),
      firstPauseMs: intFromEnv(env.LOGIN_FIRST_PAUSE_MS, DEFAULT_LOGIN_THROTTLE.firstPauseMs),
      maxPauseMs: intFromEnv(env.LOGIN_MAX_PAUSE_MS, DEFAULT_LOGIN_THROTTLE.maxPauseMs),
    },
  }
}
