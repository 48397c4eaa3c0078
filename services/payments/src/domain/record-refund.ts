import { adminActionOf } from '@cosign/api'
import type { Payment, Tx } from '../repositories/db.js'
import { adminActionRepository } from '../repositories/admin-action-repository.js'
import { paymentRepository } from '../repositories/payment-repository.js'
import { refundRequestRepository } from '../repositories/refund-request-repository.js'
import type { Deps } from './deps.js'
import { issueReceipt } from './issue-receipt.js'
import { markRefunded } from './mark-refunded.js'
import { outboxRepository } from '../repositories/outbox-repository.js'

/**
 * Records a refund PayPal made, in the caller's transaction (payment row locked): completed -> refunded with
 * payment.refunded (once, see markRefunded), then every admin refund request still waiting for this payment
 * (domain/refund-payment.ts) becomes its admin_actions row, the latest one's notes going on the payment.
 * The admin's refund, PayPal's refund webhook and the reconcile job all record through here, so whichever
 * comes first records the refund, its event and its audit rows, and the others find nothing left to do.
 * The call that moved the payment also issues its refund receipt (issueReceipt), in the same transaction.
 */
export async function recordRefund(
  deps: Pick<Deps, 'events' | 'now'>,
  tx: Tx,
  payment: Payment,
  refundId: string | null,
): Promise<{ payment: Payment; moved: boolean }> {
  const { payment: refunded, moved } = await markRefunded(deps, tx, payment, refundId)
  if (refunded.status !== 'refunded') return { payment: refunded, moved }
  const requests = await refundRequestRepository.takeForPayment(tx, payment.id)
  for (const request of requests) {
    await adminActionRepository.create(tx, {
      actionType: 'refund',
      targetId: payment.id,
      notes: request.notes,
      adminId: request.adminId,
      createdAt: request.requestedAt,
    })
    // The audit log (issue 30): one entry per admin refund, written with its admin_actions row.
    await outboxRepository.add(
      tx,
      deps.events.record('admin_action.recorded', adminActionOf({ id: request.adminId }, 'payment.refunded', ['payment', payment.id],
        { status: payment.status, amountCents: payment.amountCents },
        { status: 'refunded', amountCents: payment.amountCents, notes: request.notes },
      )),
    )
  }
  const latest = requests.at(-1)
  const refundIdMissing = refundId !== null && !refunded.providerRefundId
  const updated =
    latest || refundIdMissing
      ? await paymentRepository.update(tx, payment.id, {
          ...(latest ? { notes: latest.notes } : {}),
          ...(refundIdMissing ? { providerRefundId: refundId } : {}),
        })
      : refunded
  if (moved) await issueReceipt(tx, updated, 'refund', updated.refundedAt ?? deps.now())
  return { payment: updated, moved }
}
