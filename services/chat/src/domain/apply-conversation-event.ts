import type { EventEnvelope } from '@cosign/api'
import type { Tx } from '../repositories/db.js'
import { conversationRepository } from '../repositories/conversation-repository.js'
import { readModelRepository as repo } from '../repositories/read-model-repository.js'
import { conversationFactOf, UNLOCKING_PURPOSES, type ConversationEvent } from '../model/conversation-facts.js'

/** A renter's unlock opens the conversation with the profile's owner, unless the payer is not a renter. */
async function openForUnlock(tx: Tx, renterId: string, cosignerId: string, purpose: keyof typeof UNLOCKING_PURPOSES) {
  if (renterId === cosignerId) return
  const payer = await repo.user(tx, renterId)
  if (payer?.role && payer.role !== 'RENTER') return
  await conversationRepository.open(tx, renterId, cosignerId, UNLOCKING_PURPOSES[purpose])
}

/**
 * Keeps the event's fact and opens the conversation it allows, in the consumer's transaction (which also records
 * the event as processed). Every write is idempotent, and an unlock and its profile's owner may arrive in either
 * order: whichever comes last opens the conversation.
 */
export async function applyConversationEvent(tx: Tx, event: EventEnvelope<ConversationEvent>): Promise<void> {
  const fact = conversationFactOf(event)
  if (!fact) return
  switch (fact.kind) {
    case 'user':
      return repo.saveUser(tx, fact)
    case 'role':
      return repo.setRole(tx, fact.userId, fact.role)
    case 'name':
      return repo.rename(tx, fact.userId, fact.firstName, fact.lastName)
    case 'profileOwner': {
      await repo.saveProfileOwner(tx, fact.profileId, fact.userId)
      for (const unlock of await repo.unlocksOf(tx, fact.profileId))
        await openForUnlock(tx, unlock.renterId, fact.userId, unlock.purpose as keyof typeof UNLOCKING_PURPOSES)
      return
    }
    case 'unlock': {
      await repo.saveUnlock(tx, fact)
      const owner = await repo.profileOwner(tx, fact.profileId)
      if (owner) await openForUnlock(tx, fact.renterId, owner.userId, fact.purpose)
      return
    }
    case 'open': {
      if (fact.names?.renter) await repo.nameIfUnknown(tx, fact.renterId, fact.names.renter)
      if (fact.names?.cosigner) await repo.nameIfUnknown(tx, fact.cosignerId, fact.names.cosigner)
      if (fact.contractId) await repo.saveContract(tx, { contractId: fact.contractId, renterId: fact.renterId, cosignerId: fact.cosignerId })
      await conversationRepository.open(tx, fact.renterId, fact.cosignerId, fact.via)
      return
    }
  }
}
