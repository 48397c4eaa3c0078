import type { ReactNode, Ref, TextareaHTMLAttributes } from 'react'
import { FieldFrame, useFieldIds } from './Field.js'

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: ReactNode
  error?: string | null
  /**
   * How the error is announced: 'alert' (default) shows it, when there is one, with role="alert"; 'live' keeps
   * an assertive live region in place that is empty while there is no error.
   */
  errorAnnouncement?: 'alert' | 'live'
  id?: string
  ref?: Ref<HTMLTextAreaElement>
}

/** Labelled multi-line input; the error is linked with aria-describedby and sets aria-invalid (like TextField). */
export function TextAreaField({
  label,
  error,
  errorAnnouncement = 'alert',
  id,
  className,
  ref,
  ...rest
}: TextAreaFieldProps) {
  const ids = useFieldIds(id, 'textarea', null, error)
  return (
    <FieldFrame ids={ids} label={label} error={error} announceError={errorAnnouncement}>
      <textarea
        {...rest}
        ref={ref}
        id={ids.controlId}
        className={['ui-input', className].filter(Boolean).join(' ')}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.errorId}
      />
    </FieldFrame>
  )
}
