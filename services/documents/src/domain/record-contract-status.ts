import type { EventEnvelope } from '@cosign/api'
import type { Tx } from '../repositories/db.js'
import { asAgreementStatus, nextAgreementStatus, STATUS_OF_EVENT } from '../model/shared-agreement-status.js'
import { agreementStatusRepository } from '../repositories/agreement-status-repository.js'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

type StatusEvent = EventEnvelope<'contract.finalized' | 'contract.completed' | 'contract.cancelled'>

/**
 * contract.finalized / completed / cancelled (contracts service): the status a landlord's share link shows.
 * Kept apart from the agreement row, since these events may be handled before contract.fully_signed (another
 * consumer); forward-only, so a redelivery or a late event changes nothing. Returns whether it changed.
 */
export async function recordContractStatus(
  tx: Tx,
  event: StatusEvent,
): Promise<boolean> {
  const contractId = event.data?.contractId
  if (typeof contractId !== 'string' || !UUID.test(contractId)) return false
  const id = contractId.toLowerCase()
  const current = asAgreementStatus((await agreementStatusRepository.find(tx, id))?.status)
  const next = nextAgreementStatus(current, STATUS_OF_EVENT[event.type])
  if (!next) return false
  const at = Number.isNaN(Date.parse(event.occurredAt)) ? new Date() : new Date(event.occurredAt)
  await agreementStatusRepository.save(tx, id, next, at)
  return true
}
