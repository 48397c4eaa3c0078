import type { FormFieldSpec } from '@cosign/ui'
import { Card, session } from '@cosign/ui'
import { useNavigate } from '../routing/router.js'
import { privacyApi } from './privacy-api.js'
import { SettingsForm } from './SettingsForm.js'

interface DeleteForm {
  password: string
}
const FIELDS: readonly FormFieldSpec<DeleteForm>[] = [
  { field: 'password', label: 'Your password', type: 'password', name: 'deletePassword', autoComplete: 'current-password', required: true },
]

/**
 * "Delete my account" (issue 30), confirmed with the password. The server refuses while contracts are open or
 * installments unpaid, with a message that says so; after a deletion this browser is signed out.
 */
export function DeleteAccountSection() {
  const navigate = useNavigate()
  return (
    <Card title="Delete your account" aria-label="Delete your account">
      <p>
        This erases your profile, credit reports, notifications and the text of your messages, and signs you out
        everywhere. Signed agreements, payments and receipts are kept under a pseudonym, as the{' '}
        <a href="/privacy#deletion" target="_blank" rel="noopener">
          Privacy Policy
        </a>{' '}
        explains. It cannot be undone.
      </p>
      <SettingsForm
        fields={FIELDS}
        initial={{ password: '' }}
        validate={(values) => (values.password ? {} : { password: 'Please enter your password.' })}
        submit={async (values) => {
          const { message } = await privacyApi.deleteAccount(values.password)
          await session.logout().catch(() => undefined)
          navigate('/', { replace: true })
          return message
        }}
        submitLabel="Delete my account"
        resetOnSuccess
        failureMessage="We could not delete your account. Please try again."
      />
    </Card>
  )
}
