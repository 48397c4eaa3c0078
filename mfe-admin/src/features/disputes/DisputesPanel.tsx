import { useState, type FormEvent } from 'react'
import { DISPUTES_CSV_NAME, DISPUTE_STATUSES, DISPUTE_STATUS_LABELS } from '@cosign/api'
import {
  Button,
  Card,
  DataTable,
  EmptyState,
  Select,
  ServerDataView,
  TextField,
  formatDateTime,
  useServerData,
  type DataTableColumn,
} from '@cosign/ui'
import { disputesApi } from '@cosign/ui/disputes'
import { ExportCsvButton } from '../../components/ExportCsvButton.js'
import { Pager } from '../../components/Pager.js'
import { DisputeDetail } from './DisputeDetail.js'
import { DisputePriorityBadge, DisputeStatusBadge } from './DisputeBadges.js'
import {
  ASSIGNEE_FILTER,
  DISPUTES_CSV_PATH,
  PRIORITY_FILTER,
  STATUS_FILTER,
  disputesExportQuery,
  disputesQuery,
  type DisputeFilters,
} from './disputes.js'
import '../../components/admin-payments.css'

const COLUMNS: readonly DataTableColumn[] = ['Created', 'Title', 'Reporter', 'Priority', 'Status', 'Assignee', 'Actions']

/** The admin "disputes" tab: four count cards, the filtered and paged list, and one dispute's detail. */
export function DisputesPanel() {
  const [searchInput, setSearchInput] = useState('')
  const [filters, setFilters] = useState<DisputeFilters>({ search: '', status: '', priority: '', assignee: '', page: 1 })
  const [selected, setSelected] = useState<string | null>(null)
  const query = disputesQuery(filters)
  const list = useServerData(['admin.disputes', query], (signal) => disputesApi.list(query, signal), {
    keepPrevious: true,
  })
  const { reload } = list
  const setFilter = (key: 'status' | 'priority' | 'assignee', value: string) =>
    setFilters((f) => ({ ...f, [key]: value, page: 1 }))

  function applySearch(event: FormEvent) {
    event.preventDefault()
    setFilters((f) => ({ ...f, search: searchInput, page: 1 }))
  }

  if (selected)
    return (
      <DisputeDetail
        id={selected}
        onBack={() => {
          setSelected(null)
          void reload()
        }}
      />
    )

  const data = list.status === 'ready' ? list.data : null
  const filtered = filters.search || filters.status || filters.priority || filters.assignee
  return (
    <div className="ui-stack adm-panel">
      <div className="ui-grid" aria-label="Disputes by status" role="group">
        {DISPUTE_STATUSES.map((status) => (
          <Card key={status} title={DISPUTE_STATUS_LABELS[status]} headingLevel={2} data-testid={`dispute-count-${status}`}>
            <p className="adm-stat__value">{data ? data.counts[status] : '—'}</p>
          </Card>
        ))}
      </div>
      <form className="adm-toolbar" onSubmit={applySearch} role="search">
        <TextField
          label="Search disputes"
          type="search"
          placeholder="Title, description, reporter or id"
          value={searchInput}
          onChange={(event) => setSearchInput(event.target.value)}
        />
        <Select label="Status" options={STATUS_FILTER} value={filters.status} onChange={(e) => setFilter('status', e.target.value)} />
        <Select label="Priority" options={PRIORITY_FILTER} value={filters.priority} onChange={(e) => setFilter('priority', e.target.value)} />
        <Select label="Assignee" options={ASSIGNEE_FILTER} value={filters.assignee} onChange={(e) => setFilter('assignee', e.target.value)} />
        <div className="ui-row">
          <Button type="submit" variant="secondary">
            Search
          </Button>
          <ExportCsvButton path={DISPUTES_CSV_PATH} query={{ ...disputesExportQuery(filters) }} name={DISPUTES_CSV_NAME} />
        </div>
      </form>

      <ServerDataView
        state={list}
        loadingLabel="Loading disputes…"
        isEmpty={(page) => page.items.length === 0}
        empty={
          <EmptyState
            headingLevel={2}
            title="No disputes found"
            description={filtered ? 'Try another search or filter.' : 'Problems users report appear here.'}
          />
        }
      >
        {(data) => (
          <>
            <DataTable label="Disputes table" columns={COLUMNS}>
              {data.items.map((d) => (
                <tr key={d.id} data-testid="dispute-row">
                  <td className="adm-nowrap">{formatDateTime(d.createdAt)}</td>
                  <td>{d.title}</td>
                  <td>
                    {d.reporterName} <span className="adm-stat__note">({d.reporterRole === 'RENTER' ? 'Renter' : 'Cosigner'})</span>
                  </td>
                  <td>
                    <DisputePriorityBadge priority={d.priority} />
                  </td>
                  <td>
                    <DisputeStatusBadge status={d.status} />
                  </td>
                  <td>{d.assignedTo ?? 'Unassigned'}</td>
                  <td>
                    <Button size="sm" variant="ghost" onClick={() => setSelected(d.id)} aria-label={`View dispute ${d.title}`}>
                      View
                    </Button>
                  </td>
                </tr>
              ))}
            </DataTable>
            <Pager
              label="Disputes pages"
              page={data.page}
              total={data.total}
              pageSize={data.pageSize}
              summary={
                data.totalIsLowerBound
                  ? `More than ${data.total.toLocaleString()} disputes match: narrow the search`
                  : `${data.total} dispute${data.total === 1 ? '' : 's'}`
              }
              busy={list.refreshing}
              onPage={(page) => setFilters((f) => ({ ...f, page }))}
            />
          </>
        )}
      </ServerDataView>
    </div>
  )
}
