import { useId, type ReactNode, type Ref, type TextareaHTMLAttributes } from 'react'

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
  const generated = useId()
  const fieldId = id ?? generated
  const errorId = `${fieldId}-error`
  return (
    <div className="ui-field">
      <label className="ui-field__label" htmlFor={fieldId}>
        {label}
      </label>
      <textarea
        {...rest}
        ref={ref}
        id={fieldId}
        className={['ui-input', className].filter(Boolean).join(' ')}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      {errorAnnouncement === 'live' ? (
        <span id={errorId} className="ui-field__error" aria-live="assertive">
          {error ?? ''}
        </span>
      ) : error ? (
        <span id={errorId} className="ui-field__error" role="alert">
          {error}
        </span>
      ) : null}
    </div>
  )
}
