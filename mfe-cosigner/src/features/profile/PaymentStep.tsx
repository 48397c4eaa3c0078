import { useState } from 'react'
import { SERVICE_NAMES } from '@cosign/api'
import {
  Alert,
  Button,
  Card,
  LoadErrorAlert,
  Spinner,
  errorMessage,
  formatUsd,
  toast,
} from '@cosign/ui'
import { startCheckout, useServicePrice } from '@cosign/features/checkout'

/** The paid creation step: the live profile_creation price and a Pay button that goes to PayPal. */
export function PaymentStep({ profileId, onBack }: { profileId: string; onBack: () => void }) {
  const price = useServicePrice(SERVICE_NAMES.profileCreation)
  const [paying, setPaying] = useState(false)

  async function pay() {
    setPaying(true)
    try {
      await startCheckout({ purpose: 'profile_creation', subjectId: profileId })
    } catch (error) {
      setPaying(false)
      toast({ title: 'Payment Error', description: errorMessage(error), variant: 'error' })
    }
  }

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
        <p style={{ fontSize: '1.5rem', fontWeight: 600, margin: '12px 0' }}>
          Profile creation: <span data-testid="profile-creation-price">{formatUsd(price.priceCents)}</span>
        </p>
      ) : null}
      <div className="ui-row">
        <Button
          onClick={() => void pay()}
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
