import { PAYMENT_MESSAGES } from '@cosign/api'
import type { Payment, Tx } from '../repositories/db.js'
import { PayPalError, type OrderInfo } from '../paypal/paypal-gateway.js'
import { directoryRepository } from '../repositories/directory-repository.js'
import { paymentRepository } from '../repositories/payment-repository.js'
import { contractIdOf } from '../model/credits.js'
import { lockRepository } from '../repositories/lock-repository.js'
import { outboxRepository } from '../repositories/outbox-repository.js'
import type { Deps } from './deps.js'
import { failPayment } from './fail-payment.js'
import { issueReceipt } from './issue-receipt.js'
import { statusForCapture } from '../model/payment-status.js'
import { ONCE_PER_SUBJECT } from '../model/pricing.js'
import {
  captureRequestId,
  CONTRACT_CANCELLED_REASON,
  DECLINED_REASON,
  SETTLE_TX_OPTIONS,
} from '../model/settlement.js'
import { paymentEventData } from '../model/to-dto.js'

/** What capturing a payment uses: the database, PayPal, the outbox, the log and the clock. */
export type CaptureDeps = Pick<Deps, 'db' | 'transaction' | 'paypal' | 'events' | 'log' | 'now'>

/**
 * Captures a pending payment's PayPal order and records the outcome. Verify, webhooks and the reconcile
 * job all come through here, any number of times and concurrently:
 * - the row is locked for the whole step, so a second caller waits and then finds the payment settled;
 * - the capture's PayPal-Request-Id is fixed per payment, so a retry after a crash between PayPal's capture
 *   and our commit gets the same capture back instead of a second one;
 * - the status change and its outbox event commit together, or not at all.
 * PayPal errors propagate (nothing written); the payment stays pending for the next attempt.
 */
export async function capturePayment(deps: CaptureDeps, paymentId: string): Promise<Payment> {
  await deps.paypal.resolve() // credentials in memory before the transaction holds a connection
  const result = await deps.transaction(async (tx) => {
    const payment = await paymentRepository.lockById(tx, paymentId)
    if (!payment) throw new Error(`payment ${paymentId} vanished`)
    if (payment.status !== 'pending' || !payment.providerOrderId) return payment

    if (ONCE_PER_SUBJECT.has(payment.purpose) && payment.subjectId) {
      // Two checkouts of the same step (two tabs): the second one to settle is not captured at all.
      await lockRepository.lockStep(tx, payment.userId, payment.purpose, payment.subjectId)
      if (await paymentRepository.findCompletedSibling(tx, payment))
        return failPayment(deps, tx, payment, PAYMENT_MESSAGES.stepAlreadyPaid)
    }

    // A contract cancelled before the capture: nothing is captured (the approved order simply expires at
    // PayPal). Under the contract's lock, so a cancellation being applied right now waits for this capture
    // and then finds step 1 paid (and keeps it as a credit), or has committed and is seen here.
    const contractId = contractIdOf(payment)
    if (contractId) {
      await lockRepository.lockContract(tx, contractId)
      if (await directoryRepository.contractCancellation(tx, contractId))
        return failPayment(deps, tx, payment, CONTRACT_CANCELLED_REASON)
    }

    let order: OrderInfo
    try {
      order = await deps.paypal.captureOrder(payment.providerOrderId, captureRequestId(payment.id))
    } catch (err) {
      // Captured earlier under another request id (e.g. by hand in PayPal): read the capture instead.
      if (!(err instanceof PayPalError && err.issue === 'ORDER_ALREADY_CAPTURED')) throw err
      order = await deps.paypal.getOrder(payment.providerOrderId)
    }
    return recordCapture(deps, tx, payment, order)
  }, SETTLE_TX_OPTIONS)
  void deps.events.flush()
  return result
}

/** Applies a PayPal capture to a locked pending payment. */
async function recordCapture(
  deps: Pick<Deps, 'events' | 'log' | 'now'>,
  tx: Tx,
  payment: Payment,
  order: OrderInfo,
): Promise<Payment> {
  const next = order.capture ? statusForCapture(order.capture.status) : null
  if (!order.capture || !next) return payment // PayPal has not decided yet
  if (next === 'failed') {
    return failPayment(deps, tx, payment, DECLINED_REASON, {
      providerCaptureId: order.capture.captureId,
      payerProviderId: order.payerId,
    })
  }
  if (order.capture.amountCents !== null && order.capture.amountCents !== payment.amountCents)
    deps.log.error(
      { paymentId: payment.id, captured: order.capture.amountCents, expected: payment.amountCents },
      'captured amount differs from the payment',
    )
  const moved = await paymentRepository.transition(tx, payment.id, 'pending', {
    status: 'completed',
    providerCaptureId: order.capture.captureId,
    payerProviderId: order.payerId,
    completedAt: deps.now(),
    failureReason: null,
  })
  const updated = (await paymentRepository.findById(tx, payment.id)) as Payment
  if (moved) {
    await outboxRepository.add(tx, deps.events.record('payment.completed', paymentEventData(updated)))
    await issueReceipt(tx, updated, 'payment', updated.completedAt ?? deps.now())
    if (updated.purpose === 'contract_installment' && updated.subjectId)
      await directoryRepository.setInstallmentPaid(tx, updated.subjectId, updated.id, updated.completedAt)
  }
  return updated
}
