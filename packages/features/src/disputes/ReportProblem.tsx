import { useRef, useState, type FormEvent } from 'react'
import {
  DISPUTE_DESCRIPTION_MAX,
  DISPUTE_MESSAGES,
  DISPUTE_PRIORITIES,
  DISPUTE_PRIORITY_LABELS,
  DISPUTE_TITLE_MAX,
  disputeReportErrors,
  type DisputePriority,
  type DisputeSubjectType,
} from '@cosign/api'
import { Button, Select, TextField, toast } from '@cosign/ui'
import { FormDialog, TextAreaField, useFormSend } from '@cosign/ui/form-dialog'
import { disputesApi } from './disputes-api.js'

const PRIORITY_OPTIONS = DISPUTE_PRIORITIES.map((p) => ({ value: p, label: DISPUTE_PRIORITY_LABELS[p] }))

/**
 * "Report a problem" about one of the user's payments or contracts: title, description and priority (the renter
 * app's contract screen and the shell's payment history).
 */
export function ReportProblemDialog({
  subjectType,
  subjectId,
  about,
  onClose,
}: {
  subjectType: DisputeSubjectType
  subjectId: string
  /** What the report is about, in words ("Contract platform fee of $200.00"). */
  about: string
  onClose: () => void
}) {
  const titleRef = useRef<HTMLInputElement>(null)
  const descriptionRef = useRef<HTMLTextAreaElement>(null)
  const [title, setTitle] = useState('')
  const [description, setDescription] = useState('')
  const [priority, setPriority] = useState<DisputePriority>('medium')
  const [errors, setErrors] = useState<{ title?: string; description?: string }>({})
  const sending = useFormSend(DISPUTE_MESSAGES.reportFailed)

  async function submit(event: FormEvent) {
    event.preventDefault()
    const invalid = disputeReportErrors({ title, description })
    setErrors(invalid)
    if (!sending.checked([[invalid.title, titleRef], [invalid.description, descriptionRef]])) return
    await sending.send(async () => {
      await disputesApi.open({ subjectType, subjectId, title: title.trim(), description: description.trim(), priority })
      toast({ title: DISPUTE_MESSAGES.reported, variant: 'success' })
      onClose()
    })
  }

  return (
    <FormDialog
      title="Report a problem"
      onClose={onClose}
      onSubmit={submit}
      sending={sending}
      submitLabel="Send report"
      busyLabel="Sending…"
      initialFocusRef={titleRef}
      intro={`About: ${about}. Our team looks into it and you are notified of every change.`}
    >
      <TextField
        ref={titleRef}
        label="Title"
        value={title}
        maxLength={DISPUTE_TITLE_MAX}
        required
        error={errors.title}
        onChange={(event) => setTitle(event.target.value)}
      />
      <TextAreaField
        ref={descriptionRef}
        label="Description"
        rows={5}
        value={description}
        maxLength={DISPUTE_DESCRIPTION_MAX}
        required
        onChange={(event) => setDescription(event.target.value)}
        error={errors.description}
      />
      <Select
        label="Priority"
        options={PRIORITY_OPTIONS}
        value={priority}
        onChange={(event) => setPriority(event.target.value as DisputePriority)}
      />
    </FormDialog>
  )
}

/** A "Report a problem" button that opens the dialog for one payment or contract. */
export function ReportProblemButton(props: { subjectType: DisputeSubjectType; subjectId: string; about: string; size?: 'sm' }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button size={props.size} variant="ghost" onClick={() => setOpen(true)}>
        Report a problem
      </Button>
      {open ? <ReportProblemDialog {...props} onClose={() => setOpen(false)} /> : null}
    </>
  )
}
