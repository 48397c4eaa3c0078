import { useState, type FormEvent, type ReactNode, type RefObject } from 'react'
// Through the package root (like report-problem.tsx): the subpath `@cosign/ui/form-dialog` is bundled by the
// screens that use it, while Dialog, Button and Alert stay the front ends' shared singleton's.
import { Alert, Button, Dialog, errorMessage, toast, type ButtonVariant } from '@cosign/ui'

export interface FormDialogProps {
  /** Default true: the caller mounts the dialog only while it is open. */
  open?: boolean
  title: ReactNode
  onClose: () => void
  onSubmit: (event: FormEvent<HTMLFormElement>) => void | Promise<void>
  /** While the form is sent: the dialog does not close, Cancel is disabled and Submit shows `busyLabel`. */
  busy: boolean
  submitLabel: ReactNode
  busyLabel: string
  submitVariant?: ButtonVariant
  cancelLabel?: ReactNode
  /** The server's refusal, shown above the buttons. */
  serverError?: string | null
  /** Element focused when the dialog opens (the first field). */
  initialFocusRef?: RefObject<HTMLElement | null>
  /** The form's text and fields. */
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
  busy,
  submitLabel,
  busyLabel,
  submitVariant,
  cancelLabel = 'Cancel',
  serverError,
  initialFocusRef,
  children,
}: FormDialogProps) {
  return (
    <Dialog open={open} onClose={busy ? () => undefined : onClose} title={title} initialFocusRef={initialFocusRef}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="ui-stack">
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

/**
 * The sending step of a FormDialog: `send(task)` is busy while the task runs (the task says it worked and
 * closes the dialog); a failure shows in the dialog (`serverError`) and in a toast titled `failureTitle`, and
 * the form can be sent again. `clearServerError` before checking the form anew.
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
  return { busy, serverError, clearServerError: () => setServerError(null), send }
}
