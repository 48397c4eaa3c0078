import { Select, type SelectProps } from './Select.js'
import { TextField, type TextFieldProps } from './TextField.js'

/** The keys of a form's values whose values are text, the ones an input or a select can edit. */
export type FormTextKey<T> = { [K in keyof T]-?: T[K] extends string ? K : never }[keyof T] & string

/**
 * One field of a FormFields list: `field` names the form value it edits; the rest are TextField props, or
 * Select props when it has `options`.
 */
export type FormFieldSpec<T> = { field: FormTextKey<T> } & (
  | (Omit<TextFieldProps, 'value' | 'onChange' | 'error'> & { options?: undefined })
  | Omit<SelectProps, 'value' | 'onChange' | 'error'>
)

export interface FormFieldsProps<T extends Record<FormTextKey<T>, string>> {
  fields: readonly FormFieldSpec<T>[]
  values: T
  /** Error messages by field; each shows under its field. */
  errors?: Partial<Record<keyof T, string>>
  onChange: (field: FormTextKey<T>, value: string) => void
}

/**
 * A form's fields from a list of specs, in order and without a wrapper element (the caller lays them out):
 * each shows its form value and error, and reports edits with its field name.
 */
export function FormFields<T extends Record<FormTextKey<T>, string>>({
  fields,
  values,
  errors,
  onChange,
}: FormFieldsProps<T>) {
  return fields.map((spec) => {
    const { field } = spec
    const bound = { value: values[field], error: errors?.[field] }
    if (spec.options !== undefined) {
      const { field: _field, ...props } = spec
      return <Select key={field} {...props} {...bound} onChange={(e) => onChange(field, e.target.value)} />
    }
    const { field: _field, options: _options, ...props } = spec
    return <TextField key={field} {...props} {...bound} onChange={(e) => onChange(field, e.target.value)} />
  })
}
