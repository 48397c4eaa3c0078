import { useState } from 'react'
import { Link, useNavigate, useSearchParams } from '../routing/router.js'
import { MESSAGES, PAYMENT_MESSAGES, type CheckoutRequest, type ReceiptSummary } from '@cosign/api'
import {
  Alert,
  Button,
  buttonClass,
  Card,
  EmptyState,
  PageHeader,
  ServerDataView,
  Spinner,
  errorMessage,
  formatDateTime,
  formatUsd,
  isApiError,
  toast,
  useServerData,
  useSession,
  type ServerData,
} from '@cosign/ui'
import { listMyPayments } from '@cosign/ui/payment-history'
import { PaymentStatusBadge } from '@cosign/ui/payment-status-badge'
import { DataTable, type DataTableColumn } from '@cosign/ui/data-table'
import { createCheckout, followCheckout, usePrices } from '@cosign/features/checkout'
import { EmailVerificationRequired } from '@cosign/features/email-verification'
import { LiveContractMoneyBreakdown } from '@cosign/features/contract'
import type { PageProps } from '@cosign/ui'
import {
  CONTRACT_PURPOSES,
  continueTarget,
  isValidAmount,
  livePriceCents,
  newestFirst,
  purposeLabel,
  readPayRequest,
  roleAllowedFor,
  type PayRequest,
} from './payments.js'
import { ReportProblemButton } from '@cosign/features/disputes'
import { ReceiptDownloadButton, listReceipts, receiptsByPayment } from '@cosign/features/receipts'
import './checkout.css'

/**
 * The payment center (/payment and /payments), for renters and cosigners alike: a pay card for the step another
 * flow linked to, and history. A shell screen, loaded on demand (layout/RouteContent.tsx).
 */
export default function PaymentPage({ label }: PageProps) {
  const search = useSearchParams()
  const payRequest = readPayRequest(search)
  return (
    <section className="ui-page pay-page">
      <PageHeader
        title={label}
        description={
          payRequest.kind === 'none'
            ? 'Every payment you have made through PayPal, and how each one ended.'
            : 'Pay through PayPal for the step you came here for; your payments are listed below.'
        }
      />
      <div className="ui-stack">
        {payRequest.kind !== 'none' ? <PayCard request={payRequest} /> : <NothingToPay />}
        <PaymentHistory />
      </div>
    </section>
  )
}

/**
 * /payment opened on its own has nothing to pay: say where payments start instead of a pay card with no
 * subject (issue 15). Each link goes to the screen that sells that step.
 */
function NothingToPay() {
  const { user } = useSession()
  const role = user?.role
  return (
    <Card title="Nothing to pay right now" headingLevel={2}>
      <p className="ui-page__description" style={{ marginTop: 0 }}>
        Payments start from what you are paying for:
      </p>
      <ul className="pay-starts">
        {role !== 'COSIGNER' ? (
          <>
            <li>
              <Link to="/listings">Browse listings</Link> and open a cosigner&apos;s profile to unlock their contact
              details.
            </li>
            <li>
              <Link to="/dashboard?view=find-cosigner">Find Your Cosigner</Link> on your dashboard to pay for
              matching.
            </li>
          </>
        ) : (
          <li>
            <Link to="/profile/cosigner">Your cosigner profile</Link>: its creation fee is paid from the profile form.
          </li>
        )}
        <li>
          <Link to="/contracts">Your contracts</Link>: a signed contract&apos;s payment steps are paid from the
          contract.
        </li>
      </ul>
    </Card>
  )
}

function PayCard({ request }: { request: Exclude<PayRequest, { kind: 'none' }> }) {
  const navigate = useNavigate()
  const { user } = useSession()
  // The live prices (@cosign/ui's shared list; the checkout is priced by the server anyway).
  const prices = usePrices()
  const [starting, setStarting] = useState(false)
  const [error, setError] = useState<string | null>(null)

  if (request.kind === 'invalid') {
    return (
      <Card title="Make a payment" headingLevel={2}>
        <Alert variant="error">{request.message}</Alert>
      </Card>
    )
  }

  const { purpose, subjectId } = request
  const requiredRole = roleAllowedFor(purpose)
  const wrongRole = requiredRole !== null && user !== null && user.role !== requiredRole
  const price = prices.status === 'ready' ? livePriceCents(purpose, prices.data) : undefined
  const amountInvalid = typeof price === 'number' && !isValidAmount(price)

  async function startCheckout() {
    setError(null)
    setStarting(true)
    try {
      const body: CheckoutRequest = { purpose, ...(subjectId ? { subjectId } : {}) }
      const answer = await createCheckout(body)
      if (!isValidAmount(answer.amountCents)) {
        setError(MESSAGES.invalidPaymentAmount)
        setStarting(false)
        return
      }
      // Leave for PayPal's approval page; it returns to /success or /cancel. No approval URL: a replacement
      // credit already paid the step, so go on as /success would.
      if (!followCheckout(answer)) {
        toast({ title: 'Paid with your credit', description: purposeLabel(purpose), variant: 'success' })
        navigate(purpose === 'contract_installment' ? '/ledger' : continueTarget(purpose, subjectId ?? null))
      }
    } catch (err) {
      const message =
        isApiError(err) && err.code === 'INVALID_AMOUNT' ? MESSAGES.invalidPaymentAmount : errorMessage(err)
      setError(message)
      toast({ title: PAYMENT_MESSAGES.paymentErrorTitle, description: message, variant: 'error' })
      setStarting(false)
    }
  }

  return (
    <Card title="Make a payment" headingLevel={2} aria-live="polite">
      <dl className="ui-details pay-summary">
        <div>
          <dt>For</dt>
          <dd>{purposeLabel(purpose)}</dd>
        </div>
        <div>
          <dt>Amount</dt>
          <dd data-testid="pay-amount">
            {prices.status === 'loading' ? (
              <Spinner label="Loading the price…" />
            ) : typeof price === 'number' ? (
              formatUsd(price)
            ) : price === null || prices.status === 'error' ? (
              CONTRACT_PURPOSES.has(purpose) ? (
                'Calculated from your contract at checkout'
              ) : (
                'Shown on the PayPal page'
              )
            ) : (
              PAYMENT_MESSAGES.serviceUnavailable
            )}
          </dd>
        </div>
      </dl>
      {prices.status === 'error' && !CONTRACT_PURPOSES.has(purpose) ? (
        <div className="ui-row" style={{ marginBottom: 'var(--ui-space-3)' }}>
          <Alert variant="error">Prices could not be loaded: {prices.message}</Alert>
          <Button variant="secondary" size="sm" onClick={() => void prices.reload()}>
            Retry
          </Button>
        </div>
      ) : null}
      {wrongRole ? (
        <Alert variant="error">
          {requiredRole === 'RENTER' ? MESSAGES.rentersOnlyAccessDenied : 'Only cosigners pay this fee.'}
        </Alert>
      ) : null}
      {amountInvalid ? <Alert variant="error">{MESSAGES.invalidPaymentAmount}</Alert> : null}
      {error ? <Alert variant="error">{error}</Alert> : null}
      <EmailVerificationRequired toDo="pay" />
      <p className="ui-page__description">
        You will approve the payment on PayPal&apos;s page and come back here. Nothing is charged until you
        approve.
      </p>
      <Button
        onClick={() => void startCheckout()}
        loading={starting}
        loadingText="Redirecting to PayPal…"
        disabled={wrongRole || amountInvalid || price === 'unavailable' || prices.status === 'loading'}
      >
        {typeof price === 'number' && !amountInvalid
          ? `Pay ${formatUsd(price)} with PayPal`
          : 'Continue to PayPal'}
      </Button>
    </Card>
  )
}

/** A payment's receipts (its receipt, then its refund receipt), once the receipts have loaded. */
function PaymentReceipts({
  state,
  paymentId,
}: {
  state: ServerData<Map<string, ReceiptSummary[]>>
  paymentId: string
}) {
  if (state.status === 'loading') return <Spinner label="Loading receipts…" />
  if (state.status === 'error') return <span className="pay-table__sub">Receipts could not be loaded</span>
  const mine = state.data?.get(paymentId) ?? []
  if (mine.length === 0) return null
  return (
    <div className="pay-receipts">
      {mine.map((receipt) => (
        <ReceiptDownloadButton key={receipt.id} receipt={receipt} />
      ))}
    </div>
  )
}

const HISTORY_COLUMNS: readonly DataTableColumn[] = [
  'Date',
  'For',
  { label: 'Amount', numeric: true },
  'Status',
  'Actions',
]

function PaymentHistory() {
  const { user } = useSession()
  const payments = useServerData('payments.mine', async (signal) =>
    newestFirst(await listMyPayments({}, signal)),
  )
  // Receipts load beside the history: the list shows even if they cannot be read (the row says so).
  const receipts = useServerData('payments.receipts', async (signal) => receiptsByPayment(await listReceipts({}, signal)))

  return (
    <Card title="Payment history" headingLevel={2}>
      <ServerDataView
        state={payments}
        loadingLabel="Loading your payments…"
        errorTitle="Your payments could not be loaded"
        empty={{
          headingLevel: 3,
          title: 'No payments yet',
          illustration: 'money',
          description:
            'Payments you make for your profile, contacts, matches and contracts will appear here.',
          action: user?.role === 'COSIGNER' ? (
            <Link to="/profile/cosigner" className={buttonClass('secondary')}>
              Go to your profile
            </Link>
          ) : user?.role === 'RENTER' ? (
            <Link to="/dashboard?view=find-cosigner" className={buttonClass('secondary')}>
              Find your cosigner
            </Link>
          ) : null,
        }}
      >
        {(items) => (
          <>
          <DataTable label="Payment history table" columns={HISTORY_COLUMNS} className="pay-table">
            {items.map((payment) => (
              <tr key={payment.id} id={`payment-${payment.id}`} data-testid="payment-row">
                <td>{formatDateTime(payment.createdAt)}</td>
                <td>
                  {purposeLabel(payment.purpose)}
                  {payment.transactionId ? (
                    <span className="pay-table__sub">
                      Transaction ID <span className="pay-code">{payment.transactionId}</span>
                    </span>
                  ) : null}
                </td>
                <td className="ui-table__num">{formatUsd(payment.amountCents)}</td>
                <td>
                  <PaymentStatusBadge status={payment.status} failureKind={payment.failureKind} />
                </td>
                <td>
                  <PaymentReceipts state={receipts} paymentId={payment.id} />
                  <ReportProblemButton
                    size="sm"
                    subjectType="payment"
                    subjectId={payment.id}
                    about={`${purposeLabel(payment.purpose)} of ${formatUsd(payment.amountCents)} on ${formatDateTime(payment.createdAt)}`}
                  />
                </td>
              </tr>
            ))}
          </DataTable>
          <ContractTotalsOfPayments contractIds={contractIdsOf(items)} />
          </>
        )}
      </ServerDataView>
    </Card>
  )
}

/** The contracts these payments belong to, each once, newest payment first. */
function contractIdsOf(items: readonly { contractId?: string | null }[]): string[] {
  return [...new Set(items.map((p) => p.contractId).filter((id): id is string => !!id))]
}

/**
 * Beside the payments, each contract's totals as the server computes them (the contract page's and the ledger's
 * figures): the steps and installments above add up to them.
 */
function ContractTotalsOfPayments({ contractIds }: { contractIds: string[] }) {
  if (contractIds.length === 0) return null
  return (
    <div className="ui-stack" style={{ marginTop: 'var(--ui-space-4)' }}>
      <h3 style={{ margin: 0 }}>Contract totals</h3>
      {contractIds.map((id) => (
        <div key={id} className="ui-stack">
          <LiveContractMoneyBreakdown contractId={id} headingLevel={3} compact />
          <Link to={`/contracts/${encodeURIComponent(id)}`}>Open the contract</Link>
        </div>
      ))}
    </div>
  )
}
