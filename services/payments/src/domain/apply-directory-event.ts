import type { EventEnvelope, OneEventOf } from '@cosign/api'
import type { Tx } from '../repositories/db.js'
import { directoryRepository } from '../repositories/directory-repository.js'
import { applyContractCancelled } from './apply-contract-cancelled.js'
import type { Deps } from './deps.js'

// The contract events share this consumer with contract.fully_signed so that they are applied in the order
// the contracts service wrote them (a contract is signed before it is finalized or cancelled).
export const DIRECTORY_EVENTS = [
  'contract.fully_signed',
  'contract.finalized',
  'contract.cancelled',
  'user.registered',
  'user.updated',
  'user.paypal_verified',
  'cosigner_profile.submitted',
] as const
export type DirectoryEvent = (typeof DIRECTORY_EVENTS)[number]

const DATE = /^\d{4}-\d{2}-\d{2}$/

/**
 * Keeps the local copies this service prices and labels payments with. Idempotent (upserts, inserts that
 * skip what exists, one credit per cancelled contract). `deps.events` writes outbox rows (credits).
 */
export async function applyDirectoryEvent(
  deps: Pick<Deps, 'events'>,
  tx: Tx,
  event: EventEnvelope<DirectoryEvent>,
): Promise<void> {
  const e = event as OneEventOf<DirectoryEvent>
  switch (e.type) {
    case 'contract.fully_signed': {
      // `agreement` (the signed document for the documents service) is not kept here.
      const d = e.data
      await directoryRepository.upsertContractTerms(tx, {
        contractId: d.contractId,
        renterId: d.renterId,
        cosignerId: d.cosignerId,
        feeCents: d.feeCents,
        cosignerPaypalEmail: d.cosignerPaypalEmail,
        feeOption: d.feeOption ?? null,
        totalFeeCents: d.totalFeeCents ?? null,
      })
      return
    }
    case 'contract.finalized': {
      const d = e.data
      const terms = await directoryRepository.contractTerms(tx, d.contractId)
      await directoryRepository.addInstallments(
        tx,
        (d.installments ?? [])
          .filter((e) => Number.isSafeInteger(e.amountCents) && e.amountCents > 0 && DATE.test(e.dueDate))
          .map((e) => ({
            entryId: e.entryId,
            contractId: d.contractId,
            renterId: d.renterId,
            cosignerId: d.cosignerId,
            cosignerPaypalEmail: terms?.cosignerPaypalEmail ?? null,
            amountCents: e.amountCents,
            dueDate: new Date(`${e.dueDate}T00:00:00Z`),
          })),
      )
      return
    }
    case 'contract.cancelled': {
      await applyContractCancelled(deps, tx, e)
      return
    }
    // A new account, or a new name / confirmed email (user.updated, issue 29): the back office searches by it.
    case 'user.registered':
    case 'user.updated': {
      const d = e.data
      const fullName = `${d.firstName} ${d.lastName}`.trim()
      await directoryRepository.upsertUser(tx, {
        userId: d.userId,
        email: d.email,
        fullName: fullName || d.email,
      })
      return
    }
    // The cosigner confirmed a PayPal payout email (issue 27): contract payments to it may go ahead.
    case 'user.paypal_verified': {
      const d = e.data
      await directoryRepository.recordConfirmedPayoutEmail(tx, {
        userId: d.userId,
        paypalEmail: d.paypalEmail,
        confirmedAt: new Date(d.verifiedAt),
      })
      return
    }
    case 'cosigner_profile.submitted': {
      const d = e.data
      await directoryRepository.upsertProfileOwner(tx, d.profileId, d.userId)
      return
    }
  }
}
