/** A ledger entry as the ledger_entry.* events name it (the repository's LedgerEntryFacts). */
interface LedgerEntryFacts {
  id: string
  contractId: string
  renterId: string
  cosignerId: string
  amountCents: number
}

/** What every ledger_entry.* event (due_soon, overdue, paid) says of its entry; each adds its own date. */
export function ledgerEntryEventFacts(e: LedgerEntryFacts) {
  return { contractId: e.contractId, renterId: e.renterId, cosignerId: e.cosignerId, entryId: e.id, amountCents: e.amountCents }
}
