import type { AccessTokenClaims } from '@cosign/api'
import type { Payment } from '../repositories/db.js'
import { abandonPayment } from './abandon-payment.js'
import { findReturnedPayment } from './find-returned-payment.js'
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
  const { token, found } = await findReturnedPayment(deps.db, user, rawToken)
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
