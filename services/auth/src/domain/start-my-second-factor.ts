import { SECOND_FACTOR_MESSAGES, type SecondFactorEnrollmentResponse } from '@cosign/api'
import { conflict, notFound } from '@cosign/service-kit'
import { secondFactorRepository } from '../repositories/second-factor-repository.js'
import { userRepository } from '../repositories/user-repository.js'
import type { Deps } from './deps.js'
import { startEnrollment } from './second-factor-steps.js'

/** POST /me/second-factor/enrollment: a new secret to scan (replacing one not confirmed yet); 409 when it is on. */
export async function startMySecondFactor(
  deps: Pick<Deps, 'prisma' | 'secondFactorKey'>,
  userId: string,
): Promise<SecondFactorEnrollmentResponse> {
  const user = await userRepository.findById(deps.prisma, userId)
  if (!user || !user.isActive) throw notFound('User not found')
  if ((await secondFactorRepository.find(deps.prisma, userId))?.enabledAt)
    throw conflict(SECOND_FACTOR_MESSAGES.alreadyEnabled)
  return startEnrollment(deps, user)
}
