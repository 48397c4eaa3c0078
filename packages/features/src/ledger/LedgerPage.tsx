import { useEffect, useState } from 'react'
import { Link, useLocation, useSearchParams } from 'react-router-dom'
import {
  CONTRACT_MESSAGES,
  PAYMENT_MESSAGES,
  type LedgerEntryDto,
  type ReplacementCreditDto,
} from '@cosign/api'
import {
  Alert,
  Badge,
  Button,
  Card,
  Dialog,
  EmptyState,
  Page,
  Select,
  ServerDataView,
  errorMessage,
  formatDateTime,
  formatUsd,
  subscribeRealtime,
  toast,
  useServerData,
  useSession,
} from '@cosign/ui'
import { TotalFigure } from '@cosign/ui/total-figure'
import { MoneyBarChart } from '@cosign/ui/bar-chart'
import { DataTable } from '@cosign/ui/data-table'
import { Tabs } from '@cosign/ui/tabs'
import { LinkButton } from '@cosign/ui/link-button'
import { followCheckout } from '../checkout/index.js'
import { MyContractsLink, contractsApi, useContractSummaries } from '../contract/index.js'
import { contractOptions, contractPartiesLabel } from '../contract-options.js'
import {
  contractPath,
  formatLeaseDate,
  ledgerByDueDateDesc,
  ledgerStatusBadgeVariant,
  ledgerStatusLabel,
} from '@cosign/ui/contract-format'
import type { PageProps } from '@cosign/ui'
import { ContractConversation } from '../chat/index.js'
import { ledgerApi } from './ledger-api.js'
import { CREDIT_STATUS_LABELS, ENTRY_TYPE_LABELS, canPayEntry, creditBadgeVariant, ledgerChartBars } from './ledger.js'

/** Ledger Dashboard (/ledger): the payment ledger of the user's contracts, replacement credits, and chat. */
export function LedgerPage({ label }: PageProps) {
  const { user } = useSession()
  const { hash } = useLocation()
  const [tab, setTab] = useState('ledger')
  const isRenter = user?.role === 'RENTER'

  useEffect(() => {
    if (hash === '#credits') document.getElementById('credits')?.scrollIntoView()
  }, [hash])

  return (
    <Page title={label} description="Payments, due dates and balances of your contracts.">
      <Tabs
        label="Ledger sections"
        value={tab}
        onChange={setTab}
        items={[
          {
            id: 'ledger',
            label: 'Payment Ledger',
            content: (
              <div className="ui-stack">
                <PaymentLedger canPay={isRenter} />
                {isRenter ? <Credits /> : null}
              </div>
            ),
          },
          {
            id: 'chat',
            label: 'Chat',
            content: <LedgerChat />,
          },
        ]}
      />
    </Page>
  )
}

/** The Chat tab: the conversation of the contract chosen in the ledger (?contractId=), else a way to choose one. */
function LedgerChat() {
  const [search] = useSearchParams()
  const contractId = search.get('contractId') ?? ''
  return (
    <Card headingLevel={2} title="Chat">
      {contractId ? (
        <ContractConversation contractId={contractId} />
      ) : (
        <div className="ui-stack">
          <p style={{ margin: 0 }}>Choose a contract in the Payment Ledger tab to talk with its other party here, or open all your conversations.</p>
          <div>
            <LinkButton to="/chat">
              Open Chat
            </LinkButton>
          </div>
        </div>
      )}
    </Card>
  )
}

function PaymentLedger({ canPay }: { canPay: boolean }) {
  const [search, setSearch] = useSearchParams()
  const contractId = search.get('contractId') ?? ''
  // The contract filter's choices (without them it offers "All contracts" only).
  const contracts = useContractSummaries({ limit: 100 })
  // Read again on every contract push; a failed background read keeps the ledger on screen.
  const ledger = useServerData(['contracts.ledger', contractId], (signal) =>
    ledgerApi.ledger(contractId || undefined, signal),
  )
  const { reload: reloadLedger } = ledger
  useEffect(() => subscribeRealtime('contract.updated', () => void reloadLedger()), [reloadLedger])
  const [paying, setPaying] = useState<string | null>(null)

  function chooseContract(id: string) {
    const next = new URLSearchParams(search)
    if (id) next.set('contractId', id)
    else next.delete('contractId')
    setSearch(next, { replace: true })
  }

  async function pay(entry: LedgerEntryDto) {
    setPaying(entry.id)
    try {
      const checkout = await contractsApi.checkout('contract_installment', entry.id)
      if (followCheckout(checkout)) return
      toast({ title: 'Paid', description: 'This installment is paid.', variant: 'success' })
      await reloadLedger()
    } catch (error) {
      toast({ title: PAYMENT_MESSAGES.paymentErrorTitle, description: errorMessage(error), variant: 'error' })
    }
    setPaying(null)
  }

  // Why a contract's installments wait (the server's words), in place of their Pay button.
  const holdOf = (id: string) => contracts.find((item) => item.id === id)?.paymentHold ?? null

  const contractName = (id: string) => {
    const c = contracts.find((item) => item.id === id)
    return c ? contractPartiesLabel(c) : 'Contract'
  }

  return (
    <div className="ui-stack">
      <div style={{ maxWidth: 420 }}>
        <Select
          label="Contract"
          value={contractId}
          onChange={(event) => chooseContract(event.target.value)}
          options={contractOptions(
            contracts,
            contractId,
            'All contracts',
            (c) => `${contractPartiesLabel(c)} (${formatLeaseDate(c.leaseStartDate)})`,
          )}
        />
      </div>
      <ServerDataView
        state={ledger}
        loadingLabel="Loading the ledger…"
        loadingSize="screen"
        errorTitle={CONTRACT_MESSAGES.loadFailed}
      >
        {(data) => (
          <>
            {/* The server's breakdown of the contracts in view: the same figures as the contract page. */}
            {data.renterSummary ? (
              <dl className="ui-grid" style={{ margin: 0 }} aria-label="Renter totals">
                <TotalFigure title="Total" cents={data.renterSummary.totalCents} />
                <TotalFigure title="Paid" cents={data.renterSummary.paidCents} />
                <TotalFigure title="Still due" cents={data.renterSummary.dueCents} />
                <OverdueTotal cents={data.totals.overdueCents} />
              </dl>
            ) : null}
            {data.renterSummary && data.renterSummary.serviceFeesCents > 0 ? (
              <p className="ui-field__hint" style={{ margin: 0 }}>
                The total includes {formatUsd(data.renterSummary.serviceFeesCents)} of matching and contact unlock
                fees paid toward these matches, besides the cosigner fees ({formatUsd(data.renterSummary.cosignerFeeCents)}) and
                processing fees ({formatUsd(data.renterSummary.processingFeeCents)}).
              </p>
            ) : null}
            {data.cosignerSummary ? (
              <dl className="ui-grid" style={{ margin: 0 }} aria-label="Cosigner totals">
                <TotalFigure title="Cosigner fee" cents={data.cosignerSummary.feeCents} />
                <TotalFigure title="Platform fee (15%)" cents={data.cosignerSummary.platformFeeCents} />
                <TotalFigure title="Payout received" cents={data.cosignerSummary.receivedCents} />
                <TotalFigure title="Payout expected" cents={data.cosignerSummary.expectedCents} />
              </dl>
            ) : null}
            {!data.renterSummary && !data.cosignerSummary ? (
              <dl className="ui-grid" style={{ margin: 0 }} aria-label="Totals">
                <TotalFigure title="Paid" cents={data.totals.paidCents} />
                <TotalFigure title="Outstanding" cents={data.totals.outstandingCents} />
                <OverdueTotal cents={data.totals.overdueCents} />
              </dl>
            ) : null}
            {data.entries.length === 0 ? (
              <EmptyState
                title="No ledger entries yet"
                description="Payments of your contracts, with their due and paid dates, appear here once a contract is signed."
                action={<MyContractsLink />}
              />
            ) : (
              <>
                {/* The server's entries over time; overdue ones are hatched in the danger colour. */}
                <Card headingLevel={2} title="Payments over time">
                  <MoneyBarChart
                    title="Each entry's amount by due date: paid, due and overdue"
                    categoryLabel="Due date"
                    bars={ledgerChartBars(data.entries)}
                  />
                </Card>
                <DataTable
                  label="Ledger entries"
                  columns={[
                    'Due date',
                    'Description',
                    'Type',
                    ...(contractId ? [] : ['Contract']),
                    { label: 'Amount', numeric: true },
                    'Status',
                    'Paid',
                    ...(canPay ? ['Action'] : []),
                  ]}
                >
                  {ledgerByDueDateDesc(data.entries).map((entry) => (
                    <tr key={entry.id}>
                      <td>{formatLeaseDate(entry.dueDate)}</td>
                      <td>{entry.description}</td>
                      <td>{ENTRY_TYPE_LABELS[entry.entryType] ?? entry.entryType}</td>
                      {contractId ? null : (
                        <td>
                          <Link to={contractPath(entry.contractId)}>{contractName(entry.contractId)}</Link>
                        </td>
                      )}
                      <td className="ui-table__num">{formatUsd(entry.amountCents)}</td>
                      <td>
                        <Badge variant={ledgerStatusBadgeVariant(entry.status)}>{ledgerStatusLabel(entry.status)}</Badge>
                      </td>
                      <td>{entry.paidDate ? formatLeaseDate(entry.paidDate) : '—'}</td>
                      {canPay ? (
                        <td>
                          {canPayEntry(entry) && holdOf(entry.contractId) ? (
                            <span className="ui-field__hint">{holdOf(entry.contractId)}</span>
                          ) : canPayEntry(entry) ? (
                            <Button
                              size="sm"
                              onClick={() => void pay(entry)}
                              loading={paying === entry.id}
                              loadingText="Opening PayPal…"
                              disabled={paying !== null}
                              aria-label={`Pay ${formatUsd(entry.amountCents)} due ${formatLeaseDate(entry.dueDate)}`}
                            >
                              Pay
                            </Button>
                          ) : null}
                        </td>
                      ) : null}
                    </tr>
                  ))}
                </DataTable>
              </>
            )}
          </>
        )}
      </ServerDataView>
    </div>
  )
}

/** The overdue total, in the danger colour once anything is overdue. */
function OverdueTotal({ cents }: { cents: number }) {
  return <TotalFigure title="Overdue" cents={cents} danger={cents > 0} />
}

/** The renter's Cosigner Replacement Guarantee credits; an available one can be refunded to PayPal instead. */
function Credits() {
  const credits = useServerData(
    'payments.credits',
    async (signal) => (await ledgerApi.credits(signal)).items,
  )
  const [confirming, setConfirming] = useState<ReplacementCreditDto | null>(null)
  const [busy, setBusy] = useState(false)
  const [refundError, setRefundError] = useState<string | null>(null)


  async function refund() {
    if (!confirming) return
    setBusy(true)
    setRefundError(null)
    try {
      await ledgerApi.refundCredit(confirming.id)
      toast({ title: 'Refund requested', description: 'The credit goes back to your PayPal account.', variant: 'success' })
      setConfirming(null)
      await credits.reload()
    } catch (error) {
      setRefundError(errorMessage(error, CONTRACT_MESSAGES.creditUnavailable))
    } finally {
      setBusy(false)
    }
  }

  return (
    <Card headingLevel={2} title="Replacement credits" id="credits">
      <p className="ui-page__description" style={{ marginTop: 0 }}>
        If a cosigner cancels after you paid, what you paid becomes a credit: it pays step 1 of your next contract
        with another cosigner, or you can have it refunded to PayPal.
      </p>
      <ServerDataView
        state={credits}
        loadingLabel="Loading credits…"
        errorTitle="Could not load your credits"
        empty={
          <EmptyState
            headingLevel={3}
            illustration="money"
            title="You have no replacement credits"
            description="Nothing is owed to you. Your contracts and where each one stands are on My Contracts."
            action={<MyContractsLink />}
          />
        }
      >
        {(items) => (
          <ul className="ui-list-plain ui-stack" aria-label="Replacement credits">
            {items.map((credit) => (
              <li key={credit.id} className="ui-card">
                <div className="ui-between">
                  <strong>{formatUsd(credit.amountCents)}</strong>
                  <Badge variant={creditBadgeVariant(credit.status)}>{CREDIT_STATUS_LABELS[credit.status]}</Badge>
                </div>
                <p className="ui-field__hint" style={{ margin: 'var(--ui-space-1) 0 var(--ui-space-2)' }}>
                  From the cancelled <Link to={contractPath(credit.sourceContractId)}>contract</Link>,{' '}
                  {formatDateTime(credit.createdAt)}
                  {credit.appliedToContractId ? (
                    <>
                      {' '}
                      · applied to <Link to={contractPath(credit.appliedToContractId)}>this contract</Link>
                    </>
                  ) : null}
                </p>
                {credit.status === 'available' ? (
                  <Button variant="secondary" size="sm" onClick={() => setConfirming(credit)}>
                    Refund to PayPal instead
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </ServerDataView>
      <Dialog
        open={confirming !== null}
        onClose={() => (busy ? undefined : setConfirming(null))}
        title="Refund this credit?"
      >
        <div className="ui-stack">
          <p style={{ margin: 0 }}>
            {confirming ? formatUsd(confirming.amountCents) : ''} goes back to the PayPal account you paid with. The
            credit can then no longer pay a contract with another cosigner.
          </p>
          {refundError ? <Alert variant="error">{refundError}</Alert> : null}
          <div className="ui-row">
            <Button variant="danger" onClick={() => void refund()} loading={busy} loadingText="Refunding…">
              Refund to PayPal
            </Button>
            <Button variant="secondary" onClick={() => setConfirming(null)} disabled={busy}>
              Keep the credit
            </Button>
          </div>
        </div>
      </Dialog>
    </Card>
  )
}
