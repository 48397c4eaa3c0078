import type { FastifyInstance } from 'fastify'
import { PayPalError } from '../paypal/paypal-gateway.js'
import { paymentRepository } from '../repositories/payment-repository.js'
import { abandonPayment, capturePayment } from './settle-payment.js'

export interface ReconcileOptions {
  /** Only payments pending at least this long are looked at (the buyer may still be on PayPal's page). */
  settleAfterMs: number
  /** Orders never approved for this long are marked failed ('Payment was not completed'). */
  abandonAfterMs: number
  limit?: number
}
export interface ReconcileReport {
  checked: number
  completed: number
  failed: number
  stillPending: number
  errors: number
}

/**
 * Settles payments left pending (buyer closed the tab after approving, verify hit a PayPal outage, a crash
 * between capture and commit): asks PayPal for each order and takes the same idempotent path as /verify.
 */
export async function reconcilePendingPayments(
  app: FastifyInstance,
  options: ReconcileOptions,
): Promise<ReconcileReport> {
  const now = Date.now()
  const report: ReconcileReport = { checked: 0, completed: 0, failed: 0, stillPending: 0, errors: 0 }
  const pending = await paymentRepository.pendingOlderThan(
    app.prisma,
    new Date(now - options.settleAfterMs),
    options.limit ?? 100,
  )
  for (const payment of pending) {
    report.checked++
    try {
      const abandoned = now - payment.createdAt.getTime() >= options.abandonAfterMs
      let status = payment.status
      if (!payment.providerOrderId) {
        status = (await abandonPayment(app, payment.id))?.status ?? status
      } else {
        const order = await app.gateway.getOrder(payment.providerOrderId).catch((err) => {
          if (err instanceof PayPalError && err.statusCode === 404) return null // expired or unknown at PayPal
          throw err
        })
        if (!order || order.status === 'VOIDED')
          status = (await abandonPayment(app, payment.id))?.status ?? status
        else if (order.status === 'APPROVED' || order.status === 'COMPLETED')
          status = (await capturePayment(app, payment.id)).status
        else if (abandoned) status = (await abandonPayment(app, payment.id))?.status ?? status
      }
      if (status === 'completed') report.completed++
      else if (status === 'failed') report.failed++
      else report.stillPending++
    } catch (err) {
      report.errors++
      app.log.warn({ err, paymentId: payment.id }, 'reconcile: payment left pending')
    }
  }
  return report
}
