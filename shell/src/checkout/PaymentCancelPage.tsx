import { Link, useSearchParams } from '../routing/router.js'
import type { PaymentDto } from '@cosign/api'
import {
  Alert,
  Button,
  Card,
  Page,
  ServerDataView,
  Spinner,
  buttonClass,
  useServerData,
} from '@cosign/ui'
import type { PageProps } from '@cosign/ui'
import { purposeLabel, returnLink } from './payments.js'
import { recordCancel } from './payments-api.js'
import { NextLinks } from './NextLinks.js'

/**
 * PayPal's Cancel sends the buyer here with the order id (`token`). The page tells the payments service, which
 * marks the payment cancelled (so the history never shows it pending) and answers with it: the way back to
 * what was being paid for comes from that answer, never from this page's URL.
 */
export default function PaymentCancelPage({ label }: PageProps) {
  const search = useSearchParams()
  const token = search.get('token')?.trim() || null
  return (
    <Page title={label}>
      {token ? <RecordCancel token={token} /> : <CancelledCard payment={null} />}
    </Page>
  )
}

function RecordCancel({ token }: { token: string }) {
  // Once per token, shared even when React runs effects twice (the server answers a repeat the same way).
  const cancel = useServerData(['payments.cancel', token], (signal) => recordCancel({ token }, signal))
  return (
    <ServerDataView
      state={cancel}
      loading={
        <Card headingLevel={2} title="Payment cancelled">
          <Spinner label="Recording the cancellation…" />
        </Card>
      }
      error={(message, retry) => (
        <Card headingLevel={2} title="Payment cancelled">
          <Alert variant="info" title="Nothing was charged">
            You cancelled on PayPal&apos;s page, so no money moved. We could not update your payment history
            just now: {message}
          </Alert>
          <div className="ui-row" style={{ marginTop: 'var(--ui-space-4)' }}>
            <Button onClick={retry}>Try again</Button>
            <Link to="/payments" className={buttonClass('secondary')}>
              Payment history
            </Link>
            <Link to="/dashboard" className={buttonClass('ghost')}>
              Go to dashboard
            </Link>
          </div>
        </Card>
      )}
    >
      {(payment) => <CancelledCard payment={payment} />}
    </ServerDataView>
  )
}

function CancelledCard({ payment }: { payment: PaymentDto | null }) {
  // Approved in another tab before the cancel arrived: the server settled it instead.
  if (payment && payment.status === 'completed') {
    const next = returnLink(payment, 'paid')
    return (
      <Card headingLevel={2} title="This payment went through">
        <Alert variant="success" title="Payment complete">
          Your payment for {purposeLabel(payment.purpose).toLowerCase()} was approved on PayPal before the cancel
          arrived, so it was completed.
        </Alert>
        <NextLinks next={next} />
      </Card>
    )
  }
  const back = payment ? returnLink(payment, 'cancelled') : null
  return (
    <Card headingLevel={2} title="Payment cancelled">
      <Alert variant="info" title="Nothing was charged">
        {payment
          ? `You cancelled the payment for ${purposeLabel(payment.purpose).toLowerCase()}. You can try again whenever you are ready.`
          : 'You cancelled the payment. You can try again whenever you are ready.'}
      </Alert>
      <NextLinks next={back ?? { to: '/dashboard', label: 'Go to dashboard' }} home />
    </Card>
  )
}
