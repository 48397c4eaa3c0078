import { SECOND_FACTOR_MESSAGES, type SecondFactorEnrollmentResponse } from '@cosign/api'
import { conflict } from '@cosign/service-kit'
import { secondFactorRepository } from '../repositories/second-factor-repository.js'
import type { Deps } from './deps.js'
import { challengeOf, secondFactorThrottle, startEnrollment } from './second-factor-steps.js'

/**
 * POST /login/second-factor/enrollment: a login's challenge whose account has no second factor yet (an admin's
 * first sign-in) gets a new TOTP secret to scan; the first code sent with the challenge enables it. 409 once
 * the account has one (it is never shown again).
 */
export async function enrollSecondFactorAtSignIn(
  deps: Pick<Deps, 'prisma' | 'now' | 'sessions' | 'log' | 'secondFactorKey'>,
  challenge: string,
): Promise<SecondFactorEnrollmentResponse> {
  const { user } = await challengeOf(deps, challenge)
  await secondFactorThrottle(deps, user.id).check()
  const factor = await secondFactorRepository.find(deps.prisma, user.id)
  if (factor?.enabledAt) throw conflict(SECOND_FACTOR_MESSAGES.alreadyEnabled)
  return startEnrollment(deps, user)
}
