import { DISPUTES_CSV_NAME, DISPUTE_STATUSES, DISPUTE_STATUS_LABELS } from '@cosign/api'
import { Button, Card, useServerData } from '@cosign/ui'
import type { DataTableColumn } from '@cosign/ui/data-table'
import { disputesApi } from './disputes-api.js'
import { ExportCsvButton } from '../../components/ExportCsvButton.js'
import { AdminTablePanel } from '../../components/AdminTablePanel.js'
import { DateTimeCell } from '../../components/DateTimeCell.js'
import { countLabel } from '../../components/page-count.js'
import { useListFilters } from '../../components/use-list-filters.js'
import { TabLinkButton } from '../dashboard/index.js'
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
import { useOpenedItem } from '../../components/use-opened-item.js'

const COLUMNS: readonly DataTableColumn[] = ['Created', 'Title', 'Reporter', 'Priority', 'Status', 'Assignee', 'Actions']

/** The admin "disputes" tab: four count cards, the filtered and paged list, and one dispute's detail. */
export function DisputesPanel() {
  const listFilters = useListFilters({ search: '', status: '', priority: '', assignee: '' })
  const filters: DisputeFilters = listFilters.filters
  const query = disputesQuery(filters)
  const list = useServerData(['admin.disputes', query], (signal) => disputesApi.list(query, signal), {
    keepPrevious: true,
  })
  const opened = useOpenedItem(list.reload)

  if (opened.openId) return <DisputeDetail id={opened.openId} onBack={opened.back} />

  const data = list.status === 'ready' ? list.data : null
  return (
    <AdminTablePanel
      header={
        <div className="ui-grid" aria-label="Disputes by status" role="group">
          {DISPUTE_STATUSES.map((status) => (
            <Card key={status} title={DISPUTE_STATUS_LABELS[status]} headingLevel={2} data-testid={`dispute-count-${status}`}>
              <p className="adm-stat__value">{data ? data.counts[status] : '—'}</p>
            </Card>
          ))}
        </div>
      }
      noun="dispute"
      search={listFilters.search({ label: 'Search disputes', placeholder: 'Title, description, reporter or id' })}
      filters={[
        listFilters.filter('Status', STATUS_FILTER, 'status'),
        listFilters.filter('Priority', PRIORITY_FILTER, 'priority'),
        listFilters.filter('Assignee', ASSIGNEE_FILTER, 'assignee'),
      ]}
      narrowed={listFilters}
      actions={<ExportCsvButton path={DISPUTES_CSV_PATH} query={{ ...disputesExportQuery(filters) }} name={DISPUTES_CSV_NAME} />}
      list={list}
      empty={{
        description: 'Nothing to settle: problems users report appear here. Questions users ask live are in Support.',
        action: <TabLinkButton tab="support">Open Support</TabLinkButton>,
      }}
      columns={COLUMNS}
      row={(d) => (
        <tr key={d.id} data-testid="dispute-row">
          <DateTimeCell at={d.createdAt} />
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
            <Button size="sm" variant="ghost" onClick={() => opened.open(d.id)} aria-label={`View dispute ${d.title}`}>
              View
            </Button>
          </td>
        </tr>
      )}
      summary={(page) =>
        page.totalIsLowerBound
          ? `More than ${page.total.toLocaleString()} disputes match: narrow the search`
          : countLabel(page.total, 'dispute')
      }
      pagerBusy={list.refreshing}
      onPage={listFilters.setPage}
    />
  )
}
