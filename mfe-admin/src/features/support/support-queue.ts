// Pure labels of the Support queue (unit-tested; no React).
import type { SupportQueueItemDto, SupportQueueResponse, SupportQueueTab } from '@cosign/api'

export const QUEUE_TAB_LABELS: Record<SupportQueueTab, string> = { unassigned: 'Unassigned', mine: 'Mine', all: 'All' }

/** A tab's label with its open count ("Unassigned (3)"); All counts the open conversations. */
export function queueTabLabel(tab: SupportQueueTab, counts: SupportQueueResponse['counts'] | null): string {
  if (!counts) return QUEUE_TAB_LABELS[tab]
  const n = tab === 'unassigned' ? counts.unassigned : tab === 'mine' ? counts.mine : counts.open
  return `${QUEUE_TAB_LABELS[tab]} (${n})`
}

/** Who asked: a user's name and role, a visitor's email. */
export function requesterLabel(item: SupportQueueItemDto): string {
  if (item.channel === 'email') return `${item.requester.email ?? 'Visitor'} (visitor, answer by email)`
  const role = item.requester.role === 'COSIGNER' ? 'Cosigner' : item.requester.role === 'RENTER' ? 'Renter' : 'User'
  return `${item.requester.name || 'Unnamed user'} (${role})`
}

/** Who has it: "You", the admin's name, or "Unassigned". */
export function assigneeLabel(item: SupportQueueItemDto, myId: string | null | undefined): string {
  if (!item.assignee) return 'Unassigned'
  return item.assignee.id === myId ? 'You' : item.assignee.name
}
