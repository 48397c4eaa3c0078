import { Link, useSearchParams } from '../routing/router.js'
import { MESSAGES, PAYMENT_MESSAGES, type VerifyPaymentRequest } from '@cosign/api'
import {
  Alert,
  Button,
  Card,
  Page,
  ServerDataView,
  Spinner,
  buttonClass,
  formatUsd,
  toast,
  useServerData,
} from '@cosign/ui'
import { DetailList } from '@cosign/ui/detail-list'
import { LiveContractMoneyBreakdown } from '@cosign/features/contract'
import type { PageProps } from '@cosign/ui'
import {
  afterPaymentText,
  contractOfPayment,
  purposeLabel,
  readPaymentReturn,
  returnLink,
  type PaymentReturn,
} from './payments.js'
import { verifyPayment } from './payments-api.js'
import { NextLinks } from './NextLinks.js'
import './checkout.css'

/** Verifies the return with the server; a failure also says so in a toast. */
async function verifyWithToast(body: VerifyPaymentRequest, signal: AbortSignal) {
  try {
    return await verifyPayment(body, signal)
  } catch (err) {
    if ((err as { name?: string } | null)?.name !== 'AbortError')
      toast({
        title: PAYMENT_MESSAGES.paymentErrorTitle,
        description: MESSAGES.failedToVerifyPayment,
        variant: 'error',
      })
    throw err
  }
}

/**
 * PayPal sends the buyer back here with token and PayerID. The server captures the order and records the
 * payment; it is idempotent, so a refresh (or a second tab) verifies again and shows the same payment.
 */
export default function PaymentSuccessPage({ label }: PageProps) {
  const search = useSearchParams()
  const paymentReturn = readPaymentReturn(search)
  return (
    <Page title={label}>
      {paymentReturn ? (
        <VerifyPayment paymentReturn={paymentReturn} />
      ) : (
        <Card headingLevel={2} title="We could not confirm this payment">
          <Alert variant="error">{MESSAGES.missingPaymentInformation}</Alert>
          <div className="ui-row" style={{ marginTop: 'var(--ui-space-4)' }}>
            <Link to="/payments" className={buttonClass('primary')}>
              Go to the payment center
            </Link>
            <Link to="/dashboard" className={buttonClass('secondary')}>
              Go to dashboard
            </Link>
          </div>
        </Card>
      )}
    </Page>
  )
}

function VerifyPayment({ paymentReturn }: { paymentReturn: PaymentReturn }) {
  const { token, payerId, contractId, paymentType } = paymentReturn
  // One verify per token, shared even when React mounts effects twice (the server would answer the same).
  const verification = useServerData(
    ['payments.verify', token, payerId ?? null, contractId, paymentType],
    (signal) => verifyWithToast({ token, contractId, paymentType, ...(payerId ? { payerId } : {}) }, signal),
  )

  if (verification.status !== 'ready')
    return (
      <ServerDataView
        state={verification}
        loading={
          <Card headingLevel={2} title="Confirming your payment">
            <Spinner size="page" label="Verifying your payment with PayPal…" />
          </Card>
        }
        error={(message, retry, err) => {
          // 502: PayPal unreachable, the payment stays pending and a retry may settle it; 402 declined is final.
          const status = (err as { status?: number }).status ?? 0
          const retryable = status === 0 || status >= 500 || status === 400
          return (
            <Card headingLevel={2} title={PAYMENT_MESSAGES.paymentFailed}>
              <Alert variant="error" title={MESSAGES.failedToVerifyPayment}>
                {message}
              </Alert>
              <div className="ui-row" style={{ marginTop: 'var(--ui-space-4)' }}>
                {retryable ? <Button onClick={retry}>Try again</Button> : null}
                <Link to="/payments" className={buttonClass(retryable ? 'secondary' : 'primary')}>
                  Go to the payment center
                </Link>
              </div>
            </Card>
          )
        }}
      >
        {() => null}
      </ServerDataView>
    )

  const payment = verification.data
  // Back to what was paid for, from the verified payment (verify checked the return query against it).
  const back = returnLink({ ...payment, contractId: payment.contractId ?? contractOfPayment(payment, contractId) }, 'paid')
  const afterPayment = afterPaymentText(payment)
  return (
    <Card headingLevel={2} title="Payment complete">
      <Alert variant="success" title={PAYMENT_MESSAGES.paymentSuccessful}>
        <span data-testid="transaction-id" className="pay-code">
          {payment.transactionId ?? payment.id}
        </span>
      </Alert>
      <DetailList
        className="pay-summary"
        style={{ marginTop: 'var(--ui-space-4)' }}
        rows={[
          ['For', purposeLabel(payment.purpose)],
          ['Amount', formatUsd(payment.amountCents)],
          payment.status === 'refunded' && ['Status', 'Refunded'],
        ]}
      />
      {afterPayment ? <p className="ui-page__description">{afterPayment}</p> : null}
      {payment.contractId ? (
        // The contract's totals with this payment in them (the server's breakdown, as on the contract page).
        <div style={{ marginTop: 'var(--ui-space-4)' }}>
          <LiveContractMoneyBreakdown contractId={payment.contractId} headingLevel={3} compact />
        </div>
      ) : null}
      <NextLinks next={back} />
    </Card>
  )
}

