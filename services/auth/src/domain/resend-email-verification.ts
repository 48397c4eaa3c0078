import { ACCOUNT_MESSAGES } from '@cosign/api'
import { notFound } from '@cosign/service-kit'
import { userRepository } from '../repositories/user-repository.js'
import { inTransaction } from '../repositories/db.js'
import { RateLimitedError, RECOVERY_PER_CLIENT, VERIFICATION_PER_ACCOUNT } from '../model/rate-limited-error.js'
import type { Deps } from './deps.js'
import { throttle } from './throttle.js'
import { writeVerificationMail } from './verification-mail.js'

/** The banner's "Resend": a new confirmation link to the signed-in user's address (none once confirmed). */
export async function resendEmailVerification(
  deps: Pick<Deps, 'prisma' | 'now' | 'log' | 'rateLimits' | 'kickMail' | 'mailBrand'>,
  userId: string,
  clientAddress: string,
): Promise<{ message: string }> {
  const wait = Math.max(
    await throttle(deps, `recovery:client:${clientAddress}`, RECOVERY_PER_CLIENT),
    await throttle(deps, `verify:account:${userId}`, VERIFICATION_PER_ACCOUNT),
  )
  if (wait > 0) throw new RateLimitedError(wait)
  const user = await userRepository.findById(deps.prisma, userId)
  if (!user) throw notFound()
  if (user.emailVerifiedAt) return { message: ACCOUNT_MESSAGES.alreadyVerified }
  await inTransaction(deps.prisma, (tx) => writeVerificationMail(deps, tx, user))
  deps.kickMail()
  return { message: ACCOUNT_MESSAGES.verificationSent }
}
