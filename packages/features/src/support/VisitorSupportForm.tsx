import { useState, type FormEvent } from 'react'
import { SUPPORT_MESSAGE_MAX, SUPPORT_MESSAGES } from '@cosign/api'
import { Alert, Button, TextField, errorMessage } from '@cosign/ui'
import { supportApi } from './support-api.js'

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/**
 * The live chat card for a signed-out visitor: a question and the email address the team answers at (answers go by
 * email, so the visitor does not have to keep the page open or sign up).
 */
export function VisitorSupportForm() {
  const [email, setEmail] = useState('')
  const [message, setMessage] = useState('')
  const [errors, setErrors] = useState<{ email?: string; message?: string; form?: string }>({})
  const [sending, setSending] = useState(false)
  const [received, setReceived] = useState<string | null>(null)

  async function submit(event: FormEvent) {
    event.preventDefault()
    const next: typeof errors = {}
    if (!EMAIL.test(email.trim())) next.email = SUPPORT_MESSAGES.invalidEmail
    if (!message.trim()) next.message = 'Please write your question.'
    else if (message.trim().length > SUPPORT_MESSAGE_MAX) next.message = SUPPORT_MESSAGES.invalidMessage
    setErrors(next)
    if (next.email || next.message) {
      document.getElementById(next.email ? 'support-visitor-email' : 'support-visitor-message')?.focus()
      return
    }
    setSending(true)
    try {
      const answer = await supportApi.leaveMessage(email.trim(), message.trim())
      setReceived(answer.message)
      setMessage('')
    } catch (failure) {
      setErrors({ form: errorMessage(failure, 'Your message could not be sent. Please try again.') })
    } finally {
      setSending(false)
    }
  }

  if (received)
    return (
      <div className="support-chat">
        <Alert variant="success" title="Message sent">
          {received}
        </Alert>
        <Button variant="secondary" size="sm" onClick={() => setReceived(null)}>
          Send another message
        </Button>
      </div>
    )
  return (
    <form className="support-chat support-chat__form" onSubmit={submit} noValidate aria-label="Message to support">
      <p className="support-card__text">
        Leave your question and your email address; our team answers by email within 24 hours. Signed in, you can
        chat with us here instead.
      </p>
      <TextField
        id="support-visitor-email"
        label="Your email"
        type="email"
        autoComplete="email"
        value={email}
        error={errors.email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <label className="ui-field__label" htmlFor="support-visitor-message">
        Your question
      </label>
      <textarea
        id="support-visitor-message"
        className="ui-input support-chat__input"
        rows={3}
        value={message}
        maxLength={SUPPORT_MESSAGE_MAX}
        aria-invalid={errors.message ? true : undefined}
        aria-describedby={errors.message ? 'support-visitor-message-error' : undefined}
        onChange={(e) => setMessage(e.target.value)}
      />
      {errors.message ? (
        <p id="support-visitor-message-error" className="ui-field__error" role="alert">
          {errors.message}
        </p>
      ) : null}
      {errors.form ? <Alert variant="error">{errors.form}</Alert> : null}
      <Button type="submit" size="sm" loading={sending} loadingText="Sending…">
        Send message
      </Button>
    </form>
  )
}
