import { Alert, Button, errorMessage, FormFields, type FormFieldSpec, type FormTextKey } from '@cosign/ui'
import { useCheckedForm } from '../screens/use-checked-form.js'
import type { FieldErrors } from '../screens/validation.js'

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
  const checked = useCheckedForm<T, { ok: boolean; message: string }>(props.initial, props.validate)
  const { form: values, setForm: setValues, failure: outcome, setFailure: setOutcome } = checked

  const send = async () => {
    try {
      const message = await props.submit(values)
      setOutcome({ ok: true, message })
      if (props.resetOnSuccess) setValues(props.initial)
    } catch (error) {
      setOutcome({ ok: false, message: errorMessage(error, props.failureMessage) })
    }
  }

  return (
    <form className="ui-stack" noValidate onSubmit={checked.onSubmit(send)}>
      <FormFields fields={props.fields} values={values} errors={checked.errors} onChange={checked.setField} />
      {outcome ? <Alert variant={outcome.ok ? 'success' : 'error'}>{outcome.message}</Alert> : null}
      <div className="ui-row">
        <Button type="submit" loading={checked.busy} loadingText="Saving...">
          {props.submitLabel}
        </Button>
      </div>
    </form>
  )
}
