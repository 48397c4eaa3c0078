import type { ReactNode } from 'react'
import type { UserDto } from '@cosign/api'
import { PageHeader, Spinner, useSession } from '@cosign/ui'
import { ProfileSection } from './ProfileSection.js'
import { EmailSection } from './EmailSection.js'
import { PasswordSection } from './PasswordSection.js'
import { SessionsSection } from './SessionsSection.js'
import { SecondFactorSection } from './SecondFactorSection.js'
import { NotificationSettings } from './NotificationSettings.js'
import { DataExportSection } from './DataExportSection.js'
import { DeleteAccountSection } from './DeleteAccountSection.js'
import './settings.css'

/**
 * The page's sections, in order. Each is a card of its own with its own calls, so a new area (notification
 * preferences, say) is one more entry here.
 */
export const SETTINGS_SECTIONS: ReadonlyArray<{ id: string; render: (user: UserDto) => ReactNode }> = [
  { id: 'name', render: (user) => <ProfileSection user={user} /> },
  { id: 'email', render: (user) => <EmailSection user={user} /> },
  { id: 'password', render: () => <PasswordSection /> },
  { id: 'two-step', render: (user) => <SecondFactorSection user={user} /> },
  { id: 'sessions', render: () => <SessionsSection /> },
  { id: 'notifications', render: () => <NotificationSettings /> },
  { id: 'data-export', render: () => <DataExportSection /> },
  { id: 'delete-account', render: (user) => (user.role === 'ADMIN' ? null : <DeleteAccountSection />) },
]

/** `/settings`: the signed-in account's own settings, the same for every role. */
export default function SettingsPage({ label }: { label: string }) {
  const { user } = useSession()
  if (!user) return <Spinner size="page" label="Loading your account…" />
  return (
    <section className="ui-page shell-settings">
      <PageHeader title={label} description="Your name, email, password, the devices you are signed in on, the emails you receive, and your data." />
      <div className="ui-stack">
        {SETTINGS_SECTIONS.map((section) => (
          <div key={section.id} id={section.id}>
            {section.render(user)}
          </div>
        ))}
      </div>
    </section>
  )
}
