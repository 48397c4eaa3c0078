import type { ContractStatus, EventEnvelope, PaymentStatus } from '@cosign/api'
import type { Tx } from '../repositories/db.js'
import { subjectReadModelRepository as repo } from '../repositories/subject-read-model-repository.js'
import { CONTRACT_STATUS_EVENTS } from '../model/contract-status-events.js'

/** The payment and contract events disputes are checked against (ownership) and show (status, amount). */
export const SUBJECT_EVENTS = [
  'payment.started',
  'payment.completed',
  'payment.failed',
  'payment.refunded',
  ...CONTRACT_STATUS_EVENTS,
] as const
export type SubjectEvent = (typeof SUBJECT_EVENTS)[number]

const PAYMENT_STATUS: Partial<Record<SubjectEvent, PaymentStatus>> = {
  'payment.started': 'pending',
  'payment.completed': 'completed',
  'payment.failed': 'failed',
  'payment.refunded': 'refunded',
}
const CONTRACT_STATUS: Partial<Record<SubjectEvent, ContractStatus>> = {
  'contract.cosigner_signed': 'cosigner_signed',
  'contract.fully_signed': 'fully_signed',
  'contract.finalized': 'finalized',
  'contract.cancelled': 'cancelled',
  'contract.completed': 'completed',
}

/** Keeps the event's payment or contract status, in the consumer's transaction (idempotent upserts). */
export async function applySubjectEvent(tx: Tx, event: EventEnvelope<SubjectEvent>): Promise<void> {
  const at = new Date(event.occurredAt)
  const paymentStatus = PAYMENT_STATUS[event.type]
  if (paymentStatus) {
    const d = (event as EventEnvelope<'payment.completed'>).data
    return repo.savePayment(tx, {
      paymentId: d.paymentId.toLowerCase(),
      userId: d.userId.toLowerCase(),
      purpose: d.purpose,
      status: paymentStatus,
      amountCents: d.amountCents,
      subjectId: d.subjectId?.toLowerCase() ?? null,
      at,
    })
  }
  const d = (event as EventEnvelope<'contract.created'>).data
  const created = event.type === 'contract.created'
  await repo.saveContractStatus(tx, {
    contractId: d.contractId.toLowerCase(),
    renterId: d.renterId.toLowerCase(),
    cosignerId: d.cosignerId.toLowerCase(),
    // contract.created events from before statuses were sent mean cosigner_signed (see events.ts).
    status: created ? (d.status ?? 'cosigner_signed') : (CONTRACT_STATUS[event.type] ?? 'cosigner_signed'),
    feeCents: created ? d.feeCents : null,
    at,
  })
}
