import type { Payment, ReplacementCredit, Tx } from '../repositories/db.js'
import { creditRepository } from '../repositories/credit-repository.js'
import { outboxRepository } from '../repositories/outbox-repository.js'
import type { RecordEvent } from './deps.js'

/**
 * A refunded payment takes every still available credit it was the source of along (refunded, with
 * `replacement_credit.refunded`): the money went back, so it cannot pay another step 1 too. Runs wherever a
 * refund is recorded (the renter's credit refund, an admin refund, PayPal's refund webhook, the reconcile job),
 * in that transaction, under the payment's row lock.
 */
export async function releaseCreditsOf(
  record: RecordEvent,
  tx: Tx,
  payment: Payment,
  at: Date,
): Promise<ReplacementCredit[]> {
  if (payment.purpose !== 'contract_platform_fee') return []
  const moved = await creditRepository.refundBySourcePayment(tx, payment.id, at)
  for (const credit of moved)
    await outboxRepository.add(
      tx,
      record('replacement_credit.refunded', {
        creditId: credit.id,
        renterId: credit.renterId,
        sourceContractId: credit.sourceContractId,
        amountCents: credit.amountCents,
      }),
    )
  return moved
}
