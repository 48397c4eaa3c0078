import type { ReactNode } from 'react'
import { Button } from '@cosign/ui'
import { PriceGate, type PriceState } from '@cosign/features/checkout'
import { EmailVerificationRequired } from '@cosign/features/email-verification'

/**
 * Paying the cosigner matching fee (Find Your Cosigner, Request to cosign): its live price or why it cannot be
 * paid, the confirmed-email notice, Pay (to PayPal) and the screen's other button beside it.
 */
export function MatchingFeePay({
  price,
  paying,
  payLabel,
  onPay,
  children,
}: {
  price: PriceState
  paying: boolean
  payLabel: string
  onPay: () => void
  /** The button beside Pay. */
  children: ReactNode
}) {
  return (
    <PriceGate price={price}>
      <EmailVerificationRequired toDo="pay" />
      <div className="ui-row">
        <Button
          onClick={onPay}
          loading={paying}
          loadingText="Redirecting to PayPal..."
          disabled={price.status !== 'ready'}
        >
          {payLabel}
        </Button>
        {children}
      </div>
    </PriceGate>
  )
}
