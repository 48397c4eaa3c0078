import type { PaymentEventData, Role } from '@cosign/api'
import { isUuid, MATCHING_MESSAGES } from '@cosign/api'

export interface Viewer {
  id: string
  role: Role
}

/** A cosigner is listed and matchable only when approved and the account is an active cosigner. */
export function isCosignerListed(status: string, user: { isActive: boolean; role: Role }): boolean {
  return status === 'approved' && user.isActive && user.role === 'COSIGNER'
}
/** A renter profile is listed while the account is an active renter. */
export function isRenterListed(user: { isActive: boolean; role: Role }): boolean {
  return user.isActive && user.role === 'RENTER'
}

/** Unlisted profiles (unapproved, deactivated, role changed) are seen only by their owner and admins. */
export function canViewProfile(viewer: Viewer, ownerId: string, listed: boolean): boolean {
  return listed || viewer.id === ownerId || viewer.role === 'ADMIN'
}

/**
 * Contact fields (email, phone, PayPal email) go out only to the owner, an admin, or a viewer holding an
 * unlock for that profile.
 */
export function canSeeContact(viewer: Viewer, ownerId: string, hasUnlock: boolean): boolean {
  return viewer.id === ownerId || viewer.role === 'ADMIN' || hasUnlock
}

/**
 * The profile a completed payment unlocks for its payer, if any:
 * - unlock_contact: its subject (the profile the Unlock button was on);
 * - match_request: its subject when the checkout named a profile. A match_request payment without a
 *   subject buys a matching session; the cosigners the renter then sends requests to are unlocked one by
 *   one as the requests are made (see createMatchRequest).
 * Other purposes unlock nothing.
 */
export function contactUnlockFor(
  payment: Pick<PaymentEventData, 'purpose' | 'userId' | 'subjectId'>,
): { viewerId: string; profileId: string } | null {
  if (payment.purpose !== 'unlock_contact' && payment.purpose !== 'match_request') return null
  if (!isUuid(payment.userId) || !isUuid(payment.subjectId)) return null
  return { viewerId: payment.userId.toLowerCase(), profileId: payment.subjectId.toLowerCase() }
}

/**
 * Exact figures (credit score, income, rent budget) and the full name go out only to the owner, an admin,
 * or a viewer the owner granted them to (a match request sent to them, an approved credit-report request);
 * everyone else sees bands (issue 27).
 */
export function canSeeFigures(viewer: Viewer, ownerId: string, grantedByOwner: boolean): boolean {
  return viewer.id === ownerId || viewer.role === 'ADMIN' || grantedByOwner
}

export type MatchRequestAction = 'accept' | 'decline' | 'withdraw'

/**
 * Who may move a request: accept and decline belong to the cosigner it was sent to, withdraw to the
 * renter who sent it; nobody else (admins included). Returns the refusal message, or null.
 */
export function matchRequestActionRefusal(
  viewer: Viewer,
  request: { renterId: string; cosignerId: string },
  action: MatchRequestAction,
): string | null {
  if (action === 'withdraw')
    return viewer.id === request.renterId ? null : MATCHING_MESSAGES.onlyRenterCanWithdraw
  return viewer.id === request.cosignerId ? null : MATCHING_MESSAGES.onlyCosignerCanRespond
}
