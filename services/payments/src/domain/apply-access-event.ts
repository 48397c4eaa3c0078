import { COSIGNER_PROFILE_STATUSES, type EventEnvelope, type OneEventOf } from '@cosign/api'
import { occurredAt } from '@cosign/service-kit'
import type { Tx } from '../repositories/db.js'
import { directoryRepository } from '../repositories/directory-repository.js'

/**
 * Events that decide what a profile_creation or unlock_contact checkout may buy: a profile's owner and review
 * state, its owner's role and active flag (listed = approved + active cosigner, as in matching) and the match
 * requests that unlocked a cosigner's contact details. `cosigner_profile.saved` is what makes a draft (and so
 * its profile_creation checkout) known here at all.
 */
export const ACCESS_EVENTS = [
  'cosigner_profile.saved',
  'cosigner_profile.submitted',
  'cosigner_profile.approved',
  'cosigner_profile.rejected',
  'user.registered',
  'user.role_changed',
  'user.status_changed',
  'match_request.created',
] as const
export type AccessEvent = (typeof ACCESS_EVENTS)[number]

const PROFILE_STATUS = {
  'cosigner_profile.submitted': 'pending_review',
  'cosigner_profile.approved': 'approved',
  'cosigner_profile.rejected': 'rejected',
} as const

/** Idempotent, and order-tolerant: each state carries the event's time and an older one never wins. */
export async function applyAccessEvent(
  tx: Tx,
  event: EventEnvelope<AccessEvent>,
): Promise<void> {
  const at = occurredAt(event)
  const e = event as OneEventOf<AccessEvent>
  switch (e.type) {
    case 'cosigner_profile.submitted':
    case 'cosigner_profile.approved':
    case 'cosigner_profile.rejected': {
      const d = e.data
      await directoryRepository.setProfileStatus(tx, d.profileId, d.userId, PROFILE_STATUS[e.type], at)
      return
    }
    case 'cosigner_profile.saved': {
      // Same rule as the review events: the state of the newest event wins, whichever arrives first.
      const d = e.data
      if ((COSIGNER_PROFILE_STATUSES as readonly string[]).includes(d.status))
        await directoryRepository.setProfileStatus(tx, d.profileId, d.userId, d.status, at)
      else await directoryRepository.upsertProfileOwner(tx, d.profileId, d.userId)
      return
    }
    case 'user.registered':
    case 'user.role_changed': {
      const d = e.data
      await directoryRepository.setAccountRole(tx, d.userId, d.role, at)
      return
    }
    case 'user.status_changed': {
      const d = e.data
      await directoryRepository.setAccountActive(tx, d.userId, d.isActive, at)
      return
    }
    case 'match_request.created': {
      const d = e.data
      await directoryRepository.addMatchRequest(tx, {
        requestId: d.requestId,
        renterId: d.renterId,
        cosignerId: d.cosignerId,
        requestedAt: at,
      })
      return
    }
  }
}
