import { DISPUTE_PRIORITY_LABELS, DISPUTE_STATUS_LABELS, type DisputePriority, type DisputeStatus } from '@cosign/api'
import { Badge } from '@cosign/ui'

export function DisputeStatusBadge({ status }: { status: DisputeStatus }) {
  return (
    <Badge variant={status === 'resolved' ? 'success' : status === 'open' ? 'danger' : 'neutral'}>
      {DISPUTE_STATUS_LABELS[status]}
    </Badge>
  )
}

export function DisputePriorityBadge({ priority }: { priority: DisputePriority }) {
  return <Badge variant={priority === 'high' ? 'danger' : 'neutral'}>{DISPUTE_PRIORITY_LABELS[priority]}</Badge>
}
