import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react'

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: ReactNode
  error?: string | null
  hint?: ReactNode
  id?: string
  ref?: Ref<HTMLInputElement>
}

/**
 * Labelled input; the hint and the error are linked with aria-describedby and the error sets aria-invalid.
 * The label is only the given text (no required marker), so each field's accessible name is exactly its label;
 * forms mark the optional fields instead.
 */
export function TextField({ label, error, hint, id, required, className, ref, ...rest }: TextFieldProps) {
  const generated = useId()
  const inputId = id ?? `field-${generated}`
  const hintId = hint ? `${inputId}-hint` : undefined
  const errorId = error ? `${inputId}-error` : undefined
  const describedBy = [hintId, errorId, rest['aria-describedby']].filter(Boolean).join(' ') || undefined
  return (
    <div className={['ui-field', className].filter(Boolean).join(' ')}>
      <label className="ui-field__label" htmlFor={inputId}>
        {label}
      </label>
      {hint ? (
        <span id={hintId} className="ui-field__hint">
          {hint}
        </span>
      ) : null}
      <input
        {...rest}
        ref={ref}
        id={inputId}
        required={required}
        className="ui-input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      {error ? (
        <span id={errorId} className="ui-field__error">
          {error}
        </span>
      ) : null}
    </div>
  )
}
