import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react'
// Through the package root, as FormDialog.tsx does: Dialog, Button and toast stay the shared singleton's.
import { errorMessage, toast } from '@cosign/ui'
import { FormDialog } from './FormDialog.js'
import { TextAreaField } from './TextAreaField.js'

/**
 * An action on a subject that needs a reason the other side is told (rejecting a profile, a credit report or a
 * review; cancelling a contract): the reason is required, a refusal shows under the field. Open while `subject`
 * is set; the reason starts empty for each subject.
 */
export function ReasonDialog<T extends { id: string }, R = unknown>({
  subject,
  title,
  intro,
  submitLabel,
  busyLabel = 'Rejecting…',
  cancelLabel,
  requiredMessage,
  maxLength,
  reject,
  rejected,
  onClose,
}: {
  subject: T | null
  title: string
  /** The sentence above the reason, about the subject. */
  intro: (subject: T) => ReactNode
  submitLabel: string
  /** What the submit button says while sending. */
  busyLabel?: string
  /** The button that closes without sending (Cancel). */
  cancelLabel?: string
  /** Shown under the field when the reason is blank. */
  requiredMessage: string
  maxLength?: number
  /** Sends the action with its reason; a refusal it throws shows under the field. */
  reject: (subject: T, reason: string) => Promise<R>
  /** The success toast once it is sent. */
  rejected: (subject: T) => { title: string; description: string }
  /** Closed: after the action (with what `reject` answered: the queue changed) or cancelled (null). */
  onClose: (done: { result: R } | null) => void
}) {
  const [reason, setReason] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)
  const reasonRef = useRef<HTMLTextAreaElement>(null)

  useEffect(() => {
    setReason('')
    setError(null)
  }, [subject?.id])

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (!subject) return
    if (!reason.trim()) {
      setError(requiredMessage)
      reasonRef.current?.focus()
      return
    }
    setSaving(true)
    try {
      const result = await reject(subject, reason.trim())
      toast({ ...rejected(subject), variant: 'success' })
      onClose({ result })
    } catch (err) {
      setError(errorMessage(err))
    } finally {
      setSaving(false)
    }
  }

  return (
    <FormDialog
      open={subject !== null}
      title={title}
      onClose={() => onClose(null)}
      onSubmit={submit}
      busy={saving}
      submitLabel={submitLabel}
      busyLabel={busyLabel}
      submitVariant="danger"
      cancelLabel={cancelLabel}
      initialFocusRef={reasonRef}
    >
      {subject ? (
        <>
          <p style={{ margin: 0 }}>{intro(subject)}</p>
          <TextAreaField
            ref={reasonRef}
            label="Reason"
            rows={4}
            maxLength={maxLength}
            value={reason}
            onChange={(e) => {
              setReason(e.target.value)
              if (error) setError(null)
            }}
            required
            error={error}
            errorAnnouncement="live"
          />
        </>
      ) : null}
    </FormDialog>
  )
}
