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
// A subpath of @cosign/ui (`@cosign/ui/report-problem`, not in the root index, which every page loads). The
// components and toasts come from the root, so the front ends' shared singleton (its toast queue) serves it.
import { Button, Select, TextField, toast } from '@cosign/ui'
import { FormDialog, useFormSend } from './components/FormDialog.js'
import { TextAreaField } from './components/TextAreaField.js'
import { disputesApi } from './disputes.js'

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
  const { busy, serverError, clearServerError, send } = useFormSend(DISPUTE_MESSAGES.reportFailed)

  async function submit(event: FormEvent) {
    event.preventDefault()
    const invalid = disputeReportErrors({ title, description })
    setErrors(invalid)
    clearServerError()
    if (invalid.title) return titleRef.current?.focus()
    if (invalid.description) return descriptionRef.current?.focus()
    await send(async () => {
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
      busy={busy}
      submitLabel="Send report"
      busyLabel="Sending…"
      serverError={serverError}
      initialFocusRef={titleRef}
    >
      <p className="ui-page__description" style={{ margin: 0 }}>
        About: {about}. Our team looks into it and you are notified of every change.
      </p>
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
