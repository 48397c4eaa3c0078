import { MESSAGES } from '@cosign/api'
import { badRequest, notFound } from '@cosign/service-kit'
import type { Payment } from '../repositories/db.js'
import { adminActionRepository } from '../repositories/admin-action-repository.js'
import { paymentRepository } from '../repositories/payment-repository.js'
import type { Deps } from './deps.js'

/** An adjustment changes notes and adjusted_at only (never money or status), audited like a refund. */
export async function adjustPayment(
  deps: Pick<Deps, 'db' | 'transaction' | 'now'>,
  adminId: string,
  paymentId: string,
  notesInput: string | undefined,
): Promise<Payment> {
  const notes = notesInput?.trim()
  if (!notes) throw badRequest(MESSAGES.adjustmentNotesRequired)
  return deps.transaction(async (tx) => {
    if (!(await paymentRepository.lockById(tx, paymentId))) throw notFound('Payment not found')
    await adminActionRepository.create(tx, { actionType: 'adjustment', targetId: paymentId, notes, adminId })
    return paymentRepository.update(tx, paymentId, { notes, adjustedAt: deps.now() })
  })
}
