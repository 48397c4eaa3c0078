import { ACCOUNT_MESSAGES } from '@cosign/api'
import { inTransaction } from '../repositories/db.js'
import type { Deps } from './deps.js'
import { throttledLinkRequest } from './throttle.js'
import { writeVerificationMail } from './verification-mail.js'

/** The banner's "Resend": a new confirmation link to the signed-in user's address (none once confirmed). */
export async function resendEmailVerification(
  deps: Pick<Deps, 'prisma' | 'now' | 'log' | 'rateLimits' | 'recoveryPerClient' | 'kickMail' | 'mailBrand'>,
  userId: string,
  clientAddress: string,
): Promise<{ message: string }> {
  const user = await throttledLinkRequest(deps, userId, clientAddress, 'verify')
  if (user.emailVerifiedAt) return { message: ACCOUNT_MESSAGES.alreadyVerified }
  await inTransaction(deps.prisma, (tx) => writeVerificationMail(deps, tx, user))
  deps.kickMail()
  return { message: ACCOUNT_MESSAGES.verificationSent }
}
