import {
  ADMIN_ACTION_LABELS,
  ADMIN_ACTIONS,
  AUDIT_PAGE_SIZE_DEFAULT,
  chatEndpoints,
  type AuditEntryDto,
  type AuditExportQuery,
  type AuditPageQuery,
} from '@cosign/api'
import { api } from '@cosign/ui'
import { filterOptions } from '../../components/filter-options.js'

/** The action filter's options; '' = every action. */
export const ACTION_FILTER = filterOptions('All actions', ADMIN_ACTIONS, (action) => ADMIN_ACTION_LABELS[action])

export interface AuditFilters {
  actorId: string
  action: string
  targetId: string
  from: string
  to: string
}
export const NO_AUDIT_FILTERS: AuditFilters = { actorId: '', action: '', targetId: '', from: '', to: '' }

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** The export's query: the filters that are set (an actor filter only once it is a whole id). */
export function auditExportQuery(filters: AuditFilters): AuditExportQuery {
  const query: AuditExportQuery = {}
  if (UUID.test(filters.actorId.trim())) query.actorId = filters.actorId.trim()
  if (filters.action) query.action = filters.action as AuditExportQuery['action']
  if (filters.targetId.trim()) query.targetId = filters.targetId.trim()
  if (filters.from) query.from = filters.from
  if (filters.to) query.to = filters.to
  return query
}

/** One page's query: the filters, `cursor` to continue. */
export function auditQuery(filters: AuditFilters, cursor: string | null, limit = AUDIT_PAGE_SIZE_DEFAULT): AuditPageQuery {
  return { ...auditExportQuery(filters), limit, ...(cursor ? { cursor } : {}) }
}

/** "before -> after" of one entry, in short: the fields that changed with their values. */
export function describeChange(entry: Pick<AuditEntryDto, 'before' | 'after'>): string {
  const show = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value))
  const keys = [...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})])]
  return keys
    .filter((key) => show(entry.before?.[key]) !== show(entry.after?.[key]))
    .map((key) => `${key}: ${entry.before && key in entry.before ? show(entry.before[key]) : '—'} → ${entry.after && key in entry.after ? show(entry.after[key]) : '—'}`)
    .join('; ')
}

export const AUDIT_CSV_PATH = '/chat/admin/audit.csv'

/** One page of the audit log (chat service, admins only). */
export const fetchAuditPage = (query: AuditPageQuery, signal?: AbortSignal) =>
  api.call(chatEndpoints.listAuditLog, { query }, { signal })
