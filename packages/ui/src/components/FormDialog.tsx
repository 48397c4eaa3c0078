import { useState, type FormEvent, type ReactNode, type RefObject } from 'react'
// Through the package root: the subpath `@cosign/ui/form-dialog` is bundled by the
// screens that use it, while Dialog, Button and Alert stay the front ends' shared singleton's.
import { Alert, Button, Dialog, errorMessage, toast, type ButtonVariant } from '@cosign/ui'

export interface FormDialogProps {
  /** Default true: the caller mounts the dialog only while it is open. */
  open?: boolean
  title: ReactNode
  onClose: () => void
  onSubmit: (event: FormEvent<HTMLFormElement>) => void | Promise<void>
  /** The sending step (useFormSend): its `busy` and `serverError`, unless given apart. */
  sending?: Pick<FormSend, 'busy' | 'serverError'>
  /** While the form is sent: the dialog does not close, Cancel is disabled and Submit shows `busyLabel`. */
  busy?: boolean
  submitLabel: ReactNode
  busyLabel: string
  submitVariant?: ButtonVariant
  cancelLabel?: ReactNode
  /** The server's refusal, shown above the buttons. */
  serverError?: string | null
  /** Element focused when the dialog opens (the first field). */
  initialFocusRef?: RefObject<HTMLElement | null>
  /** A sentence above the fields (what the form does). */
  intro?: ReactNode
  /** The form's fields. */
  children: ReactNode
}

/**
 * A form in a modal Dialog (focus moves in and is trapped, Escape and the backdrop close it, focus returns to
 * the opener): the caller's fields, the server's error, then Submit and Cancel. The form is not validated by
 * the browser (noValidate): the caller shows its own messages.
 */
export function FormDialog({
  open = true,
  title,
  onClose,
  onSubmit,
  sending,
  busy = sending?.busy ?? false,
  submitLabel,
  busyLabel,
  submitVariant,
  cancelLabel = 'Cancel',
  serverError = sending?.serverError,
  initialFocusRef,
  intro,
  children,
}: FormDialogProps) {
  return (
    <Dialog open={open} onClose={busy ? () => undefined : onClose} title={title} initialFocusRef={initialFocusRef}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="ui-stack">
        {intro ? (
          <p className="ui-page__description" style={{ margin: 0 }}>
            {intro}
          </p>
        ) : null}
        {children}
        {serverError ? <Alert variant="error">{serverError}</Alert> : null}
        <div className="ui-row">
          <Button type="submit" variant={submitVariant} loading={busy} loadingText={busyLabel}>
            {submitLabel}
          </Button>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {cancelLabel}
          </Button>
        </div>
      </form>
    </Dialog>
  )
}

/** A field's error (none when empty) and the field, focused when it is the first with an error. */
export type CheckedField = readonly [error: string | null | undefined, field: RefObject<HTMLElement | null>]

export type FormSend = ReturnType<typeof useFormSend>

/**
 * The sending step of a FormDialog: `send(task)` is busy while the task runs (the task says it worked and
 * closes the dialog); a failure shows in the dialog (`serverError`) and in a toast titled `failureTitle`, and
 * the form can be sent again. `checked(fields)` before sending: the last refusal goes, the first field with an
 * error takes the focus, and it says whether none has one (`clearServerError` for a form checked otherwise).
 */
export function useFormSend(failureTitle: string) {
  const [busy, setBusy] = useState(false)
  const [serverError, setServerError] = useState<string | null>(null)
  async function send(task: () => Promise<void>) {
    setBusy(true)
    try {
      await task()
    } catch (err) {
      const message = errorMessage(err)
      setServerError(message)
      toast({ title: failureTitle, description: message, variant: 'error' })
      setBusy(false)
    }
  }
  function checked(fields: readonly CheckedField[]) {
    setServerError(null)
    const invalid = fields.find(([error]) => error)
    invalid?.[1].current?.focus()
    return !invalid
  }
  return { busy, serverError, clearServerError: () => setServerError(null), checked, send }
}
