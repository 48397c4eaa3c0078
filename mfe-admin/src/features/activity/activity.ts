import {
  ACTIVITY_PAGE_SIZE_DEFAULT,
  ACTIVITY_TYPE_LABELS,
  ACTIVITY_TYPES,
  type ActivityEventDto,
  type ActivityExportQuery,
  type ActivityPageQuery,
  chatEndpoints,
} from '@cosign/api'
import { api } from '@cosign/ui'
import { filterOptions } from '../../components/filter-options.js'

/** The type filter's options; '' = every type. */
export const TYPE_FILTER = filterOptions('All activity types', ACTIVITY_TYPES, (type) => ACTIVITY_TYPE_LABELS[type])

export interface ActivityFilters {
  clientId: string
  type: string
}

/** The request for one page of the filtered timeline: empty filters are left out; `cursor` continues a list. */
export function activityQuery(filters: ActivityFilters, cursor: string | null, limit = ACTIVITY_PAGE_SIZE_DEFAULT): ActivityPageQuery {
  const query: ActivityPageQuery = { limit }
  if (filters.clientId) query.clientId = filters.clientId
  if (filters.type) query.type = filters.type as ActivityPageQuery['type']
  if (cursor) query.cursor = cursor
  return query
}

/** The CSV export's query: the timeline's filters, without cursor and page size. */
export function activityExportQuery(filters: ActivityFilters): ActivityExportQuery {
  const { clientId, type } = activityQuery(filters, null)
  return { ...(clientId ? { clientId } : {}), ...(type ? { type } : {}) }
}

/** The next page appended to what is shown; a row already shown (a page boundary that moved) is not repeated. */
export function appendPage(shown: ActivityEventDto[], page: ActivityEventDto[]): ActivityEventDto[] {
  const ids = new Set(shown.map((item) => item.id))
  return [...shown, ...page.filter((item) => !ids.has(item.id))]
}

/** The client's name as the timeline shows it (an account whose sign-up event was not seen has none). */
export function clientLabel(item: Pick<ActivityEventDto, 'clientName' | 'clientId'>): string {
  return item.clientName ?? `Client ${item.clientId.slice(0, 8)}`
}

/** The activity CSV export (ExportCsvButton's path). */
export const ACTIVITY_CSV_PATH = '/chat/admin/activity.csv'

/** One page of the timeline (chat service, admins only). */
export const fetchActivityPage = (query: ActivityPageQuery, signal?: AbortSignal) =>
  api.call(chatEndpoints.listActivity, { query }, { signal })
