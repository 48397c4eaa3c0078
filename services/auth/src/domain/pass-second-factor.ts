import { SECOND_FACTOR_MESSAGES, type SecondFactorSessionResponse } from '@cosign/api'
import { conflict, unauthorized } from '@cosign/service-kit'
import { accountTokenRepository } from '../repositories/account-token-repository.js'
import { inTransaction } from '../repositories/db.js'
import { secondFactorRepository } from '../repositories/second-factor-repository.js'
import type { Deps } from './deps.js'
import { challengeOf, enableSecondFactor, proves, secondFactorThrottle } from './second-factor-steps.js'
import { issueSession } from './issue-session.js'

/**
 * POST /login/second-factor: the login's challenge and a TOTP code (or one recovery code, spent) give the
 * session, marked as having passed the second factor. A code that completes an enrollment (an admin's first
 * sign-in) enables the factor and answers the ten recovery codes, this once. The challenge works once; wrong
 * codes count against the account's second-factor throttle (paused like the login).
 */
export async function passSecondFactor(
  deps: Pick<Deps, 'prisma' | 'now' | 'sessions' | 'log' | 'secondFactorKey' | 'signToken' | 'refreshTtlDays'>,
  input: { challenge: string; code: string },
  userAgent: string | undefined,
): Promise<{ session: SecondFactorSessionResponse; refreshToken: string }> {
  const { stored, user } = await challengeOf(deps, input.challenge)
  const throttle = secondFactorThrottle(deps, user.id)
  await throttle.check()
  const factor = await secondFactorRepository.find(deps.prisma, user.id)
  if (!factor) throw conflict(SECOND_FACTOR_MESSAGES.notStarted)
  const now = deps.now()
  const result = await inTransaction(deps.prisma, async (tx) => {
    if (!(await proves(deps, tx, factor, input.code))) return null
    if (!(await accountTokenRepository.use(tx, stored.id, now)))
      throw unauthorized(SECOND_FACTOR_MESSAGES.challengeExpired)
    const recoveryCodes = factor.enabledAt === null ? await enableSecondFactor(tx, user.id, now) : null
    const issued = await issueSession(deps, tx, user, undefined, userAgent, true)
    return { ...issued, recoveryCodes }
  })
  if (!result) return throttle.failed()
  await throttle.passed()
  const { session, refreshToken, recoveryCodes } = result
  return { session: recoveryCodes ? { ...session, recoveryCodes } : session, refreshToken }
}
