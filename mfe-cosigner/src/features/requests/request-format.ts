import type { MatchRequestDto, MatchRequestStatus } from '@cosign/contracts'

export const REQUEST_STATUS_BADGE: Record<
  MatchRequestStatus,
  { label: string; variant: 'success' | 'neutral' | 'danger' }
> = {
  pending: { label: 'Pending', variant: 'neutral' },
  accepted: { label: 'Accepted', variant: 'success' },
  declined: { label: 'Declined', variant: 'danger' },
  withdrawn: { label: 'Withdrawn', variant: 'neutral' },
}

/** A YYYY-MM-DD date as the reader's calendar day (no time-zone shift: the date is a plain day). */
export function formatPlainDate(isoDay: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDay)
  if (!match) return isoDay
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])))
  return date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' })
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
