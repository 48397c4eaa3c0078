import { verifyEmail } from '../auth/account-api.js'
import { refreshIfSignedIn, TokenLinkPage } from './TokenLinkPage.js'

/** The confirmation email's link (`/verify-email?token=...`): confirms the address once, signed in or not. */
export default function VerifyEmailPage() {
  return (
    <TokenLinkPage
      title="Confirm your email"
      missingToken="This page needs the link from the confirmation email."
      pendingLabel="Confirming your email…"
      fallbackError="We could not confirm your email. Please try again."
      signedInNext={{ to: '/dashboard', label: 'Go to your dashboard' }}
      confirm={verifyEmail}
      afterDone={refreshIfSignedIn}
    />
  )
}
