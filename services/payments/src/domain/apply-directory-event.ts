import type { EventEnvelope } from '@cosign/contracts'
import type { Prisma } from '../generated/prisma/client.js'
import { directoryRepository } from '../repositories/directory-repository.js'

export const DIRECTORY_EVENTS = [
  'contract.fully_signed',
  'user.registered',
  'cosigner_profile.submitted',
] as const
export type DirectoryEvent = (typeof DIRECTORY_EVENTS)[number]

/** Keeps the local copies this service prices and labels payments with. Idempotent (upserts). */
export async function applyDirectoryEvent(
  tx: Prisma.TransactionClient,
  event: EventEnvelope<DirectoryEvent>,
): Promise<void> {
  switch (event.type) {
    case 'contract.fully_signed': {
      const d = (event as EventEnvelope<'contract.fully_signed'>).data
      await directoryRepository.upsertContractTerms(tx, {
        contractId: d.contractId,
        renterId: d.renterId,
        cosignerId: d.cosignerId,
        feeCents: d.feeCents,
        cosignerPaypalEmail: d.cosignerPaypalEmail,
      })
      return
    }
    case 'user.registered': {
      const d = (event as EventEnvelope<'user.registered'>).data
      const fullName = `${d.firstName} ${d.lastName}`.trim()
      await directoryRepository.upsertUser(tx, {
        userId: d.userId,
        email: d.email,
        fullName: fullName || d.email,
      })
      return
    }
    case 'cosigner_profile.submitted': {
      const d = (event as EventEnvelope<'cosigner_profile.submitted'>).data
      await directoryRepository.upsertProfileOwner(tx, d.profileId, d.userId)
      return
    }
  }
}
