import { useState } from 'react'
import { ACCOUNT_MESSAGES } from '@cosign/api'
import { Button, errorMessage } from '@cosign/ui'
import { resendEmailVerification } from './account-api.js'

/** Until the address is confirmed: says so, with "Resend" for a new link (the server throttles it). */
export function VerifyEmailBanner() {
  const [busy, setBusy] = useState(false)
  const [answer, setAnswer] = useState<{ text: string; failed: boolean } | null>(null)

  async function resend() {
    setBusy(true)
    setAnswer(null)
    try {
      setAnswer({ text: (await resendEmailVerification()).message, failed: false })
    } catch (error) {
      setAnswer({ text: errorMessage(error, 'We could not send a new link. Please try again.'), failed: true })
    } finally {
      setBusy(false)
    }
  }

  return (
    <section className="shell-verify-banner" aria-label="Email confirmation">
      <p className="shell-verify-banner__text">{ACCOUNT_MESSAGES.confirmEmailBanner}</p>
      <Button size="sm" variant="secondary" loading={busy} loadingText="Sending..." onClick={resend}>
        Resend
      </Button>
      <p className={`shell-verify-banner__answer${answer?.failed ? ' shell-verify-banner__answer--error' : ''}`} role="status">
        {answer?.text ?? ''}
      </p>
    </section>
  )
}
