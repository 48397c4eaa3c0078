import { Link, useSearchParams } from 'react-router-dom'
import { Alert, Card, PageHeader, buttonClass } from '@cosign/ui'
import type { PageProps } from '../../App.js'
import { contractManagementLink, isPaymentPurpose, purposeLabel } from './payments.js'

/** PayPal's Cancel sends the buyer here: the order was never approved, so nothing was charged. */
export function PaymentCancelPage({ label }: PageProps) {
  const [search] = useSearchParams()
  const paymentType = search.get('paymentType')
  return (
    <section className="ui-page">
      <PageHeader title={label} />
      <Card headingLevel={2} title="Payment cancelled">
        <Alert variant="info" title="Nothing was charged">
          {isPaymentPurpose(paymentType)
            ? `You cancelled the payment for ${purposeLabel(paymentType).toLowerCase()}. You can try again whenever you are ready.`
            : 'You cancelled the payment. You can try again whenever you are ready.'}
        </Alert>
        <div className="ui-row" style={{ marginTop: 16 }}>
          {/* A cancelled profile fee goes back to the form, whose saved draft keeps the data. */}
          {paymentType === 'profile_creation' ? (
            <Link to="/profile/cosigner" className={buttonClass('primary')}>
              Back to your profile
            </Link>
          ) : null}
          {paymentType === 'contract_installment' ? (
            <Link to={contractManagementLink(search.get('contractId'), paymentType)} className={buttonClass('primary')}>
              Back to the ledger
            </Link>
          ) : (
            <Link to={contractManagementLink(search.get('contractId'), paymentType)} className={buttonClass('primary')}>
              Back to contract management
            </Link>
          )}
          <Link to="/" className={buttonClass('secondary')}>
            Home
          </Link>
          <Link to="/payments" className={buttonClass('ghost')}>
            Payment history
          </Link>
        </div>
      </Card>
    </section>
  )
}
