import type { ReplacementCreditDto } from '@cosign/api'
import type { Payment, Prisma, ReplacementCredit } from '../generated/prisma/client.js'
import { creditRepository } from '../repositories/credit-repository.js'
import type { RecordEvent } from './deps.js'
import { CONTRACT_PURPOSES } from './pricing.js'

/** Whether two user ids are the same user (ids arrive in either case). */
export const sameId = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()

/**
 * Serialises everything that decides about one contract's money in a transaction: capturing one of its
 * payments, applying a credit to its step 1, and its cancellation. A capture that committed first is seen by
 * the cancellation (which then keeps step 1 as a credit); a cancellation that committed first is seen by the
 * capture (which then does not capture).
 */
export async function lockContract(tx: Prisma.TransactionClient, contractId: string): Promise<void> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`contract:${contractId.toLowerCase()}`}))`
}

/** The contract a payment belongs to: its contract_id, or (rows from before that column) a step's subject. */
export function contractIdOf(payment: Pick<Payment, 'contractId' | 'purpose' | 'subjectId'>): string | null {
  return payment.contractId ?? (CONTRACT_PURPOSES.has(payment.purpose) ? payment.subjectId : null)
}

export function toCreditDto(c: ReplacementCredit): ReplacementCreditDto {
  return {
    id: c.id,
    renterId: c.renterId,
    sourceContractId: c.sourceContractId,
    amountCents: c.amountCents,
    status: c.status,
    appliedToContractId: c.appliedToContractId,
    createdAt: c.createdAt.toISOString(),
  }
}

/**
 * A refunded payment takes every still available credit it was the source of along (refunded, with
 * `replacement_credit.refunded`): the money went back, so it cannot pay another step 1 too. Runs wherever a
 * refund is recorded (the renter's credit refund, an admin refund, PayPal's refund webhook, the reconcile job),
 * in that transaction, under the payment's row lock.
 */
export async function releaseCreditsOf(
  record: RecordEvent,
  tx: Prisma.TransactionClient,
  payment: Payment,
  at: Date,
): Promise<ReplacementCredit[]> {
  if (payment.purpose !== 'contract_platform_fee') return []
  const moved = await creditRepository.refundBySourcePayment(tx, payment.id, at)
  for (const credit of moved)
    await tx.outboxEvent.create({
      data: record('replacement_credit.refunded', {
        creditId: credit.id,
        renterId: credit.renterId,
        sourceContractId: credit.sourceContractId,
        amountCents: credit.amountCents,
      }),
    })
  return moved
}
