import { refreshIfSignedIn, TokenLinkPage } from '../screens/TokenLinkPage.js'
import { settingsApi } from './settings-api.js'

/** The link mailed to a new address (`/confirm-email-change?token=...`): the email changes, signed in or not. */
export default function ConfirmEmailChangePage() {
  return (
    <TokenLinkPage
      title="Confirm your new email"
      missingToken="This page needs the link from the email change message."
      pendingLabel="Changing your email…"
      fallbackError="We could not change your email. Please try again."
      signedInNext={{ to: '/settings', label: 'Back to your settings' }}
      confirm={settingsApi.confirmEmailChange}
      // A signed-in browser renews its token, which carries the address, and shows the new email at once.
      afterDone={refreshIfSignedIn}
    />
  )
}
