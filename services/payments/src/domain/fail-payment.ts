import type { Payment, PaymentChanges, Tx } from '../repositories/db.js'
import { outboxRepository } from '../repositories/outbox-repository.js'
import { paymentRepository } from '../repositories/payment-repository.js'
import type { Deps } from './deps.js'
import { canTransition } from '../model/payment-status.js'
import { paymentEventData } from '../model/to-dto.js'

/** pending -> failed with its payment.failed event, in the caller's transaction (row already locked). */
export async function failPayment(
  deps: Pick<Deps, 'events'>,
  tx: Tx,
  payment: Payment,
  reason: string,
  extra: PaymentChanges = {},
): Promise<Payment> {
  if (!canTransition(payment.status, 'failed')) return payment
  const moved = await paymentRepository.transition(tx, payment.id, 'pending', {
    ...extra,
    status: 'failed',
    failureReason: reason,
  })
  const updated = (await paymentRepository.findById(tx, payment.id)) as Payment
  if (moved)
    await outboxRepository.add(
      tx,
      deps.events.record('payment.failed', {
        ...paymentEventData(updated),
        reason,
        ...(updated.failureKind === 'cancelled' || updated.failureKind === 'expired'
          ? { failureKind: updated.failureKind }
          : {}),
      }),
    )
  return updated
}
