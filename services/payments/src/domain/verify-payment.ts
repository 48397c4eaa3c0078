import { MESSAGES, type AccessTokenClaims, type VerifyPaymentRequest } from '@cosign/api'
import { AppError, badRequest } from '@cosign/service-kit'
import type { Payment } from '../repositories/db.js'
import { PayPalError } from '../paypal/paypal-gateway.js'
import { capturePayment, type CaptureDeps } from './capture-payment.js'
import { findReturnedPayment } from './find-returned-payment.js'
import { contractIdOf } from '../model/credits.js'
import { contractCancelled } from '../model/pricing.js'
import { CONTRACT_CANCELLED_REASON } from '../model/settlement.js'

/**
 * The buyer is back on /success with PayPal's token: capture and record, idempotently. Answers with the
 * payment when completed; a declined capture is recorded as failed and answered 402 'Failed to verify payment';
 * a payment of a contract cancelled before the capture is not captured, marked failed and answered 409
 * CONTRACT_CANCELLED.
 */
export async function verifyPayment(
  deps: CaptureDeps,
  user: AccessTokenClaims,
  input: VerifyPaymentRequest,
): Promise<{ payment: Payment; settled: boolean }> {
  const { found } = await findReturnedPayment(deps.db, user, input.token)
  // The return URL carried paymentType and contractId: a mismatch means the link was tampered with.
  const expectedContract = contractIdOf(found) ?? 'none'
  if (
    (input.paymentType && input.paymentType !== found.purpose) ||
    (input.contractId && input.contractId !== expectedContract)
  )
    throw badRequest(MESSAGES.failedToVerifyPayment, 'PAYMENT_MISMATCH')

  let payment: Payment = found
  try {
    // Already settled (a second tab, a reload): answer from the row without opening a transaction.
    if (found.status === 'pending') payment = await capturePayment(deps, found.id)
  } catch (err) {
    if (err instanceof PayPalError && err.issue === 'ORDER_NOT_APPROVED')
      throw new AppError(400, 'PAYMENT_NOT_APPROVED', MESSAGES.failedToVerifyPayment)
    if (err instanceof PayPalError) {
      deps.log.warn({ err, paymentId: found.id }, 'capture failed; payment stays pending')
      throw new AppError(502, 'PAYMENT_PROVIDER_ERROR', MESSAGES.failedToVerifyPayment)
    }
    throw err
  }
  // Not captured because the contract was cancelled before the buyer came back: nothing was charged.
  if (payment.status === 'failed' && payment.failureReason === CONTRACT_CANCELLED_REASON) throw contractCancelled()
  if (payment.status === 'failed') throw new AppError(402, 'PAYMENT_DECLINED', MESSAGES.failedToVerifyPayment)
  return { payment, settled: payment.status !== 'pending' }
}
