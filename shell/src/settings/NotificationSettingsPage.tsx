import { Page } from '@cosign/ui'
import { NotificationSettings } from './NotificationSettings.js'

/**
 * `/settings/notifications`: the notification section on its own page, the target of the emails' "Manage all your
 * notification settings" link. The account settings page (`/settings`) shows the same section.
 */
export default function NotificationSettingsPage({ label }: { label: string }) {
  return (
    <Page title={label} description="Which emails you receive from us.">
      <NotificationSettings />
    </Page>
  )
}
