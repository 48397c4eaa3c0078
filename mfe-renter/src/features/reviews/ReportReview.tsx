import { useId, useState, type FormEvent } from 'react'
import { REVIEW_MESSAGES, REVIEW_REPORT_REASON_MAX_LENGTH } from '@cosign/api'
import { Alert, Button, TextField, errorMessage, toast } from '@cosign/ui'
import { reportReview } from './reviews-api.js'

/** "Report" under a received review: a reason, sent to the admins. Reported once, it says so. */
export function ReportReview({ reviewId, reported, onReported }: { reviewId: string; reported: boolean; onReported: () => void }) {
  const id = useId()
  const [open, setOpen] = useState(false)
  const [reason, setReason] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [sending, setSending] = useState(false)

  if (reported) return <p className="ui-page__description" style={{ margin: 0 }}>You reported this review.</p>
  if (!open)
    return (
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
        Report
      </Button>
    )

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (!reason.trim()) {
      setError(REVIEW_MESSAGES.invalidReportReason)
      return
    }
    setError(null)
    setSending(true)
    try {
      await reportReview(reviewId, reason)
      toast({ title: REVIEW_MESSAGES.reported, variant: 'success' })
      onReported()
    } catch (err) {
      setError(errorMessage(err, REVIEW_MESSAGES.reportFailed))
    } finally {
      setSending(false)
    }
  }

  return (
    <form className="ui-stack" onSubmit={(event) => void submit(event)} noValidate aria-label="Report this review">
      <TextField
        id={`${id}-reason`}
        label="Why do you report it?"
        value={reason}
        maxLength={REVIEW_REPORT_REASON_MAX_LENGTH}
        onChange={(event) => setReason(event.target.value)}
        error={error}
        autoFocus
      />
      <div className="ui-row">
        <Button type="submit" size="sm" loading={sending} loadingText="Sending...">
          Send report
        </Button>
        <Button variant="secondary" size="sm" onClick={() => setOpen(false)}>
          Cancel
        </Button>
      </div>
    </form>
  )
}
