import { randomUUID } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import {
  CONTRACT_MESSAGES,
  PAYMENT_MESSAGES,
  formatUsd,
  type AccessTokenClaims,
  type EventEnvelope,
} from '@cosign/api'
import { AppError, conflict, forbidden, notFound } from '@cosign/service-kit'
import type { Payment, Prisma, ReplacementCredit } from '../generated/prisma/client.js'
import { PayPalError } from '../paypal/paypal-gateway.js'
import { creditRepository } from '../repositories/credit-repository.js'
import { directoryRepository } from '../repositories/directory-repository.js'
import { paymentRepository } from '../repositories/payment-repository.js'
import { lockContract, type RecordEvent } from './credit-events.js'
import { contractCancelled, creditApplies } from './pricing.js'
import { RECORD_RETRY_DELAYS_MS } from './refund-payment.js'
import { recordRefundNow, refundRequestId } from './settle-payment.js'
import { paymentEventData } from './to-dto.js'

export const CREDIT_NOTIFICATION_TITLE = 'Cosigner Replacement Guarantee'
export const CREDIT_PAYMENT_DESCRIPTION = 'Contract step 1: paid by your Cosigner Replacement Guarantee credit'
const CREDIT_NOT_FOUND = 'Credit not found'

const sameId = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()
const creditUnavailable = () => conflict(CONTRACT_MESSAGES.creditUnavailable, 'CREDIT_UNAVAILABLE')

/**
 * `contract.cancelled` (consumer transaction): records the cancellation, so nothing of the contract is sold or
 * captured any more, and when the cosigner cancelled after the renter paid step 1, keeps that step 1 as a
 * Cosigner Replacement Guarantee credit (once per contract: `source_contract_id` is unique), with
 * `replacement_credit.created` and a notification to the renter.
 *
 * Runs under the contract's lock (see lockContract): a step 1 capture running at this moment commits first and
 * is found here; one that comes later sees the cancellation and does not capture. A step 1 paid by a credit
 * passes that credit's source payment and amount on to the new credit (its money is still the one capture).
 */
export async function applyContractCancelled(
  record: RecordEvent,
  tx: Prisma.TransactionClient,
  event: EventEnvelope<'contract.cancelled'>,
): Promise<ReplacementCredit | null> {
  const d = event.data
  const contractId = d.contractId.toLowerCase()
  await lockContract(tx, contractId)
  await directoryRepository.recordCancellation(tx, {
    contractId,
    renterId: d.renterId,
    cosignerId: d.cosignerId,
    cancelledBy: d.cancelledBy,
    cancelledByUserId: d.cancelledByUserId,
    cancelledAt: new Date(event.occurredAt),
  })
  if (d.cancelledBy !== 'cosigner') return null
  if (await creditRepository.findBySourceContract(tx, contractId)) return null

  const step1 = await tx.payment.findFirst({
    where: { purpose: 'contract_platform_fee', subjectId: contractId, userId: d.renterId, status: 'completed' },
    orderBy: { completedAt: 'asc' },
  })
  if (!step1) return null
  let source: Payment | null = step1
  let amountCents = step1.amountCents
  if (step1.paymentMethod === 'credit') {
    const used = await creditRepository.findAppliedTo(tx, contractId)
    source = used ? await paymentRepository.findById(tx, used.sourcePaymentId) : null
    amountCents = used?.amountCents ?? 0
  }
  // The money must still be with the platform (a refunded step 1 left nothing to keep).
  if (!source || source.status !== 'completed' || amountCents <= 0) return null

  const credit = {
    id: randomUUID(),
    renterId: d.renterId,
    sourceContractId: contractId,
    sourceCosignerId: d.cosignerId,
    sourcePaymentId: source.id,
    amountCents,
  }
  if (!(await creditRepository.createOnce(tx, credit))) return null
  await tx.outboxEvent.create({
    data: record('replacement_credit.created', {
      creditId: credit.id,
      renterId: credit.renterId,
      sourceContractId: contractId,
      amountCents,
    }),
  })
  await tx.outboxEvent.create({
    data: record('notification.requested', {
      userId: d.renterId,
      title: CREDIT_NOTIFICATION_TITLE,
      message:
        `Your cosigner cancelled the contract. The ${formatUsd(amountCents)} you paid in platform and ` +
        'processing fees is kept as a credit: it pays step 1 of your next contract with another cosigner, ' +
        'or you can ask for a refund to your PayPal account.',
    }),
  })
  return creditRepository.findById(tx, credit.id)
}

/** The step 1 row start-checkout would write (everything but status and method). */
export type StepOneRow = Prisma.PaymentUncheckedCreateInput & { id: string; userId: string }

/**
 * Pays step 1 of `contract` with one of the renter's available credits, if one applies (creditApplies):
 * in one transaction, under the same locks as a capture of that step (the payer's step lock and the contract's
 * lock), the credit moves available -> applied by a conditional update (a credit taken by a concurrent
 * checkout is skipped), and a completed payment is written with amount 0, method `credit` (nothing charged, no
 * new revenue), with `payment.completed` (method 'credit') and `replacement_credit.applied`. A second checkout
 * of the same step waiting on the lock then finds the step paid (409). Returns null when no credit applies:
 * the step is paid through PayPal as usual.
 */
export async function payStepOneWithCredit(
  app: FastifyInstance,
  row: StepOneRow,
  contract: { contractId: string; renterId: string; cosignerId: string },
): Promise<Payment | null> {
  const contractId = contract.contractId
  // Nothing to decide without a credit that could apply, or one applied to this very step by a checkout that
  // may have committed since this one priced it (then the step is paid: 409 below, not a PayPal order).
  const applies = (c: ReplacementCredit) => creditApplies(c, contract)
  if (
    !(await creditRepository.usable(app.prisma, row.userId)).some(applies) &&
    !(await creditRepository.findAppliedTo(app.prisma, contractId))
  )
    return null
  const result = await app.prisma.$transaction(
    async (tx) => {
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`pay:${row.userId}:contract_platform_fee:${contractId}`}))`
      await lockContract(tx, contractId)
      if (await directoryRepository.contractCancellation(tx, contractId)) throw contractCancelled()
      const paid = await paymentRepository.findCompletedSibling(tx, {
        id: row.id,
        userId: row.userId,
        purpose: 'contract_platform_fee',
        subjectId: contractId,
      })
      if (paid) throw conflict(PAYMENT_MESSAGES.stepAlreadyPaid, 'ALREADY_PAID')
      const now = new Date()
      const candidates = (await creditRepository.usable(tx, row.userId)).filter(applies)
      for (const credit of candidates) {
        if (!(await creditRepository.apply(tx, credit.id, contractId, row.id, now))) continue
        const payment = await paymentRepository.create(tx, {
          ...row,
          contractId,
          amountCents: 0,
          platformFeeCents: 0,
          payeeEmail: null,
          description: CREDIT_PAYMENT_DESCRIPTION,
          status: 'completed',
          paymentMethod: 'credit',
          completedAt: now,
        })
        await tx.outboxEvent.create({
          data: app.events.record('payment.completed', paymentEventData(payment)),
        })
        await tx.outboxEvent.create({
          data: app.events.record('replacement_credit.applied', {
            creditId: credit.id,
            renterId: credit.renterId,
            sourceContractId: credit.sourceContractId,
            contractId,
          }),
        })
        return payment
      }
      return null
    },
    { maxWait: 10_000, timeout: 20_000 },
  )
  void app.events.flush()
  return result
}

/** GET /credits: a renter's own credits; an admin's view of everyone's, or of one renter's. */
export async function listCredits(
  app: FastifyInstance,
  user: AccessTokenClaims,
  renterId: string | undefined,
): Promise<ReplacementCredit[]> {
  if (user.role === 'ADMIN') return creditRepository.list(app.prisma, renterId ?? null)
  if (renterId && !sameId(renterId, user.sub)) throw forbidden()
  return creditRepository.list(app.prisma, user.sub)
}

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
  app: FastifyInstance,
  user: AccessTokenClaims,
  creditId: string,
): Promise<ReplacementCredit> {
  const credit = await creditRepository.findById(app.prisma, creditId)
  if (!credit) throw notFound(CREDIT_NOT_FOUND)
  if (!sameId(credit.renterId, user.sub)) throw forbidden()
  if (credit.status !== 'available') throw creditUnavailable()
  if (!(await creditRepository.startRefund(app.prisma, credit.id, new Date()))) throw creditUnavailable()

  const payment = await paymentRepository.findById(app.prisma, credit.sourcePaymentId)
  if (!payment?.providerCaptureId || (payment.status !== 'completed' && payment.status !== 'refunded')) {
    await creditRepository.cancelRefund(app.prisma, credit.id)
    throw creditUnavailable()
  }

  let refundId: string | null = null
  if (payment.status === 'completed') {
    try {
      refundId = (await app.gateway.refundCapture(payment.providerCaptureId, refundRequestId(payment.id))).refundId
    } catch (err) {
      // Refunded at PayPal already (an admin, PayPal's dashboard): record it here too.
      if (!(err instanceof PayPalError && err.issue === 'CAPTURE_FULLY_REFUNDED')) {
        app.log.error({ err, creditId, paymentId: payment.id }, 'PayPal refund of a credit failed')
        if (err instanceof PayPalError && err.statusCode !== null && err.statusCode < 500)
          await creditRepository.cancelRefund(app.prisma, credit.id)
        throw new AppError(502, 'PAYMENT_PROVIDER_ERROR', PAYMENT_MESSAGES.refundFailed)
      }
    }
  }

  for (const delay of RECORD_RETRY_DELAYS_MS) {
    if (delay) await new Promise((resolve) => setTimeout(resolve, delay))
    try {
      await recordRefundNow(app, payment.id, refundId, { maxWait: 2_000, timeout: 5_000 })
      break
    } catch (err) {
      app.log.warn({ err, creditId, paymentId: payment.id }, 'recording a credit refund failed')
    }
  }
  return (await creditRepository.findById(app.prisma, credit.id)) as ReplacementCredit
}
