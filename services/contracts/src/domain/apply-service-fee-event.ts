import type { EventEnvelope } from '@cosign/api'
import type { Tx } from '../repositories/db.js'
import { moneyRepository } from '../repositories/money-repository.js'

export const SERVICE_FEE_EVENTS = ['payment.completed', 'payment.refunded'] as const
export type ServiceFeeEvent = (typeof SERVICE_FEE_EVENTS)[number]

/** The platform services whose fee a renter pays toward a match (listed in the contract's breakdown as such). */
const SERVICE_FEE_PURPOSES: ReadonlySet<string> = new Set(['match_request', 'unlock_contact'])
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** Whether a payment event is one of a matching session or a contact unlock (the others move contract steps). */
export function isServiceFeeEvent(event: EventEnvelope<ServiceFeeEvent>): boolean {
  return SERVICE_FEE_PURPOSES.has(event.data.purpose)
}

/**
 * Keeps the renter's matching and unlock payments: completed ones are recorded, refunded ones marked (so they no
 * longer count toward a match). Idempotent; a refund that arrives before its completion is kept.
 */
export async function applyServiceFeeEvent(tx: Tx, event: EventEnvelope<ServiceFeeEvent>): Promise<void> {
  const d = event.data
  if (!isServiceFeeEvent(event) || !UUID.test(d.paymentId) || !UUID.test(d.userId)) return
  const parsed = Date.parse(event.occurredAt)
  const at = Number.isNaN(parsed) ? new Date() : new Date(parsed)
  const row = {
    paymentId: d.paymentId.toLowerCase(),
    renterId: d.userId.toLowerCase(),
    purpose: d.purpose,
    subjectId: d.subjectId && UUID.test(d.subjectId) ? d.subjectId.toLowerCase() : null,
    amountCents: d.amountCents,
  }
  if (event.type === 'payment.completed') await moneyRepository.recordServicePayment(tx, { ...row, paidAt: at })
  else {
    const refunded = (event as EventEnvelope<'payment.refunded'>).data.refundedAt
    const refundedAt = Number.isNaN(Date.parse(refunded)) ? at : new Date(refunded)
    await moneyRepository.refundServicePayment(tx, { ...row, refundedAt })
  }
}
