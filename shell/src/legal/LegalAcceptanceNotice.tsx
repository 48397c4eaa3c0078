import { useEffect, useRef, useState } from 'react'
import { ACCOUNT_PRIVACY_MESSAGES } from '@cosign/api'
import { Alert, Button, errorMessage, session } from '@cosign/ui'
import { useLogout } from '../auth/use-logout.js'
import { acceptCurrentTerms } from './legal-api.js'
import { LegalLinks } from './LegalLinks.js'

/**
 * Shown instead of the page to a signed-in user who accepted older versions of the Terms of Service or Privacy
 * Policy (issue 30): the links, "Accept", or "Log out". Nothing else opens until they accept.
 */
export function LegalAcceptanceNotice() {
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const logout = useLogout()
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])

  async function accept() {
    setBusy(true)
    setFailure(null)
    try {
      await acceptCurrentTerms()
      await session.reloadUser()
    } catch (error) {
      setFailure(errorMessage(error, 'We could not record your answer. Please try again.'))
      setBusy(false)
    }
  }

  return (
    <section className="shell-legal-notice" aria-labelledby="legal-notice-title">
      <h1 id="legal-notice-title" ref={heading} tabIndex={-1}>
        Our terms have changed
      </h1>
      <p>{ACCOUNT_PRIVACY_MESSAGES.termsOutdated}</p>
      <p>
        Please read them (<LegalLinks />) before you go on.
      </p>
      {failure ? <Alert variant="error">{failure}</Alert> : null}
      <div className="shell-legal-notice__actions">
        <Button loading={busy} loadingText="Saving..." onClick={accept}>
          Accept
        </Button>
        <Button variant="secondary" onClick={() => void logout()}>
          Log out
        </Button>
      </div>
    </section>
  )
}
