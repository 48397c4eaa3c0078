import { useState } from 'react'
import { ACCOUNT_MESSAGES } from '@cosign/api'
import { Alert, Button, errorMessage, useSession } from '@cosign/ui'
import { resendEmailVerification } from './email-verification-api.js'

/** What the confirmed address is needed for, in the words of the server's 403 (EMAIL_NOT_VERIFIED). */
const NEEDED_TO = {
  pay: ACCOUNT_MESSAGES.verifyEmailToPay,
  sign: ACCOUNT_MESSAGES.verifyEmailToSign,
} as const

/**
 * "Send a new link" of a mailed confirmation (the account's address, the PayPal payout email): its busy state and
 * the server's answer (or refusal) to show.
 */
export function useResendLink(send: () => Promise<{ message: string }>) {
  const [busy, setBusy] = useState(false)
  const [answer, setAnswer] = useState<{ text: string; failed: boolean } | null>(null)
  async function resend() {
    setBusy(true)
    setAnswer(null)
    try {
      setAnswer({ text: (await send()).message, failed: false })
    } catch (error) {
      setAnswer({ text: errorMessage(error, 'We could not send a new link. Please try again.'), failed: true })
    } finally {
      setBusy(false)
    }
  }
  return { busy, answer, resend }
}

/** "Resend" of the account address's confirmation link. */
export const useResendVerification = () => useResendLink(resendEmailVerification)

/**
 * Before the person tries to pay or sign: when the signed-in account's address is not confirmed, says so with
 * "Resend" (a new link). Nothing for a confirmed account or a visitor. The server refuses the action anyway; this
 * says it first.
 */
export function EmailVerificationRequired({ toDo }: { toDo: keyof typeof NEEDED_TO }) {
  const { status, user } = useSession()
  const { busy, answer, resend } = useResendVerification()
  if (status !== 'signed-in' || !user || user.emailVerified) return null
  return (
    <Alert title="Confirm your email address">
      <p>{NEEDED_TO[toDo]}</p>
      <Button size="sm" variant="secondary" loading={busy} loadingText="Sending..." onClick={() => void resend()}>
        Resend the link
      </Button>
      <p role="status" className={answer?.failed ? 'ui-field__error' : undefined}>
        {answer?.text ?? ''}
      </p>
    </Alert>
  )
}
