import { CONTRACT_MESSAGES, PAYMENT_MESSAGES, type AccessTokenClaims } from '@cosign/api'
import { AppError, conflict, forbidden, notFound } from '@cosign/service-kit'
import type { ReplacementCredit } from '../repositories/db.js'
import { PayPalError } from '../paypal/paypal-gateway.js'
import { creditRepository } from '../repositories/credit-repository.js'
import { paymentRepository } from '../repositories/payment-repository.js'
import { sameId } from '../model/credits.js'
import type { Deps } from './deps.js'
import { recordRefundNow } from './record-refund-now.js'
import { RECORD_RETRY_DELAYS_MS } from './refund-payment.js'
import { refundRequestId } from '../model/settlement.js'

const CREDIT_NOT_FOUND = 'Credit not found'
const creditUnavailable = () => conflict(CONTRACT_MESSAGES.creditUnavailable, 'CREDIT_UNAVAILABLE')

/**
 * POST /credits/:id/refund (the renter who owns it): the credit's source capture goes back through PayPal.
 * 1. The credit must be available; `refund_started_at` is set, so from now on no checkout applies it.
 * 2. PayPal's refund API with the request id of any refund of that payment (`refund-<paymentId>`): a repeat, a
 *    double click or an admin refunding the same payment gets PayPal's first refund back, never a second one.
 *    A refusal (4xx) makes the credit usable again; no answer leaves it waiting (a repeat goes on from here).
 * 3. recordRefund (as for admin refunds): the payment becomes refunded with `payment.refunded`, and every
 *    available credit it backed becomes refunded with `replacement_credit.refunded` (releaseCreditsOf), in one
 *    transaction. PayPal's refund webhook records the same way if this step cannot.
 */
export async function refundCredit(
  deps: Pick<Deps, 'db' | 'transaction' | 'paypal' | 'events' | 'log' | 'now'>,
  user: AccessTokenClaims,
  creditId: string,
): Promise<ReplacementCredit> {
  const { db, paypal, log } = deps
  const credit = await creditRepository.findById(db, creditId)
  if (!credit) throw notFound(CREDIT_NOT_FOUND)
  if (!sameId(credit.renterId, user.sub)) throw forbidden()
  if (credit.status !== 'available') throw creditUnavailable()
  if (!(await creditRepository.startRefund(db, credit.id, deps.now()))) throw creditUnavailable()

  const payment = await paymentRepository.findById(db, credit.sourcePaymentId)
  if (!payment?.providerCaptureId || (payment.status !== 'completed' && payment.status !== 'refunded')) {
    await creditRepository.cancelRefund(db, credit.id)
    throw creditUnavailable()
  }

  let refundId: string | null = null
  if (payment.status === 'completed') {
    try {
      refundId = (await paypal.refundCapture(payment.providerCaptureId, refundRequestId(payment.id))).refundId
    } catch (err) {
      // Refunded at PayPal already (an admin, PayPal's dashboard): record it here too.
      if (!(err instanceof PayPalError && err.issue === 'CAPTURE_FULLY_REFUNDED')) {
        log.error({ err, creditId, paymentId: payment.id }, 'PayPal refund of a credit failed')
        if (err instanceof PayPalError && err.statusCode !== null && err.statusCode < 500)
          await creditRepository.cancelRefund(db, credit.id)
        throw new AppError(502, 'PAYMENT_PROVIDER_ERROR', PAYMENT_MESSAGES.refundFailed)
      }
    }
  }

  for (const delay of RECORD_RETRY_DELAYS_MS) {
    if (delay) await new Promise((resolve) => setTimeout(resolve, delay))
    try {
      await recordRefundNow(deps, payment.id, refundId, { maxWait: 2_000, timeout: 5_000 })
      break
    } catch (err) {
      log.warn({ err, creditId, paymentId: payment.id }, 'recording a credit refund failed')
    }
  }
  return (await creditRepository.findById(db, credit.id)) as ReplacementCredit
}
