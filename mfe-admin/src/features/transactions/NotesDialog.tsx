import { useId, useRef, useState, type FormEvent } from 'react'
import { PAYMENT_MESSAGES, type TransactionDto } from '@cosign/api'
import { Alert, Button, Dialog, errorMessage, formatUsd, toast } from '@cosign/ui'
import { notesError, type NotesAction } from './transactions.js'
import { paymentAction } from './transactions-api.js'

const TEXT = {
  refund: {
    title: 'Refund transaction',
    submit: 'Refund',
    busy: 'Refunding…',
    success: PAYMENT_MESSAGES.refundSucceeded,
    failure: PAYMENT_MESSAGES.refundFailed,
    intro: 'The payment is refunded in full through PayPal and marked refunded.',
  },
  adjust: {
    title: 'Adjust transaction',
    submit: 'Save adjustment',
    busy: 'Saving…',
    success: PAYMENT_MESSAGES.adjustmentSucceeded,
    failure: PAYMENT_MESSAGES.adjustmentFailed,
    intro: 'An adjustment records notes on the payment; the amount and status do not change.',
  },
} as const

/** Refund or adjustment of one transaction; notes are required for both (spec). */
export function NotesDialog({
  action,
  transaction,
  onClose,
  onDone,
}: {
  action: NotesAction
  transaction: TransactionDto
  onClose: () => void
  onDone: (updated: TransactionDto) => void
}) {
  const text = TEXT[action]
  const notesId = useId()
  const textareaRef = useRef<HTMLTextAreaElement>(null)
  const [notes, setNotes] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [serverError, setServerError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  async function submit(event: FormEvent) {
    event.preventDefault()
    const invalid = notesError(action, notes)
    setError(invalid)
    setServerError(null)
    if (invalid) {
      textareaRef.current?.focus()
      return
    }
    setBusy(true)
    try {
      const answer = await paymentAction(transaction.id, action, notes.trim())
      // The server's words: usually text.success, or that PayPal refunded and the record follows (202).
      toast({ title: answer.message || text.success, variant: 'success' })
      onDone(answer.transaction)
    } catch (err) {
      const message = errorMessage(err)
      setServerError(message)
      toast({ title: text.failure, description: message, variant: 'error' })
      setBusy(false)
    }
  }

  return (
    <Dialog open onClose={busy ? () => undefined : onClose} title={text.title} initialFocusRef={textareaRef}>
      <form onSubmit={(event) => void submit(event)} noValidate className="ui-stack">
        <p className="ui-page__description" style={{ margin: 0 }}>
          {text.intro} Amount: {formatUsd(transaction.amountCents)}.
        </p>
        <div className="ui-field">
          <label className="ui-field__label" htmlFor={notesId}>
            Notes
          </label>
          <textarea
            ref={textareaRef}
            id={notesId}
            className="ui-input adm-textarea"
            value={notes}
            onChange={(event) => setNotes(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${notesId}-error` : undefined}
            maxLength={2000}
          />
          {error ? (
            <span id={`${notesId}-error`} className="ui-field__error" role="alert">
              {error}
            </span>
          ) : null}
        </div>
        {serverError ? <Alert variant="error">{serverError}</Alert> : null}
        <div className="ui-row">
          <Button
            type="submit"
            variant={action === 'refund' ? 'danger' : 'primary'}
            loading={busy}
            loadingText={text.busy}
          >
            {text.submit}
          </Button>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
        </div>
      </form>
    </Dialog>
  )
}
