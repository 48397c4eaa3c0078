import { SETTINGS_MESSAGES, type UpdateNameRequest, type UserDto } from '@cosign/api'
import { Card, session, type FormFieldSpec } from '@cosign/ui'
import { settingsApi } from './settings-api.js'
import { SettingsForm } from './SettingsForm.js'
import { validateName } from './settings-validation.js'

const FIELDS: readonly FormFieldSpec<UpdateNameRequest>[] = [
  { field: 'firstName', label: 'First name', name: 'firstName', autoComplete: 'given-name', required: true },
  { field: 'lastName', label: 'Last name', name: 'lastName', autoComplete: 'family-name', required: true },
]

/** Name: what the other party of a match and the back office see. */
export function ProfileSection({ user }: { user: UserDto }) {
  return (
    <Card title="Name" aria-label="Name">
      <SettingsForm
        fields={FIELDS}
        initial={{ firstName: user.firstName, lastName: user.lastName }}
        validate={validateName}
        submit={async (values) => {
          await settingsApi.saveName(values)
          // The header's greeting and every screen reading the session show the new name at once.
          await session.reloadUser().catch(() => undefined)
          return SETTINGS_MESSAGES.nameSaved
        }}
        submitLabel="Save name"
        failureMessage="We could not save your name. Please try again."
      />
    </Card>
  )
}
