import { SECOND_FACTOR_MESSAGES, type MySecondFactorResponse } from '@cosign/api'
import { forbidden } from '@cosign/service-kit'
import { inTransaction } from '../repositories/db.js'
import { secondFactorRepository } from '../repositories/second-factor-repository.js'
import type { Deps } from './deps.js'
import { userWithCurrentPassword } from './current-password.js'

/** POST /me/second-factor/off: the current password turns two-step sign-in off; admins must keep it (403). */
export async function turnOffMySecondFactor(
  deps: Pick<Deps, 'prisma'>,
  userId: string,
  currentPassword: string,
): Promise<MySecondFactorResponse> {
  const user = await userWithCurrentPassword(deps.prisma, userId, currentPassword)
  if (user.role === 'ADMIN') throw forbidden(SECOND_FACTOR_MESSAGES.adminsKeepIt)
  await inTransaction(deps.prisma, async (tx) => {
    await secondFactorRepository.removeRecoveryCodes(tx, userId)
    await secondFactorRepository.remove(tx, userId)
  })
  return { enabled: false, recoveryCodesLeft: 0 }
}
