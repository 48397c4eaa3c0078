import { useId, type ReactNode, type SelectHTMLAttributes } from 'react'

export interface SelectOption {
  value: string
  label: string
}
export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: ReactNode
  options: readonly SelectOption[]
  error?: string | null
  hint?: ReactNode
  /** Text of an empty first option ("Choose…"); omit for no empty option. */
  placeholder?: string
  id?: string
  /** Visually hide the label (it stays for screen readers), for compact toolbars. */
  hideLabel?: boolean
}

export function Select({
  label,
  options,
  error,
  hint,
  placeholder,
  id,
  required,
  hideLabel,
  className,
  ...rest
}: SelectProps) {
  const generated = useId()
  const selectId = id ?? `select-${generated}`
  const hintId = hint ? `${selectId}-hint` : undefined
  const errorId = error ? `${selectId}-error` : undefined
  return (
    <div className={['ui-field', className].filter(Boolean).join(' ')}>
      <label className={hideLabel ? 'ui-visually-hidden' : 'ui-field__label'} htmlFor={selectId}>
        {label}
      </label>
      {hint ? (
        <span id={hintId} className="ui-field__hint">
          {hint}
        </span>
      ) : null}
      <select
        {...rest}
        id={selectId}
        required={required}
        className="ui-select"
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error ? (
        <span id={errorId} className="ui-field__error">
          {error}
        </span>
      ) : null}
    </div>
  )
}
