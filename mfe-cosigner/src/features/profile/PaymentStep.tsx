import { SERVICE_NAMES } from '@cosign/api'
import {
  Alert,
  Button,
  Card,
  LoadErrorAlert,
  Spinner,
  formatUsd,
} from '@cosign/ui'
import { useCheckout, useServicePrice } from '@cosign/features/checkout'
import { EmailVerificationRequired } from '@cosign/features/email-verification'

/** The paid creation step: the live profile_creation price and a Pay button that goes to PayPal. */
export function PaymentStep({ profileId, onBack }: { profileId: string; onBack: () => void }) {
  const price = useServicePrice(SERVICE_NAMES.profileCreation)
  const { paying, pay } = useCheckout()

  return (
    <Card title="Profile creation fee" headingLevel={2} style={{ maxWidth: 560 }}>
      <p className="ui-page__description">
        Your profile is saved. Pay the one-time profile creation fee with PayPal; after payment an admin
        reviews your profile and you are notified when it is approved.
      </p>
      {price.status === 'loading' ? <Spinner label="Loading the price…" /> : null}
      {price.status === 'error' ? (
        <LoadErrorAlert
          title={price.message}
          onRetry={price.retry}
          retryLabel="Try Again"
          retryPlacement="inside"
        />
      ) : null}
      {price.status === 'unavailable' ? (
        <Alert variant="error">This service is not available right now.</Alert>
      ) : null}
      {price.status === 'ready' ? (
        <p style={{ fontSize: '1.5rem', fontWeight: 600, margin: 'var(--ui-space-3) 0' }}>
          Profile creation: <span data-testid="profile-creation-price">{formatUsd(price.priceCents)}</span>
        </p>
      ) : null}
      <EmailVerificationRequired toDo="pay" />
      <div className="ui-row">
        <Button
          onClick={() => void pay({ purpose: 'profile_creation', subjectId: profileId })}
          loading={paying}
          loadingText="Redirecting to PayPal…"
          disabled={price.status !== 'ready'}
        >
          {price.status === 'ready' ? `Pay ${formatUsd(price.priceCents)} with PayPal` : 'Pay with PayPal'}
        </Button>
        <Button variant="secondary" onClick={onBack} disabled={paying}>
          Edit details
        </Button>
      </div>
    </Card>
  )
}
