// Pure rules of the requester's side of credit report requests (no React, no API singleton: unit-testable).
import type { CreditReportRequestDto, Role } from '@cosign/api'
import { formatDate } from '@cosign/ui'

/**
 * How one of the requester's own requests reads:
 * - pending: waiting for the owner;
 * - ready: approved and not viewed yet (one view per approval: creating the link uses the approval up);
 * - viewed: approved and already opened, so seeing the report again needs a new request;
 * - denied.
 * The server says whether an approval was used (`viewedAt`, on every device). It learns of a view by event a
 * moment after the link was issued, so the page also counts the requests it opened itself (`openedHere`, in
 * memory until the next load, when the server knows).
 */
export type OutgoingCreditRequestState = 'pending' | 'ready' | 'viewed' | 'denied'

export const OUTGOING_STATE_LABEL: Record<OutgoingCreditRequestState, string> = {
  pending: 'Pending',
  ready: 'Approved',
  viewed: 'Viewed',
  denied: 'Denied',
}
export const OUTGOING_STATE_BADGE: Record<OutgoingCreditRequestState, 'success' | 'neutral' | 'danger'> = {
  pending: 'neutral',
  ready: 'success',
  viewed: 'neutral',
  denied: 'danger',
}

export const NO_OUTGOING_CREDIT_REQUESTS = 'You have not requested any credit reports'
export const CREDIT_REPORT_VIEWED_HINT = 'You have viewed this report. To see it again, send a new request.'

const NO_IDS: ReadonlySet<string> = new Set()

export function outgoingState(
  request: Pick<CreditReportRequestDto, 'id' | 'status' | 'viewedAt'>,
  openedHere: ReadonlySet<string> = NO_IDS,
): OutgoingCreditRequestState {
  if (request.status === 'pending') return 'pending'
  if (request.status === 'denied') return 'denied'
  return request.viewedAt || openedHere.has(request.id) ? 'viewed' : 'ready'
}

/**
 * Anyone signed in may ask for another user's report (the matching service's rule); admins can always read
 * reports, so they are not offered the request flow. Nobody asks for their own.
 */
export function canRequestCreditReport(viewer: { role: Role } | null | undefined, isOwner: boolean): boolean {
  return !!viewer && viewer.role !== 'ADMIN' && !isOwner
}

/** How the list names the report's owner. */
export function ownerLabel(request: Pick<CreditReportRequestDto, 'targetName'>): string {
  return request.targetName.trim() || 'Unnamed user'
}

/**
 * "Request again" sits on the newest request for an owner (the list is newest first), once that request can
 * no longer be used: denied, or approved and viewed. An older item never offers it, so a pending request or an
 * unused approval for the same owner is never duplicated.
 */
export function canRequestAgain(
  request: CreditReportRequestDto,
  items: readonly CreditReportRequestDto[],
  openedHere: ReadonlySet<string> = NO_IDS,
): boolean {
  const newest = items.find((item) => item.targetUserId === request.targetUserId)
  if (newest?.id !== request.id) return false
  const state = outgoingState(request, openedHere)
  return state === 'denied' || state === 'viewed'
}

/** What the profile page offers for one owner: a pending request to wait on, or an approval to use. */
export function creditAccessFor(
  items: readonly CreditReportRequestDto[],
  targetUserId: string,
  openedHere: ReadonlySet<string> = NO_IDS,
): { pending: CreditReportRequestDto | null; ready: CreditReportRequestDto | null } {
  const mine = items.filter((item) => item.targetUserId === targetUserId)
  return {
    pending: mine.find((item) => item.status === 'pending') ?? null,
    ready: mine.find((item) => outgoingState(item, openedHere) === 'ready') ?? null,
  }
}

/**
 * A 403 right after approval can mean the approval has not reached the documents service yet (it travels as
 * an event); one retry a moment later tells that apart from an approval that was already used.
 */
export const LINK_RETRY_DELAY_MS = 1_000
export function shouldRetryLink(status: number, attempt: number): boolean {
  return status === 403 && attempt === 0
}

/** A link from the server, resolved against the page (the server answers with a path). */
export function absoluteLink(url: string, base: string): string {
  return new URL(url, base).href
}

/** A link that could not be opened in a new tab stays on the page until it expires. */
export function isLinkLive(link: { expiresAt: string }, nowMs: number): boolean {
  const expires = Date.parse(link.expiresAt)
  return !Number.isNaN(expires) && expires > nowMs
}

export function formatRequestDate(iso: string | null): string {
  return iso ? formatDate(iso) : ''
}
