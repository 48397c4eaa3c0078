import { useState } from 'react'
import { useSearchParams } from 'react-router-dom'
import { PAYMENT_STATUSES, isUuid, TRANSACTIONS_CSV_NAME, type TransactionDto } from '@cosign/api'
import { Button, Card, formatDateTime, formatUsd, paymentStatusLabel, useServerData } from '@cosign/ui'
import { PaymentStatusBadge } from '@cosign/ui/payment-status-badge'
import type { DataTableColumn } from '@cosign/ui/data-table'
import { LiveContractMoneyBreakdown } from '@cosign/features/contract'
import { NotesDialog } from './NotesDialog.js'
import { canRefund, purposeLabel, transactionsQuery, type NotesAction } from './transactions.js'
import { TRANSACTIONS_CSV_PATH, listTransactions } from './transactions-api.js'
import { DetailList } from '@cosign/ui/detail-list'
import { ExportCsvButton } from '../../components/ExportCsvButton.js'
import { AdminTablePanel } from '../../components/AdminTablePanel.js'
import { DateTimeCell } from '../../components/DateTimeCell.js'
import { useListFilters } from '../../components/use-list-filters.js'
import { TabLinkButton } from '../dashboard/index.js'
import '../../components/admin-payments.css'
import { filterOptions } from '../../components/filter-options.js'

/** Options of the status filter; '' = every status. */
const STATUS_FILTER_OPTIONS = filterOptions('All statuses', PAYMENT_STATUSES, paymentStatusLabel)

const TRANSACTION_COLUMNS: readonly DataTableColumn[] = [
  'Date',
  'Renter',
  'Cosigner',
  { label: 'Amount', numeric: true },
  'Status',
  'Method',
  'Actions',
]

/** The admin "transactions" tab: search, status filter, paging, CSV export, details, refund and adjust. */
export function TransactionsPanel() {
  const listFilters = useListFilters({ search: '', status: '' })
  const { search, status } = listFilters.filters
  const [selected, setSelected] = useState<TransactionDto | null>(null)
  const [dialog, setDialog] = useState<{ action: NotesAction; transaction: TransactionDto } | null>(null)
  // ?client=<user id>: one client's history (the client profile's Transaction History action).
  const [params, setParams] = useSearchParams()
  const clientParam = params.get('client')
  const clientId = isUuid(clientParam) ? clientParam.toLowerCase() : null
  const clientFilter = clientId ? { userId: clientId } : {}

  const query = { ...transactionsQuery(listFilters.filters), ...clientFilter }
  const transactions = useServerData(['admin.transactions', query], (signal) =>
    listTransactions(query, signal),
  )

  function onActionDone(updated: TransactionDto) {
    setDialog(null)
    if (selected?.id === updated.id) setSelected(updated)
    void transactions.reload()
  }

  function showEveryClient() {
    const next = new URLSearchParams(params)
    next.delete('client')
    setParams(next, { replace: true })
  }
  // One client's history counts as a filter: clearing shows every client's payments again.
  const narrowed = {
    filtered: listFilters.filtered || clientId !== null,
    clear() {
      showEveryClient()
      listFilters.clear()
    },
  }

  const dialogElement = dialog ? (
    <NotesDialog
      action={dialog.action}
      transaction={dialog.transaction}
      onClose={() => setDialog(null)}
      onDone={onActionDone}
    />
  ) : null

  if (selected) {
    return (
      <>
        <TransactionDetails
          transaction={selected}
          onBack={() => setSelected(null)}
          onAction={(action) => setDialog({ action, transaction: selected })}
        />
        {dialogElement}
      </>
    )
  }

  return (
    <AdminTablePanel
      header={
        clientId ? (
          <div className="ui-row adm-client-filter" role="status">
            <span>Showing one client&apos;s transactions (as payer, renter or cosigner).</span>
            <Button
              variant="secondary"
              size="sm"
              onClick={() => {
                showEveryClient()
                listFilters.setPage(1)
              }}
            >
              Show all transactions
            </Button>
          </div>
        ) : null
      }
      noun="transaction"
      search={listFilters.search({ label: 'Search transactions', placeholder: 'Renter, cosigner or transaction id' })}
      filters={[listFilters.filter('Status', STATUS_FILTER_OPTIONS, 'status')]}
      narrowed={narrowed}
      actions={
        <ExportCsvButton
          path={TRANSACTIONS_CSV_PATH}
          query={{ ...transactionsQuery({ search, status }), ...clientFilter }}
          name={TRANSACTIONS_CSV_NAME}
        />
      }
      list={transactions}
      empty={{
        description: 'Payments appear here once users pay; check the prices they will pay in Services.',
        action: <TabLinkButton tab="services">Open Services</TabLinkButton>,
      }}
      columns={TRANSACTION_COLUMNS}
      row={(item) => (
        <tr key={item.id} data-testid="transaction-row">
          <DateTimeCell at={item.createdAt} />
          <td>{item.renterName ?? '—'}</td>
          <td>{item.cosignerName ?? '—'}</td>
          <td className="ui-table__num">{formatUsd(item.amountCents)}</td>
          <td>
            <PaymentStatusBadge status={item.status} />
          </td>
          <td>PayPal</td>
          <td>
            <div className="ui-row" style={{ flexWrap: 'nowrap' }}>
              <Button size="sm" variant="ghost" onClick={() => setSelected(item)}>
                View
              </Button>
              {canRefund(item.status) ? (
                <Button size="sm" variant="ghost" onClick={() => setDialog({ action: 'refund', transaction: item })}>
                  Refund
                </Button>
              ) : null}
              <Button size="sm" variant="ghost" onClick={() => setDialog({ action: 'adjust', transaction: item })}>
                Adjust
              </Button>
            </div>
          </td>
        </tr>
      )}
      onPage={listFilters.setPage}
    >
      {dialogElement}
    </AdminTablePanel>
  )
}

function TransactionDetails({
  transaction: t,
  onBack,
  onAction,
}: {
  transaction: TransactionDto
  onBack: () => void
  onAction: (action: NotesAction) => void
}) {
  const rows: Array<[string, string]> = [
    ['Transaction ID', t.transactionId ?? '—'],
    ['Payment ID', t.id],
    ['PayPal order', t.orderId ?? '—'],
    ['Type', purposeLabel(t.purpose)],
    ['Description', t.description || '—'],
    ['Amount', formatUsd(t.amountCents)],
    ['Status', paymentStatusLabel(t.status)],
    ['Method', 'PayPal'],
    ['Renter', t.renterName ?? '—'],
    ['Cosigner', t.cosignerName ?? '—'],
    ['Paid to', t.payeeEmail ?? 'Platform'],
    ['Created', formatDateTime(t.createdAt)],
    ['Completed', formatDateTime(t.completedAt)],
    ['Refunded', formatDateTime(t.refundedAt)],
    ['Adjusted', formatDateTime(t.adjustedAt)],
    ['Failure reason', t.failureReason ?? '—'],
    ['Notes', t.notes ?? '—'],
  ]
  return (
    <Card title="Transaction details" headingLevel={2}>
      <div className="ui-row" style={{ marginBottom: 'var(--ui-space-4)' }}>
        <Button variant="secondary" onClick={onBack}>
          ← Back to transactions
        </Button>
      </div>
      <DetailList rows={rows} />
      {t.contractId ? (
        // The contract this payment belongs to, as the server breaks it down for both parties (the renter's and
        // the cosigner's screens show the same figures).
        <section aria-label="Contract breakdown" className="ui-stack" style={{ marginBottom: 'var(--ui-space-4)' }}>
          <h3 style={{ margin: 0 }}>Contract breakdown</h3>
          <LiveContractMoneyBreakdown contractId={t.contractId} headingLevel={3} />
        </section>
      ) : null}
      <div className="ui-row">
        {canRefund(t.status) ? (
          <Button variant="danger" onClick={() => onAction('refund')}>
            Refund
          </Button>
        ) : null}
        <Button variant="secondary" onClick={() => onAction('adjust')}>
          Adjust
        </Button>
      </div>
    </Card>
  )
}
