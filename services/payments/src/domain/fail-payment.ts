import type { Payment, Prisma } from '../generated/prisma/client.js'
import { paymentRepository } from '../repositories/payment-repository.js'
import type { Deps } from './deps.js'
import { canTransition } from './payment-status.js'
import { paymentEventData } from './to-dto.js'

/** pending -> failed with its payment.failed event, in the caller's transaction (row already locked). */
export async function failPayment(
  deps: Pick<Deps, 'events'>,
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
      data: deps.events.record('payment.failed', {
        ...paymentEventData(updated),
        reason,
        ...(updated.failureKind === 'cancelled' || updated.failureKind === 'expired'
          ? { failureKind: updated.failureKind }
          : {}),
      }),
    })
  return updated
}
