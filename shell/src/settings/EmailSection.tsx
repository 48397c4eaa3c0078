import type { ChangeEmailRequest, UserDto } from '@cosign/api'
import { Card, type FormFieldSpec } from '@cosign/ui'
import { passwordField } from '../screens/AuthCard.js'
import { settingsApi } from './settings-api.js'
import { SettingsForm } from './SettingsForm.js'
import { validateEmailChange } from './settings-validation.js'

const FIELDS: readonly FormFieldSpec<ChangeEmailRequest>[] = [
  { field: 'newEmail', label: 'New email', type: 'email', name: 'newEmail', autoComplete: 'email', required: true },
  passwordField('currentPassword', 'Current password', 'current-password', { name: 'emailCurrentPassword' }),
]

/** Email: the new address is confirmed from its own inbox before it replaces the current one. */
export function EmailSection({ user }: { user: UserDto }) {
  return (
    <Card title="Email" aria-label="Email">
      <p>
        Your email is <strong>{user.email}</strong>
        {user.emailVerified ? ' (confirmed)' : ' (not confirmed yet)'}. To change it, enter the new address: we send
        it a link, and your email changes when you open it. We also tell your current address.
      </p>
      <SettingsForm
        fields={FIELDS}
        initial={{ newEmail: '', currentPassword: '' }}
        validate={(values) => validateEmailChange(values, user.email)}
        submit={async (values) => (await settingsApi.requestEmailChange(values)).message}
        submitLabel="Send confirmation link"
        resetOnSuccess
        failureMessage="We could not start the email change. Please try again."
      />
    </Card>
  )
}
