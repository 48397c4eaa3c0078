import {
  DISPUTE_ASSIGNEES,
  DISPUTE_PRIORITIES,
  DISPUTE_PRIORITY_LABELS,
  DISPUTE_STATUSES,
  DISPUTE_STATUS_LABELS,
  DISPUTE_UNASSIGNED,
  type AdminDisputeExportQuery,
  type AdminDisputeListQuery,
  type DisputeHistoryDto,
  type DisputePriority,
  type DisputeStatus,
} from '@cosign/api'
import { filterOptions } from '../../components/filter-options.js'

/** The disputes CSV export (ExportCsvButton's path). */
export const DISPUTES_CSV_PATH = '/chat/admin/disputes.csv'

/** Filter options; '' = no filter. */
export const STATUS_FILTER = filterOptions('All statuses', DISPUTE_STATUSES, (s) => DISPUTE_STATUS_LABELS[s])
export const PRIORITY_FILTER = filterOptions('All priorities', DISPUTE_PRIORITIES, (p) => DISPUTE_PRIORITY_LABELS[p])
export const ASSIGNEE_FILTER = [
  { value: '', label: 'All assignees' },
  { value: DISPUTE_UNASSIGNED, label: 'Unassigned' },
  ...DISPUTE_ASSIGNEES.map((a) => ({ value: a, label: a })),
]
export const ASSIGNEE_OPTIONS = [{ value: '', label: 'Unassigned' }, ...DISPUTE_ASSIGNEES.map((a) => ({ value: a, label: a }))]
export const STATUS_OPTIONS = DISPUTE_STATUSES.map((s) => ({ value: s, label: DISPUTE_STATUS_LABELS[s] }))

export interface DisputeFilters {
  search: string
  status: string
  priority: string
  assignee: string
  page: number
}

/** The list query of the screen's filters: empty ones are left out. */
export function disputesQuery(f: DisputeFilters): AdminDisputeListQuery {
  const query: AdminDisputeListQuery = { page: f.page }
  if (f.search.trim()) query.search = f.search.trim()
  if (f.status) query.status = f.status as DisputeStatus
  if (f.priority) query.priority = f.priority as DisputePriority
  if (f.assignee) query.assignee = f.assignee as AdminDisputeListQuery['assignee']
  return query
}

/** The CSV export's query: the list's filters as shown (the search applied last), without paging. */
export function disputesExportQuery(f: DisputeFilters): AdminDisputeExportQuery {
  const { page: _page, ...filters } = disputesQuery(f)
  return filters
}

const FIELD_LABELS: Record<DisputeHistoryDto['action'], string> = {
  opened: 'Opened',
  status: 'Status',
  assignee: 'Assignee',
  priority: 'Priority',
  resolution: 'Resolution',
  conversation_read: 'Conversation read',
}

/** One history row in words: "Status: Open → Resolved". */
export function historyLine(h: DisputeHistoryDto): string {
  const word = (v: string | null) =>
    v === null ? '—' : h.action === 'status' ? (DISPUTE_STATUS_LABELS[v as DisputeStatus] ?? v) : h.action === 'priority' ? (DISPUTE_PRIORITY_LABELS[v as DisputePriority] ?? v) : v
  if (h.action === 'opened') return 'Opened by the reporter'
  if (h.action === 'conversation_read') return 'An admin read the parties’ conversation'
  return `${FIELD_LABELS[h.action]}: ${word(h.from)} → ${word(h.to)}`
}
