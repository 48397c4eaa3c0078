import { randomUUID } from 'node:crypto'
import { MESSAGES, PAYMENT_MESSAGES } from '@cosign/api'
import { AppError, conflict, notFound, requiredText } from '@cosign/service-kit'
import type { Payment } from '../repositories/db.js'
import { PayPalError } from '../paypal/paypal-gateway.js'
import { paymentRepository } from '../repositories/payment-repository.js'
import { refundRequestRepository } from '../repositories/refund-request-repository.js'
import type { Deps } from './deps.js'
import { recordRefundNow } from './record-refund-now.js'
import { refundRequestId } from '../model/settlement.js'

/** The answer when PayPal refunded but the record could not be written yet (202). */
export const REFUND_PENDING_MESSAGE = 'The refund was sent to PayPal. It will be recorded shortly.'

/** Waits before each attempt to record a refund PayPal made (three attempts). */
export const RECORD_RETRY_DELAYS_MS = [0, 200, 1000]
/**
 * How long an admin's refund request holds the payment: longer than one request takes (PayPal's call, then up
 * to three recording attempts), so a concurrent refund of the same payment is answered 409 REFUND_IN_PROGRESS
 * instead of also asking PayPal and recording a second success and audit row. An older request is one whose
 * owner already answered (202, or 502 without PayPal's answer): a repeat then goes ahead as before.
 */
export const REFUND_IN_FLIGHT_MS = 60_000

/** Short limits per attempt: the admin's request must get its answer well within the gateway's 30 s. */
const RECORD_TX_OPTIONS = { maxWait: 2_000, timeout: 5_000 }

export interface RefundOutcome {
  payment: Payment
  /** false: PayPal refunded, and the record (status, notes, audit row) is left to the request row. */
  recorded: boolean
}

/**
 * An admin refund. PayPal cannot take part in our transaction, so the admin's intent is written down before
 * the money moves and the refund is recorded from it afterwards:
 * 1. One transaction, payment row locked: the payment must be completed with no other refund request in flight
 *    (REFUND_IN_FLIGHT_MS; else 409), and a refund_requests row stores the admin and the notes. Whatever the database refuses (any input, any fault) fails here, before PayPal is
 *    asked, and nothing has moved.
 * 2. PayPal's refund API with a request id fixed per payment (`refund-<id>`), so no repeat refunds twice.
 *    A refusal deletes the request; a call with no answer (network, 5xx) leaves it for the reconcile job,
 *    which asks PayPal whether the capture was refunded and records or drops it.
 * 3. recordRefund: status refunded + refunded_at, payment.refunded, the admin_actions row and the notes,
 *    consuming the request, in one transaction, tried up to three times.
 * If step 3 keeps failing, the answer is 202 with REFUND_PENDING_MESSAGE (not a failure: the money did go
 * back) and the request row still holds the intent: PayPal's PAYMENT.CAPTURE.REFUNDED webhook, the
 * reconcile job or a repeat of the refund records it, with these notes and this admin. The webhook records
 * through the same function under the same row lock, so the refund, its event and its audit row are written
 * once whichever comes first.
 */
export async function refundPayment(
  deps: Pick<Deps, 'db' | 'transaction' | 'paypal' | 'events' | 'log' | 'now'>,
  adminId: string,
  paymentId: string,
  notesInput: string | undefined,
): Promise<RefundOutcome> {
  const { db, paypal, log } = deps
  const notes = requiredText(notesInput, MESSAGES.refundNotesRequired)
  const requestId = randomUUID()

  const payment = await deps.transaction(async (tx) => {
    const locked = await paymentRepository.lockById(tx, paymentId)
    if (!locked) throw notFound('Payment not found')
    if (locked.status === 'refunded') return locked
    if (locked.status !== 'completed' || !locked.providerCaptureId)
      throw conflict('Only completed payments can be refunded.', 'NOT_REFUNDABLE')
    // Under the payment's row lock, so of concurrent refunds exactly one gets past here.
    if (
      await refundRequestRepository.countForPaymentSince(
        tx,
        paymentId,
        new Date(deps.now().getTime() - REFUND_IN_FLIGHT_MS),
      )
    )
      throw conflict(PAYMENT_MESSAGES.refundInProgress, 'REFUND_IN_PROGRESS')
    await refundRequestRepository.create(tx, { id: requestId, paymentId, adminId, notes })
    return locked
  })
  if (payment.status === 'refunded') {
    // An earlier request may still be waiting to be recorded (step 3 failed then): record it now.
    if (await refundRequestRepository.countForPayment(db, paymentId))
      await recordRefundNow(deps, paymentId, null).catch((err: unknown) =>
        log.error({ err, paymentId }, 'recording an earlier refund request failed'),
      )
    throw conflict('This payment has already been refunded.', 'ALREADY_REFUNDED')
  }

  let refundId: string | null = null
  try {
    refundId = (await paypal.refundCapture(payment.providerCaptureId as string, refundRequestId(payment.id)))
      .refundId
  } catch (err) {
    // Refunded at PayPal already (e.g. from PayPal's dashboard): record it here too, with these notes.
    if (!(err instanceof PayPalError && err.issue === 'CAPTURE_FULLY_REFUNDED')) {
      log.error({ err, paymentId }, 'PayPal refund failed')
      const refused = err instanceof PayPalError && err.statusCode !== null && err.statusCode < 500
      if (refused)
        await refundRequestRepository
          .delete(db, requestId)
          .catch((e: unknown) => log.warn({ err: e, paymentId }, 'refund request left for reconcile'))
      throw new AppError(502, 'PAYMENT_PROVIDER_ERROR', PAYMENT_MESSAGES.refundFailed)
    }
  }

  for (const delay of RECORD_RETRY_DELAYS_MS) {
    if (delay) await new Promise((resolve) => setTimeout(resolve, delay))
    try {
      return { payment: await recordRefundNow(deps, paymentId, refundId, RECORD_TX_OPTIONS), recorded: true }
    } catch (err) {
      log.warn({ err, paymentId }, 'recording a refund PayPal made failed')
    }
  }
  log.error(
    { paymentId, refundId, requestId },
    'refund made at PayPal but not recorded; the refund request row keeps it for the webhook or reconcile job',
  )
  return { payment, recorded: false }
}
