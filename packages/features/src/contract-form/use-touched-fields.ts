// Which fields of a creation form the user edited: a field shows its error once edited (or after a submit), so a
// prefilled form never starts in an error state. Shared by the cosigner's and the admin's creation forms.
import { useCallback, useState } from 'react'
import type { ContractFormField, ContractFormValues } from './contract-form.js'

export function useTouchedFields(setValues: (update: (v: ContractFormValues) => ContractFormValues) => void) {
  const [touched, setTouched] = useState<ReadonlySet<ContractFormField>>(new Set())
  const set = (field: ContractFormField) => (value: string) => {
    setTouched((t) => (t.has(field) ? t : new Set(t).add(field)))
    setValues((v) => ({ ...v, [field]: value }))
  }
  const reset = useCallback(() => setTouched(new Set()), [])
  return { touched, set, reset }
}
