import {
  DISPUTE_PRIORITY_LABELS,
  DISPUTE_STATUS_LABELS,
  disputeResolutionError,
  labelFor,
  type DisputeAssignee,
  type DisputePriority,
  type DisputeStatus,
  type UpdateDisputeRequest,
} from '@cosign/api'

/** The fields an admin changes. */
export interface DisputeState {
  status: DisputeStatus
  assignedTo: DisputeAssignee | null
  priority: DisputePriority
  resolution: string | null
}
export type DisputeField = 'status' | 'assignee' | 'priority' | 'resolution'
export interface DisputeChange {
  field: DisputeField
  from: string | null
  to: string | null
}
export type DisputeUpdatePlan = { error: string } | { next: DisputeState; changes: DisputeChange[] }

/**
 * What an admin's update does (spec, "Dispute"): any status may be chosen; resolved needs a non-blank resolution
 * (the one sent, else the one kept); the resolution is kept only while resolved, so any other status drops it.
 * Only fields whose value really changes are listed, in a fixed order.
 */
export function planDisputeUpdate(current: DisputeState, input: UpdateDisputeRequest): DisputeUpdatePlan {
  const status = input.status ?? current.status
  let resolution: string | null = null
  if (status === 'resolved') {
    const candidate = input.resolution !== undefined ? input.resolution.trim() : current.resolution
    const error = disputeResolutionError(candidate)
    if (error) return { error }
    resolution = candidate
  }
  const next: DisputeState = {
    status,
    assignedTo: input.assignedTo !== undefined ? input.assignedTo : current.assignedTo,
    priority: input.priority ?? current.priority,
    resolution,
  }
  const pairs: [DisputeField, string | null, string | null][] = [
    ['status', current.status, next.status],
    ['assignee', current.assignedTo, next.assignedTo],
    ['priority', current.priority, next.priority],
    ['resolution', current.resolution, next.resolution],
  ]
  const changes = pairs.filter(([, from, to]) => from !== to).map(([field, from, to]) => ({ field, from, to }))
  return { next, changes }
}

/** The reporter's notification for an admin's changes (their words, not the stored codes). */
export function describeDisputeChanges(title: string, changes: DisputeChange[]): { title: string; message: string } {
  const parts = changes.map((c) => {
    switch (c.field) {
      case 'status':
        return `status changed from ${labelFor(DISPUTE_STATUS_LABELS, c.from)} to ${labelFor(DISPUTE_STATUS_LABELS, c.to)}`
      case 'assignee':
        return c.to ? `assigned to the ${c.to}` : 'no longer assigned to a team'
      case 'priority':
        return `priority set to ${labelFor(DISPUTE_PRIORITY_LABELS, c.to)}`
      case 'resolution':
        return c.to ? `resolution: ${c.to}` : 'resolution withdrawn'
    }
  })
  const text = `“${title}”: ${parts.join('; ')}`
  return { title: 'Your problem report was updated', message: /[.!?]$/.test(text) ? text : `${text}.` }
}
