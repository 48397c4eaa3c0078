import { ACCOUNT_MESSAGES } from '@cosign/api'
import { Button } from '@cosign/ui'
import { useResendVerification } from '@cosign/features/email-verification'

/** Until the address is confirmed: says so, with "Resend" for a new link (the server throttles it). */
export function VerifyEmailBanner() {
  const { busy, answer, resend } = useResendVerification()
  return (
    <section className="shell-verify-banner" aria-label="Email confirmation">
      <p className="shell-verify-banner__text">{ACCOUNT_MESSAGES.confirmEmailBanner}</p>
      <Button size="sm" variant="secondary" loading={busy} loadingText="Sending..." onClick={() => void resend()}>
        Resend
      </Button>
      <p className={`shell-verify-banner__answer${answer?.failed ? ' shell-verify-banner__answer--error' : ''}`} role="status">
        {answer?.text ?? ''}
      </p>
    </section>
  )
}
