import { isUuid, type EventEnvelope } from '@cosign/api'
import { occurredAt } from '@cosign/service-kit'
import type { Tx } from '../repositories/db.js'
import { asAgreementStatus, nextAgreementStatus, STATUS_OF_EVENT } from '../model/shared-agreement-status.js'
import { agreementStatusRepository } from '../repositories/agreement-status-repository.js'

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
  if (!isUuid(contractId)) return false
  const id = contractId.toLowerCase()
  const current = asAgreementStatus((await agreementStatusRepository.find(tx, id))?.status)
  const next = nextAgreementStatus(current, STATUS_OF_EVENT[event.type])
  if (!next) return false
  const at = occurredAt(event)
  await agreementStatusRepository.save(tx, id, next, at)
  return true
}
