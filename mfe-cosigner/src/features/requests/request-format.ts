import type { MatchRequestDto, MatchRequestStatus } from '@cosign/api'
import { formatDate } from '@cosign/ui'

export const REQUEST_STATUS_BADGE: Record<
  MatchRequestStatus,
  { label: string; variant: 'success' | 'neutral' | 'danger' }
> = {
  pending: { label: 'Pending', variant: 'neutral' },
  accepted: { label: 'Accepted', variant: 'success' },
  declined: { label: 'Declined', variant: 'danger' },
  withdrawn: { label: 'Withdrawn', variant: 'neutral' },
}

/** A YYYY-MM-DD date as that calendar day: the UI's one date format (formatDate in @cosign/ui). */
export function formatPlainDate(isoDay: string): string {
  return formatDate(isoDay)
}

export function leaseDurationText(months: number): string {
  return `${months} months`
}

/** Pending requests first (they need an answer), each group newest first as the API sends them. */
export function pendingFirst(items: readonly MatchRequestDto[]): MatchRequestDto[] {
  return [...items.filter((r) => r.status === 'pending'), ...items.filter((r) => r.status !== 'pending')]
}

/** The list after one request changed (accepted or declined), without reloading the rest. */
export function replaceRequest(
  items: readonly MatchRequestDto[],
  updated: MatchRequestDto,
): MatchRequestDto[] {
  return items.map((r) => (r.id === updated.id ? updated : r))
}
