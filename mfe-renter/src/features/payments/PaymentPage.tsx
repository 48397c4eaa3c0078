import { useCallback, useEffect, useState } from 'react'
import { Link, useNavigate, useSearchParams } from 'react-router-dom'
import {
  MESSAGES,
  PAYMENT_MESSAGES,
  type CheckoutRequest,
  type CheckoutResponse,
  type PaymentDto,
  type PaymentListResponse,
  type PriceListResponse,
  type ServiceDto,
} from '@cosign/api'
import {
  Alert,
  Button,
  Card,
  DataTable,
  EmptyState,
  LoadErrorAlert,
  PageHeader,
  PaymentStatusBadge,
  Spinner,
  api,
  errorMessage,
  formatDateTime,
  formatUsd,
  isApiError,
  toast,
  useSession,
  type DataTableColumn,
} from '@cosign/ui'
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
import { ReportProblemButton } from '../disputes/ReportProblemDialog.js'
import './payments.css'

type Load<T> = { state: 'loading' } | { state: 'error'; message: string } | { state: 'ready'; data: T }

/** The payment center (/payment and /payments): a pay card for the step another flow linked to, and history. */
export function PaymentPage({ label }: PageProps) {
  const [search] = useSearchParams()
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
  const [prices, setPrices] = useState<Load<ServiceDto[]>>({ state: 'loading' })
  const [starting, setStarting] = useState(false)
  const [error, setError] = useState<string | null>(null)

  const loadPrices = useCallback(async () => {
    setPrices({ state: 'loading' })
    try {
      const answer = await api.get<PriceListResponse>('/payments/prices')
      setPrices({ state: 'ready', data: answer.items })
    } catch (err) {
      setPrices({ state: 'error', message: errorMessage(err) })
    }
  }, [])
  useEffect(() => {
    void loadPrices()
  }, [loadPrices])

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
  const price = prices.state === 'ready' ? livePriceCents(purpose, prices.data) : undefined
  const amountInvalid = typeof price === 'number' && !isValidAmount(price)

  async function startCheckout() {
    setError(null)
    setStarting(true)
    try {
      const body: CheckoutRequest = { purpose, ...(subjectId ? { subjectId } : {}) }
      const answer = await api.post<CheckoutResponse>('/payments/checkout', body)
      if (!isValidAmount(answer.amountCents)) {
        setError(MESSAGES.invalidPaymentAmount)
        setStarting(false)
        return
      }
      // Leave for PayPal's approval page; it returns to /success or /cancel. No approval URL: a replacement
      // credit already paid the step, so go on as /success would.
      if (answer.approvalUrl) window.location.assign(answer.approvalUrl)
      else {
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
      <dl className="pay-summary">
        <div>
          <dt>For</dt>
          <dd>{purposeLabel(purpose)}</dd>
        </div>
        <div>
          <dt>Amount</dt>
          <dd data-testid="pay-amount">
            {prices.state === 'loading' ? (
              <Spinner label="Loading the price…" />
            ) : typeof price === 'number' ? (
              formatUsd(price)
            ) : price === null || prices.state === 'error' ? (
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
      {prices.state === 'error' && !CONTRACT_PURPOSES.has(purpose) ? (
        <div className="ui-row" style={{ marginBottom: 12 }}>
          <Alert variant="error">Prices could not be loaded: {prices.message}</Alert>
          <Button variant="secondary" size="sm" onClick={() => void loadPrices()}>
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
      <p className="ui-page__description">
        You will approve the payment on PayPal&apos;s page and come back here. Nothing is charged until you
        approve.
      </p>
      <Button
        onClick={() => void startCheckout()}
        loading={starting}
        loadingText="Redirecting to PayPal…"
        disabled={wrongRole || amountInvalid || price === 'unavailable' || prices.state === 'loading'}
      >
        {typeof price === 'number' && !amountInvalid
          ? `Pay ${formatUsd(price)} with PayPal`
          : 'Continue to PayPal'}
      </Button>
    </Card>
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
  const [payments, setPayments] = useState<Load<PaymentDto[]>>({ state: 'loading' })

  const load = useCallback(async () => {
    setPayments({ state: 'loading' })
    try {
      const answer = await api.get<PaymentListResponse>('/payments/payments/mine')
      setPayments({ state: 'ready', data: newestFirst(answer.items) })
    } catch (err) {
      setPayments({ state: 'error', message: errorMessage(err) })
    }
  }, [])
  useEffect(() => {
    void load()
  }, [load])

  return (
    <Card title="Payment history" headingLevel={2}>
      {payments.state === 'loading' ? <Spinner label="Loading your payments…" /> : null}
      {payments.state === 'error' ? (
        <LoadErrorAlert title="Your payments could not be loaded" onRetry={() => void load()}>
          {payments.message}
        </LoadErrorAlert>
      ) : null}
      {payments.state === 'ready' && payments.data.length === 0 ? (
        <EmptyState
          headingLevel={3}
          title="No payments yet"
          description="Payments you make for your profile, contacts, matches and contracts will appear here."
        />
      ) : null}
      {payments.state === 'ready' && payments.data.length > 0 ? (
        <DataTable label="Payment history table" columns={HISTORY_COLUMNS} className="pay-table">
          {payments.data.map((payment) => (
            <tr key={payment.id} data-testid="payment-row">
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
      ) : null}
    </Card>
  )
}
