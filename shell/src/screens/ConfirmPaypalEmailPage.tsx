import { confirmPaypalEmail } from '../auth/account-api.js'
import { refreshIfSignedIn, TokenLinkPage } from './TokenLinkPage.js'

/** The link mailed to a cosigner's PayPal payout email (`/confirm-paypal-email?token=...`), signed in or not. */
export default function ConfirmPaypalEmailPage() {
  return (
    <TokenLinkPage
      title="Confirm your PayPal email"
      missingToken="This page needs the link from the PayPal email confirmation message."
      pendingLabel="Confirming your PayPal email…"
      fallbackError="We could not confirm your PayPal email. Please try again."
      signedInNext={{ to: '/profile/cosigner', label: 'Go to your profile' }}
      confirm={confirmPaypalEmail}
      afterDone={refreshIfSignedIn}
    />
  )
}
