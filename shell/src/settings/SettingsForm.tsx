import { useState, type FormEvent } from 'react'
import { Alert, Button, errorMessage, FormFields, focusFirstInvalid, type FormFieldSpec, type FormTextKey } from '@cosign/ui'
import { hasErrors, type FieldErrors } from '../screens/validation.js'

export interface SettingsFormProps<T extends Record<FormTextKey<T>, string>> {
  fields: readonly FormFieldSpec<T>[]
  initial: T
  validate: (values: T) => FieldErrors<T>
  /** Sends the form; answers the message to show. */
  submit: (values: T) => Promise<string>
  submitLabel: string
  /** Clears the fields after success (passwords). */
  resetOnSuccess?: boolean
  /** What the server's refusal falls back to when it has no message. */
  failureMessage: string
}

/**
 * One settings form: fields, quick checks, the server's answer shown above the button (success as a status,
 * failure as an alert), focus moved to the first invalid field.
 */
export function SettingsForm<T extends Record<FormTextKey<T>, string>>(props: SettingsFormProps<T>) {
  const [values, setValues] = useState<T>(props.initial)
  const [errors, setErrors] = useState<FieldErrors<T>>({})
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null)
  const [busy, setBusy] = useState(false)

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busy) return
    const form = event.currentTarget
    const found = props.validate(values)
    setErrors(found)
    setOutcome(null)
    if (hasErrors(found)) {
      focusFirstInvalid(form)
      return
    }
    setBusy(true)
    try {
      const message = await props.submit(values)
      setOutcome({ ok: true, message })
      if (props.resetOnSuccess) setValues(props.initial)
    } catch (error) {
      setOutcome({ ok: false, message: errorMessage(error, props.failureMessage) })
    } finally {
      setBusy(false)
    }
  }

  return (
    <form className="ui-stack" noValidate onSubmit={onSubmit}>
      <FormFields
        fields={props.fields}
        values={values}
        errors={errors}
        onChange={(field, value) => setValues({ ...values, [field]: value })}
      />
      {outcome ? <Alert variant={outcome.ok ? 'success' : 'error'}>{outcome.message}</Alert> : null}
      <div className="ui-row">
        <Button type="submit" loading={busy} loadingText="Saving...">
          {props.submitLabel}
        </Button>
      </div>
    </form>
  )
}
