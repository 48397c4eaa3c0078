import type { ChangePasswordRequest } from '@cosign/api'
import { Card, serverData, session, type FormFieldSpec } from '@cosign/ui'
import { passwordField } from '../screens/AuthCard.js'
import { settingsApi } from './settings-api.js'
import { SettingsForm } from './SettingsForm.js'
import { validatePasswordChange } from './settings-validation.js'
import { SESSIONS_KEY } from './SessionsSection.js'

const FIELDS: readonly FormFieldSpec<ChangePasswordRequest>[] = [
  passwordField('currentPassword', 'Current password', 'current-password'),
  passwordField('password', 'New password', 'new-password', { name: 'newPassword' }),
  passwordField('confirmPassword', 'Confirm new password', 'new-password'),
]

/** Password: needs the current one; every other device is signed out, this one stays. */
export function PasswordSection() {
  return (
    <Card title="Password" aria-label="Password">
      <p>Changing your password signs you out on every other device. We email you when it changes.</p>
      <SettingsForm
        fields={FIELDS}
        initial={{ currentPassword: '', password: '', confirmPassword: '' }}
        validate={validatePasswordChange}
        submit={async (values) => {
          const { message } = await settingsApi.changePassword(values)
          // This browser's access token is now of an older session version: renew it with the refresh cookie.
          await session.refresh()
          void serverData.fetch(SESSIONS_KEY, true)
          return message
        }}
        submitLabel="Change password"
        resetOnSuccess
        failureMessage="We could not change your password. Please try again."
      />
    </Card>
  )
}
