import { useState, type FormEvent } from 'react'
import { useCheckedSubmit } from '@cosign/ui'
import { hasErrors, type FieldErrors } from './validation.js'

/**
 * The state of an account form (log in, sign up, passwords, settings): its values, the quick checks' errors
 * under the fields, the server's last answer (`failure`, or any outcome), and `onSubmit(send)`, the form's submit handler: it
 * checks the values (errors shown, the last outcome cleared, focus on the first invalid field) and runs `send`
 * while `busy`.
 */
export function useCheckedForm<F extends object, Failure>(
  initial: F,
  validate: (values: F) => FieldErrors<F>,
) {
  const [form, setForm] = useState<F>(initial)
  const [errors, setErrors] = useState<FieldErrors<F>>({})
  const [failure, setFailure] = useState<Failure | null>(null)
  const { busy, submit } = useCheckedSubmit()
  const setField = (field: keyof F, value: string) => setForm((current) => ({ ...current, [field]: value }))
  function check() {
    const found = validate(form)
    setErrors(found)
    setFailure(null)
    return !hasErrors(found)
  }
  const onSubmit = (send: () => Promise<void>) => (event: FormEvent<HTMLFormElement>) =>
    void submit(event, check, send)
  return { form, setForm, setField, errors, failure, setFailure, busy, onSubmit }
}
