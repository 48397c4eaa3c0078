import { MESSAGES, type AccessTokenClaims } from '@cosign/api'
import { badRequest, forbidden, notFound } from '@cosign/service-kit'
import type { Payment } from '../repositories/db.js'
import { paymentRepository } from '../repositories/payment-repository.js'
import { abandonPayment } from './abandon-payment.js'
import { capturePayment, type CaptureDeps } from './capture-payment.js'
import { CANCELLED_REASON } from '../model/settlement.js'

/**
 * The buyer pressed Cancel on PayPal's page and is back on /cancel with the order id (`token`): their pending
 * payment becomes failed, kind 'cancelled', with `payment.failed` (the contract screen stops showing the step
 * as processing). Answers with the payment, so the page knows what was being paid for from the server, not
 * from its URL.
 *
 * Only a payment PayPal has no approval for is cancelled. An order approved meanwhile (in another tab) is
 * settled like /verify would, so the page never says "nothing was charged" about a payment that goes through.
 * When PayPal cannot be asked, the cancel is recorded anyway: the buyer said no, and a failed payment is
 * never captured later (capturePayment only captures pending ones), so no money can move after it.
 */
export async function cancelPayment(
  deps: CaptureDeps,
  user: AccessTokenClaims,
  rawToken: string | undefined,
): Promise<Payment> {
  const token = rawToken?.trim()
  if (!token) throw badRequest(MESSAGES.missingPaymentInformation, 'MISSING_PAYMENT_INFORMATION')
  const found = await paymentRepository.findByOrderId(deps.db, token)
  if (!found) throw notFound('Payment not found')
  if (found.userId !== user.sub) throw forbidden()
  if (found.status !== 'pending') return found

  const order = await deps.paypal.getOrder(token).catch((err: unknown) => {
    deps.log.warn({ err, paymentId: found.id }, 'cancel: PayPal not asked about the order')
    return null
  })
  if (order && (order.status === 'APPROVED' || order.status === 'COMPLETED')) {
    try {
      return await capturePayment(deps, found.id)
    } catch (err) {
      deps.log.warn({ err, paymentId: found.id }, 'cancel: approved order left for verify/reconcile')
      return found
    }
  }
  return (await abandonPayment(deps, found.id, CANCELLED_REASON, 'cancelled')) ?? found
}
