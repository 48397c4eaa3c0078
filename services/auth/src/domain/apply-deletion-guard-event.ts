import type { DomainEvents, EventEnvelope } from '@cosign/api'
import { deletionGuardRepository } from '../repositories/deletion-guard-repository.js'
import type { Tx } from '../repositories/db.js'

export const DELETION_GUARD_EVENTS = [
  'contract.created',
  'contract.finalized',
  'contract.cancelled',
  'contract.completed',
  'ledger_entry.paid',
] as const
type GuardEvent = EventEnvelope<(typeof DELETION_GUARD_EVENTS)[number]>

/** Keeps auth's copy of open contracts and unpaid installments (what blocks an account deletion) in step. */
export async function applyDeletionGuardEvent(tx: Tx, event: GuardEvent): Promise<void> {
  const { contractId, renterId, cosignerId } = event.data
  const parties = { contractId, renterId, cosignerId }
  switch (event.type) {
    case 'contract.created':
      await deletionGuardRepository.contractOpened(tx, parties)
      return
    case 'contract.finalized':
      await deletionGuardRepository.contractOpened(tx, parties)
      await deletionGuardRepository.installmentsDue(tx, parties, ((event.data as DomainEvents['contract.finalized']).installments ?? []).map((i) => i.entryId))
      return
    case 'contract.cancelled':
      await deletionGuardRepository.contractClosed(tx, parties, true)
      return
    case 'contract.completed':
      await deletionGuardRepository.contractClosed(tx, parties, false)
      return
    case 'ledger_entry.paid':
      await deletionGuardRepository.installmentPaid(tx, parties, (event.data as DomainEvents['ledger_entry.paid']).entryId)
  }
}
