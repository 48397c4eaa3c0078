import { MESSAGES, type AccessTokenClaims } from '@cosign/api'
import { badRequest, forbidden, notFound } from '@cosign/service-kit'
import type { Db, Payment } from '../repositories/db.js'
import { paymentRepository } from '../repositories/payment-repository.js'

/**
 * The payment a buyer comes back from PayPal with (/success and /cancel carry the order id as `token`): 400
 * without a token, 404 for an unknown order, 403 for someone else's payment. Answers the trimmed token too.
 */
export async function findReturnedPayment(
  db: Db,
  user: AccessTokenClaims,
  rawToken: string | undefined,
): Promise<{ token: string; found: Payment }> {
  const token = rawToken?.trim()
  if (!token) throw badRequest(MESSAGES.missingPaymentInformation, 'MISSING_PAYMENT_INFORMATION')
  const found = await paymentRepository.findByOrderId(db, token)
  if (!found) throw notFound('Payment not found')
  if (found.userId !== user.sub) throw forbidden()
  return { token, found }
}
