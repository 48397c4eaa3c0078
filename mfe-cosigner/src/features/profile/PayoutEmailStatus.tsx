import { Badge, Button, useSession } from '@cosign/ui'
import { useResendLink } from '@cosign/features/email-verification'
import { resendPaypalConfirmation } from './cosigner-profile-api.js'

/**
 * The PayPal payout email's confirmation (issue 27): "confirmed" only from the server's `paypalVerified`; until
 * then renters cannot pay this cosigner, and "Send a new link" mails another link to the address.
 */
export function PayoutEmailStatus({ paypalEmail }: { paypalEmail: string | null | undefined }) {
  const { user } = useSession()
  const { busy, answer, resend } = useResendLink(resendPaypalConfirmation)
  if (!paypalEmail || !user) return null

  return (
    <div data-testid="paypal-email-status">
      <p className="ui-row" style={{ margin: '0 0 var(--ui-space-2)' }}>
        <span>PayPal email: {paypalEmail}</span>
        {user.paypalVerified ? (
          <Badge variant="success">PayPal email confirmed</Badge>
        ) : (
          <Badge variant="warning">Not confirmed yet</Badge>
        )}
      </p>
      {user.paypalVerified ? (
        <p className="ui-page__description">Renters' payments to you go to this PayPal account.</p>
      ) : (
        <>
          <p className="ui-page__description">
            We sent a confirmation link to this address. Renters can pay you only once you have opened it.
          </p>
          <Button size="sm" variant="secondary" loading={busy} loadingText="Sending..." onClick={() => void resend()}>
            Send a new link
          </Button>
        </>
      )}
      <p role="status" className={answer?.failed ? 'ui-field__error' : undefined}>
        {answer?.text ?? ''}
      </p>
    </div>
  )
}
