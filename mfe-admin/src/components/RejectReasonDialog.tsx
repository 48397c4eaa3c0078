import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react'
import { errorMessage, toast } from '@cosign/ui'
import { FormDialog, TextAreaField } from '@cosign/ui/form-dialog'

/**
 * Rejecting an item of a review queue (a cosigner profile, a credit report) with a reason: required, and the
 * owner sees it. Open while `subject` is set; the reason starts empty for each subject.
 */
export function RejectReasonDialog<T extends { id: string }>({
  subject,
  title,
  intro,
  submitLabel,
  busyLabel = 'Rejecting…',
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
  /** Shown under the field when the reason is blank. */
  requiredMessage: string
  maxLength?: number
  /** Sends the rejection; a refusal it throws shows under the field. */
  reject: (subject: T, reason: string) => Promise<unknown>
  /** The success toast once it is sent. */
  rejected: (subject: T) => { title: string; description: string }
  /** Closed: after a rejection (`true`: the queue changed) or cancelled. */
  onClose: (rejected: boolean) => void
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
      await reject(subject, reason.trim())
      toast({ ...rejected(subject), variant: 'success' })
      onClose(true)
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
      onClose={() => onClose(false)}
      onSubmit={submit}
      busy={saving}
      submitLabel={submitLabel}
      busyLabel={busyLabel}
      submitVariant="danger"
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
