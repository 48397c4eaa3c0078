import { useState } from 'react'
import { ADMIN_ACTION_LABELS, AUDIT_CSV_NAME, type AuditPageResponse } from '@cosign/api'
import {
  Button,
  Card,
  EmptyState,
  LoadErrorAlert,
  Select,
  ServerDataView,
  TextField,
  errorMessage,
  formatDateTime,
  useServerData,
} from '@cosign/ui'
import { DataTable } from '@cosign/ui/data-table'
import { ExportCsvButton } from '../../components/ExportCsvButton.js'
import { ClearFiltersButton } from '../../components/EmptyStateActions.js'
import { ACTION_FILTER, AUDIT_CSV_PATH, auditExportQuery, auditQuery, describeChange, fetchAuditPage, NO_AUDIT_FILTERS } from './audit.js'

const COLUMNS = ['Time', 'Admin', 'Action', 'Target', 'Change'] as const

/**
 * The admin "audit" tab (issue 30): every admin action (who, when, what, on what, before and after), newest first,
 * filtered by actor, action, target and days, with "Load more" and the server's CSV of the filtered log.
 */
export function AuditPanel() {
  const [filters, setFilters] = useState(NO_AUDIT_FILTERS)
  const [loadingMore, setLoadingMore] = useState(false)
  const [moreError, setMoreError] = useState<string | null>(null)
  const query = auditQuery(filters, null)
  const filtered = Object.values(filters).some((value) => value !== '')
  const log = useServerData(['admin.audit', query], (signal) => fetchAuditPage(query, signal))
  const set = (key: keyof typeof filters) => (value: string) => setFilters((f) => ({ ...f, [key]: value }))

  async function loadMore() {
    if (log.status !== 'ready' || !log.data.nextCursor || loadingMore) return
    const shown: AuditPageResponse = log.data
    setLoadingMore(true)
    setMoreError(null)
    try {
      const page = await fetchAuditPage(auditQuery(filters, shown.nextCursor))
      log.setData({ items: [...shown.items, ...page.items.filter((i) => !shown.items.some((s) => s.id === i.id))], nextCursor: page.nextCursor })
    } catch (error) {
      setMoreError(errorMessage(error))
    } finally {
      setLoadingMore(false)
    }
  }

  return (
    <Card title="Audit log" headingLevel={2}>
      <div className="ui-stack">
        <div className="adm-toolbar">
          <Select label="Action" options={ACTION_FILTER} value={filters.action} onChange={(e) => set('action')(e.target.value)} />
          <TextField label="Admin (user ID)" value={filters.actorId} onChange={(e) => set('actorId')(e.target.value)} />
          <TextField label="Target ID" value={filters.targetId} onChange={(e) => set('targetId')(e.target.value)} />
          <TextField label="From" type="date" value={filters.from} onChange={(e) => set('from')(e.target.value)} />
          <TextField label="To" type="date" value={filters.to} onChange={(e) => set('to')(e.target.value)} />
          <ExportCsvButton path={AUDIT_CSV_PATH} query={{ ...auditExportQuery(filters) }} name={AUDIT_CSV_NAME} />
        </div>
        <ServerDataView
          state={log}
          loadingLabel="Loading the audit log…"
          errorTitle="Could not load the audit log"
          empty={
            <EmptyState
              headingLevel={3}
              title="No admin actions"
              description={
                filtered
                  ? 'Try other filters, or clear them to see every admin action.'
                  : 'Refunds, reviews, suspensions and other admin actions appear here as admins take them.'
              }
              action={filtered ? <ClearFiltersButton onClear={() => setFilters(NO_AUDIT_FILTERS)} /> : null}
            />
          }
        >
          {(page) => (
            <>
              <DataTable label="Audit log table" columns={COLUMNS}>
                {page.items.map((entry) => (
                  <tr key={entry.id} data-testid="audit-row">
                    <td>
                      <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
                    </td>
                    <td>{entry.actorEmail ?? entry.actorId}</td>
                    <td>{ADMIN_ACTION_LABELS[entry.action] ?? entry.action}</td>
                    <td>
                      {entry.targetType} <code>{entry.targetId}</code>
                    </td>
                    <td>{describeChange(entry)}</td>
                  </tr>
                ))}
              </DataTable>
              {page.nextCursor ? (
                <Button variant="secondary" size="sm" onClick={() => void loadMore()} aria-busy={loadingMore || undefined}>
                  {loadingMore ? 'Loading…' : 'Load more'}
                </Button>
              ) : null}
              {moreError ? (
                <LoadErrorAlert title="Could not load more" onRetry={() => void loadMore()}>
                  {moreError}
                </LoadErrorAlert>
              ) : null}
            </>
          )}
        </ServerDataView>
      </div>
    </Card>
  )
}
