import { useState } from 'react'
import { MATCHING_SESSION_DAYS, SERVICE_NAMES, formatUsd, type MatchRequestDto } from '@cosign/api'
import { Alert, Button, Card, LoadErrorAlert, Spinner, useServerData } from '@cosign/ui'
import { useCheckout, useServicePrice } from '@cosign/features/checkout'
import { MatchRequestForm, type RequestTarget } from './MatchRequestForm.js'
import { MatchingFeePay } from './MatchingFeePay.js'
import { RequestRefusalNote } from './RequestRefusalNote.js'
import { fetchRequestEligibility } from './matching-api.js'

type Step = 'closed' | 'open' | { sent: MatchRequestDto }

/**
 * "Request to cosign" on a cosigner's profile: the same form and rules as the match list. The server says whether
 * the request is open and why not (the button is then disabled with that reason), and whether the matching fee
 * comes first; the fee is paid through the usual checkout (naming this cosigner) and opens the 30-day session.
 */
export function RequestToCosign({
  target,
  openAtStart = false,
  source = 'profile',
}: {
  target: RequestTarget
  openAtStart?: boolean
  /** profile, or listing when the renter came from a listing card (the cosigner sees it). */
  source?: 'profile' | 'listing'
}) {
  const eligibility = useServerData(['matching.requestEligibility', target.id], (signal) =>
    fetchRequestEligibility(target.id, signal),
  )
  const price = useServicePrice(SERVICE_NAMES.cosignerMatching)
  const [step, setStep] = useState<Step>(openAtStart ? 'open' : 'closed')
  const { paying, pay } = useCheckout()
  const reasonId = `request-refusal-${target.id}`

  if (typeof step === 'object')
    return (
      <Alert variant="success" title="Request sent">
        <p style={{ margin: 0 }}>
          Your request was sent to {step.sent.cosignerName}. You will be notified when they respond.
        </p>
      </Alert>
    )
  if (eligibility.status === 'loading' || eligibility.status === 'idle')
    return <Spinner label="Checking whether you can send a request…" />
  if (eligibility.status === 'error')
    return (
      <LoadErrorAlert
        title="Could not check whether you can send a request"
        onRetry={() => void eligibility.reload()}
        retryLabel="Try Again"
        retryPlacement="inside"
        retrySize="sm"
      />
    )

  const { canRequest, refusal, sessionExpiresAt } = eligibility.data
  const priceText = price.status === 'ready' ? formatUsd(price.priceCents) : null
  if (!canRequest || step === 'closed') {
    return (
      <div className="ui-stack">
        <div>
          <Button
            onClick={() => setStep('open')}
            disabled={!canRequest}
            aria-describedby={refusal ? reasonId : undefined}
          >
            Request to cosign
          </Button>
        </div>
        {refusal ? (
          <RequestRefusalNote id={reasonId} refusal={refusal} />
        ) : sessionExpiresAt === null ? (
          <p className="ui-page__description" style={{ margin: 0 }}>
            Sending a request needs the cosigner matching fee{priceText ? ` (${priceText})` : ''}: one payment
            opens {MATCHING_SESSION_DAYS} days of matching and requests.
          </p>
        ) : null}
      </div>
    )
  }

  if (sessionExpiresAt === null)
    return (
      <Card title="Pay the matching fee to send your request" headingLevel={3}>
        <p style={{ marginTop: 0 }}>
          One payment opens {MATCHING_SESSION_DAYS} days of matching: send this request and as many others as
          you like, and see your ranked matches. You come back here to fill in the request.
        </p>
        <MatchingFeePay
          price={price}
          paying={paying}
          payLabel={`Pay ${priceText ?? ''} and continue`}
          onPay={() => void pay({ purpose: 'match_request', subjectId: target.id })}
        >
          <Button variant="secondary" onClick={() => setStep('closed')} disabled={paying}>
            Cancel
          </Button>
        </MatchingFeePay>
      </Card>
    )

  return (
    <MatchRequestForm
      match={target}
      source={source}
      cancelLabel="Cancel"
      onCancel={() => setStep('closed')}
      onSent={(request) => {
        setStep({ sent: request })
        // The button closes with its reason (a request is now open) when the renter comes back to the profile.
        void eligibility.reload()
      }}
    />
  )
}
