import { useId, useState, type FormEvent } from 'react'
import type { CreditReportResponse } from '@cosign/api'
import { Button, TextField, toast } from '@cosign/ui'
import { canUploadCredit, creditFileError } from './credit-upload.js'
import { uploadCreditReport } from './credit-api.js'

/** Credit score upload (score 300-850 + image or PDF), sent as multipart to the documents service. */
export function CreditScoreUpload({
  onUploaded,
}: {
  /** Gets the stored report (its score), so the screen shows the new score at once. */
  onUploaded: (report: CreditReportResponse['creditReport']) => void
}) {
  const fileId = useId()
  const [score, setScore] = useState('')
  const [file, setFile] = useState<File | null>(null)
  const [uploading, setUploading] = useState(false)
  const fileError = creditFileError(file)

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (!file || !canUploadCredit(score, file)) return
    const form = new FormData()
    // Field order matters to streaming parsers: the score first, then the file.
    form.append('creditScore', score.trim())
    form.append('file', file)
    setUploading(true)
    try {
      const answer: CreditReportResponse | undefined = await uploadCreditReport(form)
      toast({ title: 'Success', description: 'Credit score uploaded successfully.', variant: 'success' })
      onUploaded(answer?.creditReport ?? null)
    } catch {
      toast({
        title: 'Upload Failed',
        description: 'Failed to upload credit score. Please try again.',
        variant: 'error',
      })
    } finally {
      setUploading(false)
    }
  }

  return (
    <form
      className="ui-stack"
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label="Upload credit score"
    >
      <TextField
        label="Credit score"
        type="number"
        inputMode="numeric"
        min={300}
        max={850}
        step={1}
        hint="Between 300 and 850"
        value={score}
        onChange={(event) => setScore(event.target.value)}
        required
      />
      <div className="ui-field">
        <label className="ui-field__label" htmlFor={fileId}>
          Credit report file
        </label>
        <span id={`${fileId}-hint`} className="ui-field__hint">
          An image or PDF, up to 10 MB
        </span>
        <input
          id={fileId}
          type="file"
          accept="image/*,application/pdf"
          className="ui-input"
          required
          aria-invalid={fileError ? true : undefined}
          aria-describedby={[`${fileId}-hint`, fileError ? `${fileId}-error` : ''].filter(Boolean).join(' ')}
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
        />
        <span id={`${fileId}-error`} className="ui-field__error" aria-live="polite">
          {fileError ?? ''}
        </span>
      </div>
      <div>
        <Button
          type="submit"
          disabled={!canUploadCredit(score, file)}
          loading={uploading}
          loadingText="Uploading..."
        >
          Upload Credit Score
        </Button>
      </div>
    </form>
  )
}
