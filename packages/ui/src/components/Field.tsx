import { useId, type ReactNode } from 'react'

/** The ids of a field's control, hint and error (the last two only when shown), for aria-describedby. */
export function useFieldIds(id: string | undefined, prefix: string, hint: unknown, error: unknown) {
  const generated = useId()
  const controlId = id ?? `${prefix}-${generated}`
  return {
    controlId,
    hintId: hint ? `${controlId}-hint` : undefined,
    errorId: error ? `${controlId}-error` : undefined,
  }
}

/**
 * A form field's frame around its control (input, select): the label, the hint, then the control and its
 * error, with the ids of useFieldIds.
 */
export function FieldFrame({
  ids,
  label,
  hideLabel,
  hint,
  error,
  announceError,
  className,
  children,
}: {
  ids: ReturnType<typeof useFieldIds>
  label: ReactNode
  /** Visually hide the label (it stays for screen readers). */
  hideLabel?: boolean
  hint?: ReactNode
  error?: string | null
  /**
   * How the error is announced: by default not at all (the control's aria-describedby points at it); 'alert'
   * shows it with role="alert"; 'live' keeps an assertive live region in place, empty while there is no error.
   */
  announceError?: 'alert' | 'live'
  className?: string
  children: ReactNode
}) {
  return (
    <div className={['ui-field', className].filter(Boolean).join(' ')}>
      <label className={hideLabel ? 'ui-visually-hidden' : 'ui-field__label'} htmlFor={ids.controlId}>
        {label}
      </label>
      {hint ? (
        <span id={ids.hintId} className="ui-field__hint">
          {hint}
        </span>
      ) : null}
      {children}
      {announceError === 'live' ? (
        <span id={ids.errorId} className="ui-field__error" aria-live="assertive">
          {error ?? ''}
        </span>
      ) : error ? (
        <span id={ids.errorId} className="ui-field__error" role={announceError}>
          {error}
        </span>
      ) : null}
    </div>
  )
}
