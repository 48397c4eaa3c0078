import { isUuid, type ContractStatus, type ContractUpdatedMessage, type EventEnvelope } from '@cosign/api'

/** Contract events pushed live to both parties' open sockets (not stored: the contracts service sends the
 * notifications itself, as notification.requested). */
export const CONTRACT_UPDATE_EVENTS = [
  'contract.created',
  'contract.cosigner_signed',
  'contract.fully_signed',
  'contract.payment_step_updated',
  'contract.finalized',
  'contract.cancelled',
  'contract.completed',
] as const
export type ContractUpdateEvent = (typeof CONTRACT_UPDATE_EVENTS)[number]

/** A live push is only worth sending while someone may be looking: older events (a backlog) are skipped. */
export const CONTRACT_UPDATE_MAX_AGE_MS = 5 * 60 * 1000

const STATUS_AFTER: Record<Exclude<ContractUpdateEvent, 'contract.payment_step_updated'>, ContractStatus> = {
  'contract.created': 'cosigner_signed',
  'contract.cosigner_signed': 'cosigner_signed',
  'contract.fully_signed': 'fully_signed',
  'contract.finalized': 'finalized',
  'contract.cancelled': 'cancelled',
  'contract.completed': 'completed',
}
const STEP_STATUSES = new Set(['pending', 'processing', 'completed', 'failed'])

export interface ContractUpdatePush {
  /** The renter and the cosigner (lower case, distinct). */
  recipients: string[]
  message: ContractUpdatedMessage
}

/**
 * Who is told what about a contract event: `{ type: 'contract.updated', contractId, status? | step?,
 * stepStatus? }` to both parties. Null for a malformed event or one older than CONTRACT_UPDATE_MAX_AGE_MS.
 */
export function describeContractUpdate(
  event: EventEnvelope<ContractUpdateEvent>,
  nowMs = Date.now(),
): ContractUpdatePush | null {
  const occurred = Date.parse(event.occurredAt)
  if (!Number.isNaN(occurred) && nowMs - occurred > CONTRACT_UPDATE_MAX_AGE_MS) return null
  const { contractId, renterId, cosignerId } = (event.data ?? {}) as Partial<
    EventEnvelope<ContractUpdateEvent>['data']
  >
  if (![contractId, renterId, cosignerId].every(isUuid)) return null
  const message: ContractUpdatedMessage = { type: 'contract.updated', contractId: contractId!.toLowerCase() }
  if (event.type === 'contract.payment_step_updated') {
    const { step, status } = (event as EventEnvelope<'contract.payment_step_updated'>).data
    if ((step !== 1 && step !== 2) || !STEP_STATUSES.has(status)) return null
    message.step = step
    message.stepStatus = status
  } else {
    // An admin-created contract starts awaiting its cosigner's signature (contract.created says so).
    const createdAs = event.type === 'contract.created' ? (event as EventEnvelope<'contract.created'>).data.status : undefined
    const status = createdAs === 'awaiting_cosigner' ? createdAs : STATUS_AFTER[event.type as keyof typeof STATUS_AFTER]
    if (!status) return null
    message.status = status
  }
  return { recipients: [...new Set([renterId!.toLowerCase(), cosignerId!.toLowerCase()])], message }
}
