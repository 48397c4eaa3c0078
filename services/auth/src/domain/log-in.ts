import {
  ERROR_CODES,
  loginPausedMessage,
  MESSAGES,
  SECOND_FACTOR_CHALLENGE_TTL_SECONDS,
  type LoginRequest,
  type LoginResponse,
} from '@cosign/api'
import { AppError, unauthorized } from '@cosign/service-kit'
import { userRepository } from '../repositories/user-repository.js'
import { accountTokenRepository } from '../repositories/account-token-repository.js'
import type { User } from '../repositories/db.js'
import { secondFactorRepository } from '../repositories/second-factor-repository.js'
import { newAccountToken } from '../model/account-token.js'
import type { Deps, Logger } from './deps.js'
import { accountKey, deviceOf, issueDeviceCookie, normaliseEmail } from '../model/login-throttle.js'
import { verifyPassword } from '../model/password.js'
import { issueSession } from './issue-session.js'

/** 429 for a paused account (or device); the route sends `retryAfterSeconds` as Retry-After. */
export class LoginPausedError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, ERROR_CODES.rateLimited, loginPausedMessage(retryAfterSeconds))
  }
}

export interface LoginContext {
  /** The Admin Login dialog: only ADMIN accounts pass, with the dialog's own message. */
  asAdmin?: boolean
  /** The browser's device cookie, if any (login-throttle.ts). */
  deviceCookie?: string
  /** The browser's User-Agent (the settings page's sessions list). */
  userAgent?: string
}

/**
 * Checks the password against its argon2id hash. Unknown email and wrong password give the same answer, and
 * count alike against the account's throttle (login-throttle.ts), which both login forms share: a paused
 * account is refused with 429 before any password check. Success clears the account's failures and hands the
 * browser a device cookie for the account. Redis down: no throttle, logins still work (logged).
 * An account with a second factor, and every admin (who enrolls at first sign-in), gets no session here but the
 * second factor's challenge (issue 30): `passSecondFactor` turns it into the session.
 */
export async function logIn(
  deps: Pick<Deps, 'prisma' | 'sessions' | 'signToken' | 'log' | 'refreshTtlDays' | 'deviceKey' | 'now'>,
  input: LoginRequest,
  ctx: LoginContext,
): Promise<{ session: LoginResponse; refreshToken?: string; deviceCookie: string }> {
  const { prisma, log } = deps
  const email = normaliseEmail(input.email)
  const account = `account:${accountKey(email)}`
  const device = deviceOf(deps.deviceKey, email, ctx.deviceCookie)
  // A browser that logged in to this account before is throttled on its own, not by the account's failures.
  const subject = device === null ? account : `device:${accountKey(email)}:${device}`
  const attempts = deps.sessions.loginAttempts

  const pausedMs = await throttled(log, () => attempts.pausedFor(subject), 0)
  if (pausedMs > 0) throw new LoginPausedError(Math.ceil(pausedMs / 1000))

  const user = await userRepository.findByEmail(prisma, email)
  const ok = await verifyPassword(user?.passwordHash ?? null, input.password)
  if (!user || !ok || (ctx.asAdmin && user.role !== 'ADMIN')) {
    const pauseMs = await throttled(log, () => attempts.fail(subject), 0)
    if (pauseMs > 0) throw new LoginPausedError(Math.ceil(pauseMs / 1000))
    throw unauthorized(
      ctx.asAdmin ? MESSAGES.invalidAdminCredentials : MESSAGES.loginFailed,
      ERROR_CODES.invalidCredentials,
    )
  }
  if (!user.isActive) throw new AppError(403, ERROR_CODES.forbidden, MESSAGES.accountInactive)
  await throttled(log, () => attempts.reset(account, subject), undefined)
  const deviceCookie = device === null ? issueDeviceCookie(deps.deviceKey, email) : ctx.deviceCookie!
  const factor = await secondFactorRepository.find(prisma, user.id)
  if (user.role === 'ADMIN' || factor?.enabledAt) {
    const challenge = await issueSecondFactorChallenge(deps, user)
    return { session: { secondFactor: { challenge, enrolled: Boolean(factor?.enabledAt) } }, deviceCookie }
  }
  const issued = await issueSession(deps, prisma, user, undefined, ctx.userAgent)
  return { ...issued, deviceCookie }
}

/** The login's second-factor challenge for `user`: a single-use token (only its hash kept), ten minutes. */
async function issueSecondFactorChallenge(deps: Pick<Deps, 'prisma' | 'now'>, user: User): Promise<string> {
  const { token, hash } = newAccountToken()
  await accountTokenRepository.create(deps.prisma, {
    userId: user.id,
    purpose: 'SECOND_FACTOR',
    tokenHash: hash,
    expiresAt: new Date(deps.now().getTime() + SECOND_FACTOR_CHALLENGE_TTL_SECONDS * 1000),
  })
  return token
}

/** A throttle step; Redis failing lets the login go on unthrottled rather than refusing everyone. */
async function throttled<T>(log: Logger, step: () => Promise<T>, fallback: T): Promise<T> {
  try {
    return await step()
  } catch (err) {
    log.warn({ err }, 'login throttle unavailable (Redis): attempt not throttled')
    return fallback
  }
}
