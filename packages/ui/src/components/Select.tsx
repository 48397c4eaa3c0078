import type { ReactNode, SelectHTMLAttributes } from 'react'
import { FieldFrame, useFieldIds } from './Field.js'

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
  const ids = useFieldIds('select', id, hint, error)
  return (
    <FieldFrame ids={ids} label={label} hideLabel={hideLabel} hint={hint} error={error} className={className}>
      <select
        {...rest}
        id={ids.controlId}
        required={required}
        className="ui-select"
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  )
}
