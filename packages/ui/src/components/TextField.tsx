import type { InputHTMLAttributes, ReactNode, Ref } from 'react'
import { FieldFrame, useFieldIds } from './Field.js'

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
  const ids = useFieldIds('field', id, hint, error, rest['aria-describedby'])
  return (
    <FieldFrame ids={ids} label={label} hint={hint} error={error} className={className}>
      <input
        {...rest}
        ref={ref}
        id={ids.controlId}
        required={required}
        className="ui-input"
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
      />
    </FieldFrame>
  )
}
