import { isUuid, type ConversationOpening, type EventEnvelope, type OneEventOf } from '@cosign/api'
import { occurredAt } from '@cosign/service-kit'

/** Events the conversation consumer keeps facts from (names, profile owners, unlocks, contracts, acceptances). */
export const CONVERSATION_EVENTS = [
  'user.registered',
  'user.role_changed',
  'user.updated',
  'cosigner_profile.saved',
  'cosigner_profile.submitted',
  'cosigner_profile.approved',
  'cosigner_profile.rejected',
  'payment.completed',
  'match_request.accepted',
  'contract.created',
] as const
export type ConversationEvent = (typeof CONVERSATION_EVENTS)[number]

/** What one event tells the chat service. */
export type ConversationFact =
  | { kind: 'user'; userId: string; firstName: string; lastName: string; role: string }
  | { kind: 'role'; userId: string; role: string }
  | { kind: 'name'; userId: string; firstName: string; lastName: string }
  | { kind: 'profileOwner'; profileId: string; userId: string }
  | { kind: 'unlock'; renterId: string; profileId: string; purpose: 'unlock_contact' | 'match_request'; paidAt: Date }
  | {
      kind: 'open'
      renterId: string
      cosignerId: string
      via: ConversationOpening
      contractId?: string
      names?: { renter?: string; cosigner?: string }
    }

const id = (value: unknown): string | null => (isUuid(value) ? value.toLowerCase() : null)

/** The payment purposes that unlock a cosigner's contact (and so the chat with them). */
export const UNLOCKING_PURPOSES = { unlock_contact: 'unlock_contact', match_request: 'match_request_payment' } as const

/** A conversation between two distinct people, or null. */
function opening(
  renter: unknown,
  cosigner: unknown,
  via: ConversationOpening,
  extra: { contractId?: string; names?: { renter?: string; cosigner?: string } } = {},
): ConversationFact | null {
  const renterId = id(renter)
  const cosignerId = id(cosigner)
  return renterId && cosignerId && renterId !== cosignerId ? { kind: 'open', renterId, cosignerId, via, ...extra } : null
}

/**
 * The fact an event carries, or null when it carries none this service keeps (another payment purpose) or is
 * malformed (ids that are not UUIDs): such events are acknowledged and skipped, since a retry cannot succeed.
 */
export function conversationFactOf(event: EventEnvelope<ConversationEvent>): ConversationFact | null {
  const e = event as OneEventOf<ConversationEvent>
  switch (e.type) {
    case 'user.registered': {
      const d = e.data
      const userId = id(d.userId)
      return userId ? { kind: 'user', userId, firstName: d.firstName ?? '', lastName: d.lastName ?? '', role: d.role } : null
    }
    case 'user.updated': {
      const d = e.data
      const userId = id(d.userId)
      return userId ? { kind: 'name', userId, firstName: d.firstName ?? '', lastName: d.lastName ?? '' } : null
    }
    case 'user.role_changed': {
      const d = e.data
      const userId = id(d.userId)
      return userId ? { kind: 'role', userId, role: d.role } : null
    }
    case 'cosigner_profile.saved':
    case 'cosigner_profile.submitted':
    case 'cosigner_profile.approved':
    case 'cosigner_profile.rejected': {
      const d = e.data
      const profileId = id(d.profileId)
      const userId = id(d.userId)
      return profileId && userId ? { kind: 'profileOwner', profileId, userId } : null
    }
    case 'payment.completed': {
      const d = e.data
      if (d.purpose !== 'unlock_contact' && d.purpose !== 'match_request') return null
      const renterId = id(d.userId)
      const profileId = id(d.subjectId)
      return renterId && profileId
        ? { kind: 'unlock', renterId, profileId, purpose: d.purpose, paidAt: occurredAt(event) }
        : null
    }
    case 'match_request.accepted': {
      const d = e.data
      return opening(d.renterId, d.cosignerId, 'match_request_accepted', {
        names: { renter: d.renterName?.trim() || undefined, cosigner: d.cosignerName?.trim() || undefined },
      })
    }
    case 'contract.created': {
      const d = e.data
      const contractId = id(d.contractId)
      return contractId ? opening(d.renterId, d.cosignerId, 'contract', { contractId }) : null
    }
  }
  return null
}
