import { useState } from 'react'
import { Link } from 'react-router-dom'
import {
  Button,
  Card,
  Page,
  ServerDataView,
  errorMessage,
  formatDate,
  formatUsd,
  toast,
  useServerData,
} from '@cosign/ui'
import { TotalFigure } from '@cosign/ui/total-figure'
import { MoneyBarChart } from '@cosign/ui/bar-chart'
import { DataTable } from '@cosign/ui/data-table'
import { LinkButton } from '@cosign/ui/link-button'
import type { PageProps } from '@cosign/ui'
import { earningsChartBars, earningsContractStatus, hasNoEarnings, monthLabel } from './earnings.js'
import { downloadEarningsCsv, loadEarnings } from './earnings-api.js'

/**
 * Earnings (/earnings, cosigners): payouts received and expected and the platform fees, per contract and per
 * month, as the server computed them (the same lines as each contract's payout breakdown), with the CSV export.
 */
export function EarningsPage({ label }: PageProps) {
  const earnings = useServerData('cosigner.earnings', (signal) => loadEarnings(signal), {
    errorFallback: 'Failed to load your earnings.',
  })
  const [downloading, setDownloading] = useState(false)

  async function download() {
    setDownloading(true)
    try {
      await downloadEarningsCsv()
    } catch (error) {
      toast({ title: 'Error', description: errorMessage(error, 'Could not download the CSV. Please try again.'), variant: 'error' })
    } finally {
      setDownloading(false)
    }
  }

  return (
    <Page
      title={label}
      description="What reaches your PayPal: each payment of your cosigner fee minus the 15% platform fee, received and still expected."
    >
      <ServerDataView
        state={earnings}
        loadingLabel="Loading your earnings…"
        loadingSize="page"
        errorTitle={(message) => message}
        isEmpty={hasNoEarnings}
        empty={{
          title: 'No earnings yet',
          description: 'Once a renter signs and pays a contract with you, your payouts appear here.',
          action: (
            <LinkButton to="/renter-requests" variant="secondary">
              Renter Requests
            </LinkButton>
          ),
        }}
      >
        {(data) => (
          <div className="ui-stack">
            <dl className="ui-grid" style={{ margin: 0 }} aria-label="Earnings totals">
              <TotalFigure title="Received" cents={data.totals.receivedCents} />
              <TotalFigure title="Expected" cents={data.totals.expectedCents} />
              <TotalFigure title="Platform fees" cents={data.totals.platformFeeCents} />
              <TotalFigure title="Cosigner fees" cents={data.totals.feeCents} />
            </dl>
            <div>
              <Button variant="secondary" onClick={() => void download()} loading={downloading} loadingText="Preparing the CSV…">
                Download CSV
              </Button>
            </div>

            <Card headingLevel={2} title="By contract">
              <DataTable
                label="Earnings by contract"
                columns={[
                  'Renter',
                  'Lease',
                  'Status',
                  { label: 'Cosigner fee', numeric: true },
                  { label: 'Platform fee', numeric: true },
                  { label: 'Received', numeric: true },
                  { label: 'Expected', numeric: true },
                ]}
              >
                {data.contracts.map((c) => (
                  <tr key={c.contractId}>
                    <td>
                      <Link to={`/contracts/${encodeURIComponent(c.contractId)}`}>{c.renterName}</Link>
                    </td>
                    <td>
                      {formatDate(c.leaseStartDate)} – {formatDate(c.leaseEndDate)}
                    </td>
                    <td>{earningsContractStatus(c.contractStatus)}</td>
                    <td className="ui-table__num">{formatUsd(c.feeCents)}</td>
                    <td className="ui-table__num">{formatUsd(c.platformFeeCents)}</td>
                    <td className="ui-table__num">{formatUsd(c.receivedCents)}</td>
                    <td className="ui-table__num">{formatUsd(c.expectedCents)}</td>
                  </tr>
                ))}
              </DataTable>
            </Card>

            <Card headingLevel={2} title="By month">
              <MoneyBarChart
                title="Payouts by month, received and expected"
                categoryLabel="Month"
                bars={earningsChartBars(data.months)}
              />
              <DataTable
                label="Earnings by month"
                columns={[
                  'Month',
                  { label: 'Received', numeric: true },
                  { label: 'Platform fees', numeric: true },
                  { label: 'Expected', numeric: true },
                ]}
              >
                {data.months.map((m) => (
                  <tr key={m.month}>
                    <td>{monthLabel(m.month)}</td>
                    <td className="ui-table__num">{formatUsd(m.receivedCents)}</td>
                    <td className="ui-table__num">{formatUsd(m.platformFeeCents)}</td>
                    <td className="ui-table__num">{formatUsd(m.expectedCents)}</td>
                  </tr>
                ))}
              </DataTable>
            </Card>
          </div>
        )}
      </ServerDataView>
    </Page>
  )
}
