import { paymentRepository } from '../repositories/payment-repository.js'
import { capturePayment, type CaptureDeps } from './capture-payment.js'
import { recordRefund } from './record-refund.js'

export interface PayPalWebhookEvent {
  id?: string
  event_type?: string
  resource?: {
    id?: string
    supplementary_data?: { related_ids?: { order_id?: string } }
    links?: { rel?: string; href?: string }[]
  }
}

/** The capture a refund belongs to: PayPal links it as rel "up" (…/v2/payments/captures/<id>). */
function refundedCaptureId(event: PayPalWebhookEvent): string | null {
  const up = event.resource?.links?.find((l) => l.rel === 'up' && typeof l.href === 'string')
  const match = up?.href ? /\/v2\/payments\/captures\/([^/?#]+)/.exec(up.href) : null
  return match ? decodeURIComponent(match[1]) : null
}

/**
 * Reconciles our rows with a verified PayPal webhook, through the same idempotent steps as /verify and the
 * admin refund. Returns what it did, for the log. Throws only when PayPal could not be reached, so PayPal
 * retries the delivery.
 */
export async function handlePayPalWebhook(deps: CaptureDeps, event: PayPalWebhookEvent): Promise<string> {
  switch (event.event_type) {
    case 'CHECKOUT.ORDER.APPROVED':
    case 'PAYMENT.CAPTURE.COMPLETED':
    case 'PAYMENT.CAPTURE.DENIED': {
      const orderId =
        event.event_type === 'CHECKOUT.ORDER.APPROVED'
          ? event.resource?.id
          : event.resource?.supplementary_data?.related_ids?.order_id
      const payment = orderId ? await paymentRepository.findByOrderId(deps.db, orderId) : null
      if (!payment) return 'unknown order'
      if (payment.status !== 'pending') return `already ${payment.status}`
      // Capturing again is safe: the capture's request id is fixed, so PayPal replays a capture already made.
      const settled = await capturePayment(deps, payment.id)
      return `payment ${settled.status}`
    }
    case 'PAYMENT.CAPTURE.REFUNDED': {
      const captureId = refundedCaptureId(event)
      const payment = captureId ? await paymentRepository.findByCaptureId(deps.db, captureId) : null
      if (!payment) return 'unknown capture'
      const moved = await deps.transaction(async (tx) => {
        const locked = await paymentRepository.lockById(tx, payment.id)
        // Also records an admin's refund request still waiting for this refund (its notes and audit row).
        return locked ? (await recordRefund(deps, tx, locked, event.resource?.id ?? null)).moved : false
      })
      void deps.events.flush()
      return moved ? 'payment refunded' : `already ${payment.status}`
    }
    default:
      return 'ignored'
  }
}
