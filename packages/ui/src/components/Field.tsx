import { useId, type ReactNode } from 'react'

/** The ids of a form control, its hint and its error, and the aria-describedby that links them to the control. */
export interface FieldIds {
  controlId: string
  hintId: string | undefined
  errorId: string | undefined
  describedBy: string | undefined
}

/** A field's ids: the caller's `id`, or one made from `prefix`; `alsoDescribedBy` is the caller's own. */
export function useFieldIds(
  prefix: string,
  id: string | undefined,
  hint: ReactNode,
  error: ReactNode,
  alsoDescribedBy?: string,
): FieldIds {
  const generated = useId()
  const controlId = id ?? `${prefix}-${generated}`
  const hintId = hint ? `${controlId}-hint` : undefined
  const errorId = error ? `${controlId}-error` : undefined
  const describedBy = [hintId, errorId, alsoDescribedBy].filter(Boolean).join(' ') || undefined
  return { controlId, hintId, errorId, describedBy }
}

export interface FieldFrameProps {
  ids: FieldIds
  label: ReactNode
  /** Visually hide the label (it stays for screen readers). */
  hideLabel?: boolean
  hint?: ReactNode
  error?: string | null
  className?: string | undefined
  /** The control, with `ids.controlId` and `ids.describedBy`. */
  children: ReactNode
}

/** A labelled form control: the label, the hint above the control, the error under it (TextField, Select). */
export function FieldFrame({ ids, label, hideLabel, hint, error, className, children }: FieldFrameProps) {
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
      {error ? (
        <span id={ids.errorId} className="ui-field__error">
          {error}
        </span>
      ) : null}
    </div>
  )
}
