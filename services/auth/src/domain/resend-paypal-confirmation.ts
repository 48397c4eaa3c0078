import { ACCOUNT_MESSAGES } from '@cosign/api'
import { conflict } from '@cosign/service-kit'
import { inTransaction } from '../repositories/db.js'
import type { Deps } from './deps.js'
import { throttledLinkRequest } from './throttle.js'
import { writePaypalVerificationMail } from './verification-mail.js'

/**
 * The cosigner's "Send a new link" (issue 27): a new confirmation link to the profile's PayPal email (the older
 * ones end), throttled per client and per account like the email's resend; 409 when there is no address or it is
 * confirmed already.
 */
export async function resendPaypalConfirmation(
  deps: Pick<Deps, 'prisma' | 'now' | 'log' | 'rateLimits' | 'recoveryPerClient' | 'kickMail' | 'mailBrand'>,
  userId: string,
  clientAddress: string,
): Promise<{ message: string }> {
  const user = await throttledLinkRequest(deps, userId, clientAddress, 'verify-paypal')
  if (!user.paypalEmail) throw conflict(ACCOUNT_MESSAGES.noPaypalEmail, 'NO_PAYPAL_EMAIL')
  if (user.paypalVerified) throw conflict(ACCOUNT_MESSAGES.paypalAlreadyConfirmed, 'PAYPAL_ALREADY_CONFIRMED')
  const paypalEmail = user.paypalEmail
  await inTransaction(deps.prisma, (tx) => writePaypalVerificationMail(deps, tx, user, paypalEmail))
  deps.kickMail()
  return { message: ACCOUNT_MESSAGES.paypalLinkSent(paypalEmail) }
}
