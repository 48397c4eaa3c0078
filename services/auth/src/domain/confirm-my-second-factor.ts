import { SECOND_FACTOR_MESSAGES, type RecoveryCodesResponse } from '@cosign/api'
import { conflict } from '@cosign/service-kit'
import { inTransaction } from '../repositories/db.js'
import { secondFactorRepository } from '../repositories/second-factor-repository.js'
import type { Deps } from './deps.js'
import { enableSecondFactor, proves, secondFactorThrottle } from './second-factor-steps.js'

/**
 * POST /me/second-factor: the first code from the app turns two-step sign-in on and answers the ten recovery
 * codes (shown this once). Wrong codes count against the account's second-factor throttle.
 */
export async function confirmMySecondFactor(
  deps: Pick<Deps, 'prisma' | 'now' | 'sessions' | 'log' | 'secondFactorKey'>,
  userId: string,
  code: string,
): Promise<RecoveryCodesResponse> {
  const throttle = secondFactorThrottle(deps, userId)
  await throttle.check()
  const factor = await secondFactorRepository.find(deps.prisma, userId)
  if (!factor) throw conflict(SECOND_FACTOR_MESSAGES.notStarted)
  if (factor.enabledAt) throw conflict(SECOND_FACTOR_MESSAGES.alreadyEnabled)
  const codes = await inTransaction(deps.prisma, async (tx) =>
    (await proves(deps, tx, factor, code)) ? enableSecondFactor(tx, userId, deps.now()) : undefined,
  )
  if (codes === undefined) return throttle.failed()
  if (codes === null) throw conflict(SECOND_FACTOR_MESSAGES.alreadyEnabled)
  await throttle.passed()
  return { recoveryCodes: codes }
}
