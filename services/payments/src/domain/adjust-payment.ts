import { MESSAGES, adminActionOf } from '@cosign/api'
import { notFound, requiredText } from '@cosign/service-kit'
import type { Payment } from '../repositories/db.js'
import { adminActionRepository } from '../repositories/admin-action-repository.js'
import { paymentRepository } from '../repositories/payment-repository.js'
import { outboxRepository } from '../repositories/outbox-repository.js'
import type { Deps } from './deps.js'

/** An adjustment changes notes and adjusted_at only (never money or status), audited like a refund. */
export async function adjustPayment(
  deps: Pick<Deps, 'db' | 'transaction' | 'now' | 'events'>,
  adminId: string,
  paymentId: string,
  notesInput: string | undefined,
): Promise<Payment> {
  const notes = requiredText(notesInput, MESSAGES.adjustmentNotesRequired)
  return deps.transaction(async (tx) => {
    const locked = await paymentRepository.lockById(tx, paymentId)
    if (!locked) throw notFound('Payment not found')
    await adminActionRepository.create(tx, { actionType: 'adjustment', targetId: paymentId, notes, adminId })
    await outboxRepository.add(
      tx,
      deps.events.record('admin_action.recorded', adminActionOf({ id: adminId }, 'payment.adjusted', ['payment', paymentId],
        { notes: locked.notes },
        { notes },
      )),
    )
    return paymentRepository.update(tx, paymentId, { notes, adjustedAt: deps.now() })
  })
}
