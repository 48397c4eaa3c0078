import { isUuid, type EventEnvelope } from '@cosign/api'
import { occurredAt } from '@cosign/service-kit'
import { isServiceFeeEvent, type ServiceFeeEvent } from '../model/consumed-events.js'
import type { Tx } from '../repositories/db.js'
import type { Deps } from './deps.js'

/**
 * Keeps the renter's matching and unlock payments: completed ones are recorded, refunded ones marked (so they no
 * longer count toward a match). Idempotent; a refund that arrives before its completion is kept.
 */
export async function applyServiceFeeEvent(deps: Deps, tx: Tx, event: EventEnvelope<ServiceFeeEvent>): Promise<void> {
  const d = event.data
  if (!isServiceFeeEvent(event) || !isUuid(d.paymentId) || !isUuid(d.userId)) return
  const at = occurredAt(event)
  const row = {
    paymentId: d.paymentId.toLowerCase(),
    renterId: d.userId.toLowerCase(),
    purpose: d.purpose,
    subjectId: isUuid(d.subjectId) ? d.subjectId.toLowerCase() : null,
    amountCents: d.amountCents,
  }
  if (event.type === 'payment.completed') await deps.money.recordServicePayment(tx, { ...row, paidAt: at })
  else {
    const refunded = (event as EventEnvelope<'payment.refunded'>).data.refundedAt
    const refundedAt = Number.isNaN(Date.parse(refunded)) ? at : new Date(refunded)
    await deps.money.refundServicePayment(tx, { ...row, refundedAt })
  }
}
