import QRCode from 'qrcode'
import {
  ERROR_CODES,
  SECOND_FACTOR_MESSAGES,
  type SecondFactorEnrollmentResponse,
} from '@cosign/api'
import { unauthorized } from '@cosign/service-kit'
import { accountTokenRepository } from '../repositories/account-token-repository.js'
import type { Db, User } from '../repositories/db.js'
import { secondFactorRepository, type SecondFactor } from '../repositories/second-factor-repository.js'
import { userRepository } from '../repositories/user-repository.js'
import { hashAccountToken, isTokenUsable } from '../model/account-token.js'
import {
  decryptSecret,
  encryptSecret,
  hashRecoveryCode,
  isRecoveryCodeShape,
  isTotpCode,
  newRecoveryCodes,
  newTotpSecret,
  otpauthUrlOf,
} from '../model/second-factor.js'
import type { Deps } from './deps.js'
import { LoginPausedError } from './log-in.js'

// The steps the second factor's use cases share (issue 30): the login's challenge (issued by log-in.ts), the
// throttle, enrollment and checking a code.

const challengeExpired = () => unauthorized(SECOND_FACTOR_MESSAGES.challengeExpired, ERROR_CODES.tokenExpired)

/** The challenge's stored token and its (active) user; 401 when unknown, used, expired or switched off. */
export async function challengeOf(deps: Pick<Deps, 'prisma' | 'now'>, challenge: string) {
  const stored = await accountTokenRepository.findByHash(deps.prisma, hashAccountToken(challenge))
  if (!stored || stored.purpose !== 'SECOND_FACTOR' || !isTokenUsable(stored, deps.now())) throw challengeExpired()
  const user = await userRepository.findById(deps.prisma, stored.userId)
  if (!user || !user.isActive) throw challengeExpired()
  return { stored, user }
}

/** The second factor's throttle: the login's (paused after repeated failures), on its own subject per account. */
export const secondFactorThrottle = (deps: Pick<Deps, 'sessions' | 'log'>, userId: string) => {
  const subject = `second-factor:${userId}`
  const attempts = deps.sessions.loginAttempts
  const guarded = async <T>(step: () => Promise<T>, fallback: T): Promise<T> => {
    try {
      return await step()
    } catch (err) {
      deps.log.warn({ err }, 'second factor throttle unavailable (Redis): attempt not throttled')
      return fallback
    }
  }
  return {
    /** 429 while the account's second factor is paused. */
    async check(): Promise<void> {
      const pausedMs = await guarded(() => attempts.pausedFor(subject), 0)
      if (pausedMs > 0) throw new LoginPausedError(Math.ceil(pausedMs / 1000))
    },
    /** Counts a wrong code: 429 when it pauses the account, else 401 "That code is not right". */
    async failed(): Promise<never> {
      const pauseMs = await guarded(() => attempts.fail(subject), 0)
      if (pauseMs > 0) throw new LoginPausedError(Math.ceil(pauseMs / 1000))
      throw unauthorized(SECOND_FACTOR_MESSAGES.invalidCode, ERROR_CODES.invalidCredentials)
    },
    passed: () => guarded(() => attempts.reset(subject), undefined),
  }
}

/** A new secret for `user` (replacing one still waiting for its first code): the QR code and the text to type. */
export async function startEnrollment(
  deps: Pick<Deps, 'prisma' | 'secondFactorKey'>,
  user: User,
): Promise<SecondFactorEnrollmentResponse> {
  const secret = newTotpSecret()
  await secondFactorRepository.startEnrollment(deps.prisma, user.id, encryptSecret(deps.secondFactorKey, secret))
  const otpauthUrl = otpauthUrlOf(user.email, secret)
  const svg = await QRCode.toString(otpauthUrl, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 })
  return { secret, otpauthUrl, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` }
}

/**
 * Whether `code` proves the factor: a TOTP code of its secret, or (once it is enabled) one of its unused recovery
 * codes, which this use spends.
 */
export async function proves(
  deps: Pick<Deps, 'secondFactorKey' | 'now'>,
  db: Db,
  factor: SecondFactor,
  code: string,
): Promise<boolean> {
  if (factor.enabledAt !== null && isRecoveryCodeShape(code))
    return secondFactorRepository.useRecoveryCode(db, factor.userId, hashRecoveryCode(code), deps.now())
  const secret = decryptSecret(deps.secondFactorKey, factor.secretCipher)
  return isTotpCode(secret, code, Math.floor(deps.now().getTime() / 1000))
}

/** Enables a waiting enrollment and answers its ten recovery codes (only their hashes are kept). */
export async function enableSecondFactor(db: Db, userId: string, now: Date): Promise<string[] | null> {
  if (!(await secondFactorRepository.enable(db, userId, now))) return null
  const codes = newRecoveryCodes()
  await secondFactorRepository.replaceRecoveryCodes(db, userId, codes.map(hashRecoveryCode))
  return codes
}
