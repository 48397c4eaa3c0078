import { randomUUID } from 'node:crypto'
import { formatUsd, type EventEnvelope } from '@cosign/api'
import type { Payment, ReplacementCredit, Tx } from '../repositories/db.js'
import { creditRepository } from '../repositories/credit-repository.js'
import { directoryRepository } from '../repositories/directory-repository.js'
import { paymentRepository } from '../repositories/payment-repository.js'
import { lockRepository } from '../repositories/lock-repository.js'
import { outboxRepository } from '../repositories/outbox-repository.js'
import type { Deps } from './deps.js'

export const CREDIT_NOTIFICATION_TITLE = 'Cosigner Replacement Guarantee'

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
  deps: Pick<Deps, 'events'>,
  tx: Tx,
  event: EventEnvelope<'contract.cancelled'>,
): Promise<ReplacementCredit | null> {
  const d = event.data
  const contractId = d.contractId.toLowerCase()
  await lockRepository.lockContract(tx, contractId)
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

  const step1 = await paymentRepository.firstPaidStepOne(tx, contractId, d.renterId)
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
  await outboxRepository.add(
    tx,
    deps.events.record('replacement_credit.created', {
      creditId: credit.id,
      renterId: credit.renterId,
      sourceContractId: contractId,
      amountCents,
    }),
    deps.events.record('notification.requested', {
      userId: d.renterId,
      title: CREDIT_NOTIFICATION_TITLE,
      message:
        `Your cosigner cancelled the contract. The ${formatUsd(amountCents)} you paid in platform and ` +
        'processing fees is kept as a credit: it pays step 1 of your next contract with another cosigner, ' +
        'or you can ask for a refund to your PayPal account.',
    }),
  )
  return creditRepository.findById(tx, credit.id)
}
