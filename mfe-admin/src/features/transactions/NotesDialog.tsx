import { useRef, useState, type FormEvent } from 'react'
import { PAYMENT_MESSAGES, type TransactionDto } from '@cosign/api'
import { formatUsd, toast } from '@cosign/ui'
import { FormDialog, TextAreaField, useFormSend } from '@cosign/ui/form-dialog'
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
  const textareaRef = useRef<HTMLTextAreaElement>(null)
  const [notes, setNotes] = useState('')
  const [error, setError] = useState<string | null>(null)
  const sending = useFormSend(text.failure)

  async function submit(event: FormEvent) {
    event.preventDefault()
    const invalid = notesError(action, notes)
    setError(invalid)
    if (!sending.checked([[invalid, textareaRef]])) return
    await sending.send(async () => {
      const answer = await paymentAction(transaction.id, action, notes.trim())
      // The server's words: usually text.success, or that PayPal refunded and the record follows (202).
      toast({ title: answer.message || text.success, variant: 'success' })
      onDone(answer.transaction)
    })
  }

  return (
    <FormDialog
      title={text.title}
      onClose={onClose}
      onSubmit={submit}
      sending={sending}
      submitLabel={text.submit}
      busyLabel={text.busy}
      submitVariant={action === 'refund' ? 'danger' : 'primary'}
      initialFocusRef={textareaRef}
      intro={`${text.intro} Amount: ${formatUsd(transaction.amountCents)}.`}
    >
      <TextAreaField
        ref={textareaRef}
        label="Notes"
        className="adm-textarea"
        value={notes}
        onChange={(event) => setNotes(event.target.value)}
        error={error}
        maxLength={2000}
      />
    </FormDialog>
  )
}
