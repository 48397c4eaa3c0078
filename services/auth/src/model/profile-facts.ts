import {
  CREDIT_SCORE_MAX,
  COSIGNER_PROFILE_STATUSES,
  CREDIT_SCORE_MIN,
  isUuid,
  type CosignerProfileStatus,
  type EventEnvelope,
} from '@cosign/api'
import { occurredAt } from '@cosign/service-kit'

/**
 * The events whose facts the auth service keeps on its users for `GET /me`. The owners stay elsewhere:
 * profiles in matching, credit reports in documents; these columns are a projection of what they announce.
 */
export const PROFILE_EVENTS = [
  'cosigner_profile.saved',
  'cosigner_profile.submitted',
  'cosigner_profile.approved',
  'cosigner_profile.rejected',
  'renter_profile.saved',
  'credit_report.uploaded',
  'credit_report.verified',
  'credit_report.rejected',
] as const
export type ProfileEvent = (typeof PROFILE_EVENTS)[number]

/** The review states the review events announce; cosigner_profile.saved carries any status. */
export type ReviewStatus = Exclude<CosignerProfileStatus, 'awaiting_payment'>

const isCosignerProfileStatus = (status: unknown): status is CosignerProfileStatus =>
  (COSIGNER_PROFILE_STATUSES as readonly unknown[]).includes(status)

const REVIEW_STATUS: Record<string, ReviewStatus> = {
  'cosigner_profile.submitted': 'pending_review',
  'cosigner_profile.approved': 'approved',
  'cosigner_profile.rejected': 'rejected',
}

/** What one event says about one user. `at` is the event's occurredAt, the order facts are applied in. */
export type ProfileFact =
  | { kind: 'cosigner_profile'; userId: string; status: CosignerProfileStatus; at: Date }
  | { kind: 'renter_profile'; userId: string; at: Date }
  | { kind: 'credit_score'; userId: string; score: number; documentId: string | null; at: Date }
  | { kind: 'credit_review'; userId: string; documentId: string; verified: boolean }

/** The user columns the events maintain. */
export interface ProfileFacts {
  profileCompleted: boolean
  profileStatus: string | null
  profileStatusEventAt: Date | null
  creditScore: number
  creditVerified: boolean
  creditScoreEventAt: Date | null
  creditDocumentId: string | null
}

/**
 * Reads an event into a fact, or null when it is malformed (no user id, a score outside 300-850). An event
 * without a readable occurredAt counts as happening when it arrived (`receivedAt`).
 */
export function readProfileFact(event: EventEnvelope<ProfileEvent>, receivedAt: Date): ProfileFact | null {
  const data: unknown = event.data
  if (!data || typeof data !== 'object') return null
  const { userId } = data as { userId?: unknown }
  if (!isUuid(userId)) return null
  const at = occurredAt(event, receivedAt)
  const user = userId.toLowerCase()
  switch (event.type) {
    case 'cosigner_profile.submitted':
    case 'cosigner_profile.approved':
    case 'cosigner_profile.rejected':
      return { kind: 'cosigner_profile', userId: user, status: REVIEW_STATUS[event.type], at }
    case 'cosigner_profile.saved': {
      // A draft save or a refunded creation fee (awaiting_payment), or an edit (the status it leaves).
      const status = (data as { status?: unknown }).status
      return isCosignerProfileStatus(status) ? { kind: 'cosigner_profile', userId: user, status, at } : null
    }
    case 'renter_profile.saved':
      return { kind: 'renter_profile', userId: user, at }
    case 'credit_report.uploaded': {
      const score = (data as { creditScore?: unknown }).creditScore
      if (typeof score !== 'number' || !Number.isSafeInteger(score)) return null
      if (score < CREDIT_SCORE_MIN || score > CREDIT_SCORE_MAX) return null
      const documentId = (data as { documentId?: unknown }).documentId
      return { kind: 'credit_score', userId: user, score, documentId: isUuid(documentId) ? documentId.toLowerCase() : null, at }
    }
    case 'credit_report.verified':
    case 'credit_report.rejected': {
      const documentId = (data as { documentId?: unknown }).documentId
      if (!isUuid(documentId)) return null
      return {
        kind: 'credit_review',
        userId: user,
        documentId: documentId.toLowerCase(),
        verified: event.type === 'credit_report.verified',
      }
    }
    default:
      return null
  }
}

/** On equal times a review decision outranks the submission it decides. */
const rank = (status: string | null) => (status === 'approved' || status === 'rejected' ? 1 : 0)

/** Whether a review state announced at `at` replaces the one stored (newest event wins). */
function isNewerStatus(current: ProfileFacts, status: CosignerProfileStatus, at: Date): boolean {
  if (!current.profileStatusEventAt) return true
  const stored = current.profileStatusEventAt.getTime()
  return at.getTime() > stored || (at.getTime() === stored && rank(status) > rank(current.profileStatus))
}

/**
 * The columns a fact changes, or null when it changes nothing. Order-tolerant and idempotent:
 * - a cosigner profile's status replaces the stored one only when its event is newer (an old
 *   `submitted` delivered after `approved` changes nothing, while a later re-submission after an edit
 *   does move an approved profile back to pending_review, and a refunded creation fee moves it back to
 *   awaiting_payment);
 * - profile_completed only ever becomes true (a cosigner profile past awaiting_payment, i.e. paid, or a
 *   saved renter profile): an unpaid draft does not complete it, a refund does not undo it;
 * - a credit score replaces the stored one only when its upload is newer, and is unverified again;
 * - a review decision sets credit_verified only while the reviewed upload is still the one that set the score
 *   (a newer upload waits for its own review; documents announces the decisions).
 */
export function profileFactsChange(current: ProfileFacts, fact: ProfileFact): Partial<ProfileFacts> | null {
  const change: Partial<ProfileFacts> = {}
  switch (fact.kind) {
    case 'cosigner_profile':
      if (!current.profileCompleted && fact.status !== 'awaiting_payment') change.profileCompleted = true
      if (isNewerStatus(current, fact.status, fact.at)) {
        if (current.profileStatus !== fact.status) change.profileStatus = fact.status
        change.profileStatusEventAt = fact.at
      }
      break
    case 'renter_profile':
      if (!current.profileCompleted) change.profileCompleted = true
      break
    case 'credit_score':
      if (!current.creditScoreEventAt || fact.at.getTime() > current.creditScoreEventAt.getTime()) {
        change.creditScore = fact.score
        change.creditVerified = false
        change.creditScoreEventAt = fact.at
        change.creditDocumentId = fact.documentId
      }
      break
    case 'credit_review':
      if (current.creditDocumentId === fact.documentId && current.creditVerified !== fact.verified)
        change.creditVerified = fact.verified
      break
  }
  return Object.keys(change).length ? change : null
}
