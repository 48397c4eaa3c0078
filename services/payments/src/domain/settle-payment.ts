import type { FastifyInstance } from 'fastify'
import { PAYMENT_MESSAGES, type PaymentFailureKind } from '@cosign/api'
import type { Payment, Prisma } from '../generated/prisma/client.js'
import { PayPalError, type OrderInfo } from '../paypal/paypal-gateway.js'
import { adminActionRepository } from '../repositories/admin-action-repository.js'
import { directoryRepository } from '../repositories/directory-repository.js'
import { paymentRepository } from '../repositories/payment-repository.js'
import { refundRequestRepository } from '../repositories/refund-request-repository.js'
import { contractIdOf, lockContract, releaseCreditsOf } from './credit-events.js'
import { canTransition, statusForCapture } from './payment-status.js'
import { ONCE_PER_SUBJECT } from './pricing.js'
import { paymentEventData } from './to-dto.js'

// Every request id sent to PayPal derives from the payment id, so any retry of the same step is replayed
// by PayPal instead of repeated: order creation uses the payment id itself.
export const captureRequestId = (paymentId: string) => `capture-${paymentId}`
export const refundRequestId = (paymentId: string) => `refund-${paymentId}`

export const DECLINED_REASON = 'Payment was declined by PayPal'
export const ABANDONED_REASON = 'Payment was not completed'
/** The buyer pressed Cancel on PayPal's page (POST /cancel): failed, failureKind 'cancelled'. */
export const CANCELLED_REASON = 'Payment was cancelled'
/** Why a payment of a cancelled contract was not captured (verify answers 409 with it). */
export const CONTRACT_CANCELLED_REASON = PAYMENT_MESSAGES.contractCancelled

const TX_OPTIONS = { maxWait: 20_000, timeout: 45_000 }

/**
 * Captures a pending payment's PayPal order and records the outcome. Verify, webhooks and the reconcile
 * job all come through here, any number of times and concurrently:
 * - the row is locked for the whole step, so a second caller waits and then finds the payment settled;
 * - the capture's PayPal-Request-Id is fixed per payment, so a retry after a crash between PayPal's capture
 *   and our commit gets the same capture back instead of a second one;
 * - the status change and its outbox event commit together, or not at all.
 * PayPal errors propagate (nothing written); the payment stays pending for the next attempt.
 */
export async function capturePayment(app: FastifyInstance, paymentId: string): Promise<Payment> {
  await app.gateway.resolve() // credentials in memory before the transaction holds a connection
  const result = await app.prisma.$transaction(async (tx) => {
    const payment = await paymentRepository.lockById(tx, paymentId)
    if (!payment) throw new Error(`payment ${paymentId} vanished`)
    if (payment.status !== 'pending' || !payment.providerOrderId) return payment

    if (ONCE_PER_SUBJECT.has(payment.purpose) && payment.subjectId) {
      // Two checkouts of the same step (two tabs): the second one to settle is not captured at all.
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`pay:${payment.userId}:${payment.purpose}:${payment.subjectId}`}))`
      if (await paymentRepository.findCompletedSibling(tx, payment))
        return failPayment(app, tx, payment, PAYMENT_MESSAGES.stepAlreadyPaid)
    }

    // A contract cancelled before the capture: nothing is captured (the approved order simply expires at
    // PayPal). Under the contract's lock, so a cancellation being applied right now waits for this capture
    // and then finds step 1 paid (and keeps it as a credit), or has committed and is seen here.
    const contractId = contractIdOf(payment)
    if (contractId) {
      await lockContract(tx, contractId)
      if (await directoryRepository.contractCancellation(tx, contractId))
        return failPayment(app, tx, payment, CONTRACT_CANCELLED_REASON)
    }

    let order: OrderInfo
    try {
      order = await app.gateway.captureOrder(payment.providerOrderId, captureRequestId(payment.id))
    } catch (err) {
      // Captured earlier under another request id (e.g. by hand in PayPal): read the capture instead.
      if (!(err instanceof PayPalError && err.issue === 'ORDER_ALREADY_CAPTURED')) throw err
      order = await app.gateway.getOrder(payment.providerOrderId)
    }
    return recordCapture(app, tx, payment, order)
  }, TX_OPTIONS)
  void app.events.flush()
  return result
}

/** Applies a PayPal capture to a locked pending payment. */
async function recordCapture(
  app: FastifyInstance,
  tx: Prisma.TransactionClient,
  payment: Payment,
  order: OrderInfo,
): Promise<Payment> {
  const next = order.capture ? statusForCapture(order.capture.status) : null
  if (!order.capture || !next) return payment // PayPal has not decided yet
  if (next === 'failed') {
    return failPayment(app, tx, payment, DECLINED_REASON, {
      providerCaptureId: order.capture.captureId,
      payerProviderId: order.payerId,
    })
  }
  if (order.capture.amountCents !== null && order.capture.amountCents !== payment.amountCents)
    app.log.error(
      { paymentId: payment.id, captured: order.capture.amountCents, expected: payment.amountCents },
      'captured amount differs from the payment',
    )
  const moved = await paymentRepository.transition(tx, payment.id, 'pending', {
    status: 'completed',
    providerCaptureId: order.capture.captureId,
    payerProviderId: order.payerId,
    completedAt: new Date(),
    failureReason: null,
  })
  const updated = (await paymentRepository.findById(tx, payment.id)) as Payment
  if (moved) {
    await tx.outboxEvent.create({ data: app.events.record('payment.completed', paymentEventData(updated)) })
    if (updated.purpose === 'contract_installment' && updated.subjectId)
      await directoryRepository.setInstallmentPaid(tx, updated.subjectId, updated.id, updated.completedAt)
  }
  return updated
}

/** pending -> failed with its payment.failed event, in the caller's transaction (row already locked). */
export async function failPayment(
  app: FastifyInstance,
  tx: Prisma.TransactionClient,
  payment: Payment,
  reason: string,
  extra: Prisma.PaymentUncheckedUpdateManyInput = {},
): Promise<Payment> {
  if (!canTransition(payment.status, 'failed')) return payment
  const moved = await paymentRepository.transition(tx, payment.id, 'pending', {
    ...extra,
    status: 'failed',
    failureReason: reason,
  })
  const updated = (await paymentRepository.findById(tx, payment.id)) as Payment
  if (moved)
    await tx.outboxEvent.create({
      data: app.events.record('payment.failed', {
        ...paymentEventData(updated),
        reason,
        ...(updated.failureKind === 'cancelled' || updated.failureKind === 'expired'
          ? { failureKind: updated.failureKind }
          : {}),
      }),
    })
  return updated
}

/**
 * Marks a pending payment failed outside any other work: abandoned or vanished orders expire ('expired'), a
 * cancel on PayPal's page is 'cancelled' (see cancel-payment.ts). The status stays the spec's `failed`.
 */
export async function abandonPayment(
  app: FastifyInstance,
  paymentId: string,
  reason = ABANDONED_REASON,
  kind: PaymentFailureKind = 'expired',
): Promise<Payment | null> {
  const result = await app.prisma.$transaction(async (tx) => {
    const payment = await paymentRepository.lockById(tx, paymentId)
    return payment ? failPayment(app, tx, payment, reason, { failureKind: kind }) : null
  }, TX_OPTIONS)
  void app.events.flush()
  return result
}

/**
 * completed -> refunded with its payment.refunded event (row locked). Returns whether this call moved it:
 * an admin refund and PayPal's refund webhook race, and only the first records the event.
 */
export async function markRefunded(
  app: FastifyInstance,
  tx: Prisma.TransactionClient,
  payment: Payment,
  refundId: string | null,
): Promise<{ payment: Payment; moved: boolean }> {
  if (!canTransition(payment.status, 'refunded')) return { payment, moved: false }
  const refundedAt = new Date()
  const updated = await paymentRepository.transition(tx, payment.id, 'completed', {
    status: 'refunded',
    refundedAt,
    providerRefundId: refundId,
  })
  if (!updated)
    return { payment: (await paymentRepository.findById(tx, payment.id)) as Payment, moved: false }
  await tx.outboxEvent.create({
    data: app.events.record('payment.refunded', {
      ...paymentEventData(updated),
      refundedAt: refundedAt.toISOString(),
    }),
  })
  // The matching service sends a profile whose fee is refunded back to awaiting_payment (unlisted).
  if (updated.purpose === 'profile_creation' && updated.subjectId)
    await directoryRepository.profileFeeRefunded(tx, updated.subjectId, updated.userId, refundedAt)
  // A refunded step 1 no longer backs a replacement credit; a refunded installment is unpaid again.
  await releaseCreditsOf(app.events.record, tx, updated, refundedAt)
  if (updated.purpose === 'contract_installment' && updated.subjectId)
    await directoryRepository.setInstallmentPaid(tx, updated.subjectId, null, null)
  return { payment: updated, moved: true }
}

/**
 * Records a refund PayPal made, in the caller's transaction (payment row locked): completed -> refunded with
 * payment.refunded (once, see markRefunded), then every admin refund request still waiting for this payment
 * (domain/refund-payment.ts) becomes its admin_actions row, the latest one's notes going on the payment.
 * The admin's refund, PayPal's refund webhook and the reconcile job all record through here, so whichever
 * comes first records the refund, its event and its audit rows, and the others find nothing left to do.
 */
export async function recordRefund(
  app: FastifyInstance,
  tx: Prisma.TransactionClient,
  payment: Payment,
  refundId: string | null,
): Promise<{ payment: Payment; moved: boolean }> {
  const { payment: refunded, moved } = await markRefunded(app, tx, payment, refundId)
  if (refunded.status !== 'refunded') return { payment: refunded, moved }
  const requests = await refundRequestRepository.takeForPayment(tx, payment.id)
  for (const request of requests)
    await adminActionRepository.create(tx, {
      actionType: 'refund',
      targetId: payment.id,
      notes: request.notes,
      adminId: request.adminId,
      createdAt: request.requestedAt,
    })
  const latest = requests.at(-1)
  const refundIdMissing = refundId !== null && !refunded.providerRefundId
  if (!latest && !refundIdMissing) return { payment: refunded, moved }
  const updated = await paymentRepository.update(tx, payment.id, {
    ...(latest ? { notes: latest.notes } : {}),
    ...(refundIdMissing ? { providerRefundId: refundId } : {}),
  })
  return { payment: updated, moved }
}

/** recordRefund in a transaction of its own. */
export async function recordRefundNow(
  app: FastifyInstance,
  paymentId: string,
  refundId: string | null,
  txOptions: { maxWait: number; timeout: number } = TX_OPTIONS,
): Promise<Payment> {
  const result = await app.prisma.$transaction(async (tx) => {
    const locked = await paymentRepository.lockById(tx, paymentId)
    if (!locked) throw new Error(`payment ${paymentId} vanished`)
    return (await recordRefund(app, tx, locked, refundId)).payment
  }, txOptions)
  void app.events.flush()
  return result
}
