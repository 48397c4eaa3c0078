import type { Payment, Tx } from '../repositories/db.js'
import { directoryRepository } from '../repositories/directory-repository.js'
import { outboxRepository } from '../repositories/outbox-repository.js'
import { paymentRepository } from '../repositories/payment-repository.js'
import { releaseCreditsOf } from './release-credits.js'
import type { Deps } from './deps.js'
import { canTransition } from '../model/payment-status.js'
import { paymentEventData } from '../model/to-dto.js'

/**
 * completed -> refunded with its payment.refunded event (row locked). Returns whether this call moved it:
 * an admin refund and PayPal's refund webhook race, and only the first records the event.
 */
export async function markRefunded(
  deps: Pick<Deps, 'events' | 'now'>,
  tx: Tx,
  payment: Payment,
  refundId: string | null,
): Promise<{ payment: Payment; moved: boolean }> {
  if (!canTransition(payment.status, 'refunded')) return { payment, moved: false }
  const refundedAt = deps.now()
  const updated = await paymentRepository.transition(tx, payment.id, 'completed', {
    status: 'refunded',
    refundedAt,
    providerRefundId: refundId,
  })
  if (!updated)
    return { payment: (await paymentRepository.findById(tx, payment.id)) as Payment, moved: false }
  await outboxRepository.add(
    tx,
    deps.events.record('payment.refunded', {
      ...paymentEventData(updated),
      refundedAt: refundedAt.toISOString(),
    }),
  )
  // The matching service sends a profile whose fee is refunded back to awaiting_payment (unlisted).
  if (updated.purpose === 'profile_creation' && updated.subjectId)
    await directoryRepository.profileFeeRefunded(tx, updated.subjectId, updated.userId, refundedAt)
  // A refunded step 1 no longer backs a replacement credit; a refunded installment is unpaid again.
  await releaseCreditsOf(deps.events.record, tx, updated, refundedAt)
  if (updated.purpose === 'contract_installment' && updated.subjectId)
    await directoryRepository.setInstallmentPaid(tx, updated.subjectId, null, null)
  return { payment: updated, moved: true }
}
