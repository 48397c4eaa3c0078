import type { ReactNode } from 'react'
import { Alert, Button } from '@cosign/ui'

export interface FormFooterProps {
  /** The failure of the last submit, announced as soon as it shows. */
  error: string | null
  busy: boolean
  submitLabel: ReactNode
  /** The submit button's text while busy ("Sending..."). */
  busyLabel: string
  /** Buttons or links after the submit one (Cancel, Back). */
  children?: ReactNode
}

/** A form's foot: the failure, if any, then the submit button and what sits beside it. */
export function FormFooter({ error, busy, submitLabel, busyLabel, children }: FormFooterProps) {
  return (
    <>
      <div aria-live="assertive">{error ? <Alert variant="error">{error}</Alert> : null}</div>
      <div className="ui-row">
        <Button type="submit" loading={busy} loadingText={busyLabel}>
          {submitLabel}
        </Button>
        {children}
      </div>
    </>
  )
}
