import { PayPalError } from '../paypal/paypal-gateway.js'
import { paymentRepository } from '../repositories/payment-repository.js'
import { refundRequestRepository } from '../repositories/refund-request-repository.js'
import { abandonPayment } from './abandon-payment.js'
import { capturePayment, type CaptureDeps } from './capture-payment.js'
import { recordRefundNow } from './record-refund-now.js'

export interface ReconcileOptions {
  /** Only payments pending at least this long are looked at (the buyer may still be on PayPal's page). */
  settleAfterMs: number
  /** Orders never approved for this long expire: failed ('Payment was not completed'), failureKind 'expired'. */
  abandonAfterMs: number
  limit?: number
}
export interface ReconcileReport {
  checked: number
  completed: number
  failed: number
  stillPending: number
  errors: number
  /** Admin refund requests recorded (PayPal refunded) and dropped (PayPal did not), see reconcileRefundRequests. */
  refundsRecorded: number
  refundRequestsDropped: number
  /** Another instance held the job's lock, so this pass did nothing (plugins/reconcile-job.ts). */
  skipped: boolean
}

export function skippedReport(): ReconcileReport {
  return { ...emptyReport(), skipped: true }
}
function emptyReport(): ReconcileReport {
  return {
    checked: 0,
    completed: 0,
    failed: 0,
    stillPending: 0,
    errors: 0,
    refundsRecorded: 0,
    refundRequestsDropped: 0,
    skipped: false,
  }
}

/**
 * Settles payments left pending (buyer closed the tab after approving, verify hit a PayPal outage, a crash
 * between capture and commit): asks PayPal for each order and takes the same idempotent path as /verify.
 */
export async function reconcilePendingPayments(
  deps: CaptureDeps,
  options: ReconcileOptions,
): Promise<ReconcileReport> {
  const now = deps.now().getTime()
  const report = emptyReport()
  const pending = await paymentRepository.pendingOlderThan(
    deps.db,
    new Date(now - options.settleAfterMs),
    options.limit ?? 100,
  )
  for (const payment of pending) {
    report.checked++
    try {
      const abandoned = now - payment.createdAt.getTime() >= options.abandonAfterMs
      let status = payment.status
      if (!payment.providerOrderId) {
        status = (await abandonPayment(deps, payment.id))?.status ?? status
      } else {
        const order = await deps.paypal.getOrder(payment.providerOrderId).catch((err) => {
          if (err instanceof PayPalError && err.statusCode === 404) return null // expired or unknown at PayPal
          throw err
        })
        if (!order || order.status === 'VOIDED')
          status = (await abandonPayment(deps, payment.id))?.status ?? status
        else if (order.status === 'APPROVED' || order.status === 'COMPLETED')
          status = (await capturePayment(deps, payment.id)).status
        else if (abandoned) status = (await abandonPayment(deps, payment.id))?.status ?? status
      }
      if (status === 'completed') report.completed++
      else if (status === 'failed') report.failed++
      else report.stillPending++
    } catch (err) {
      report.errors++
      deps.log.warn({ err, paymentId: payment.id }, 'reconcile: payment left pending')
    }
  }
  await reconcileRefundRequests(deps, new Date(now - options.settleAfterMs), options.limit ?? 100, report)
  return report
}

/**
 * Admin refund requests older than `before` whose outcome was never recorded (domain/refund-payment.ts): the
 * refund is recorded when the payment is already refunded or PayPal shows the capture refunded; otherwise
 * PayPal never refunded (the admin was answered 502) and the request is dropped. `before` leaves time for an
 * admin refund still talking to PayPal.
 */
async function reconcileRefundRequests(
  deps: CaptureDeps,
  before: Date,
  limit: number,
  report: ReconcileReport,
): Promise<void> {
  for (const paymentId of await refundRequestRepository.paymentsWithRequestsBefore(
    deps.db,
    before,
    limit,
  )) {
    try {
      const payment = await paymentRepository.findById(deps.db, paymentId)
      let refunded = payment?.status === 'refunded'
      if (payment?.status === 'completed' && payment.providerOrderId) {
        const capture = (await deps.paypal.getOrder(payment.providerOrderId)).capture
        refunded = capture?.status === 'REFUNDED' || capture?.status === 'PARTIALLY_REFUNDED'
      }
      if (refunded) {
        await recordRefundNow(deps, paymentId, null)
        report.refundsRecorded++
      } else {
        report.refundRequestsDropped += await refundRequestRepository.deleteForPaymentBefore(
          deps.db,
          paymentId,
          before,
        )
      }
    } catch (err) {
      report.errors++
      deps.log.warn({ err, paymentId }, 'reconcile: refund request left for the next pass')
    }
  }
}
