import { useCallback, useEffect, useId, useState } from 'react'
import {
  EMAIL_NOTIFICATION_KINDS,
  EMAIL_NOTIFICATION_LABELS,
  NOTIFICATION_EMAIL_MESSAGES,
  type EmailNotificationKind,
  type NotificationPreferencesResponse,
} from '@cosign/api'
import { Alert, Card, errorMessage, LoadErrorAlert, Spinner } from '@cosign/ui'
import { getNotificationPreferences, updateNotificationPreferences } from './notification-settings-api.js'
import './settings.css'

type Load =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; prefs: NotificationPreferencesResponse }

/**
 * The "Notifications" section of the account settings: email on/off per kind, saved as soon as a switch changes
 * (then showing the server's answer). In-app notifications are always on.
 */
export function NotificationSettings({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const [load, setLoad] = useState<Load>({ status: 'loading' })
  const [saving, setSaving] = useState<EmailNotificationKind | null>(null)
  const [status, setStatus] = useState<{ kind: 'saved' | 'error'; text: string } | null>(null)
  const introId = useId()

  const fetchPrefs = useCallback(() => {
    setLoad({ status: 'loading' })
    getNotificationPreferences().then(
      (prefs) => setLoad({ status: 'ready', prefs }),
      (error: unknown) => setLoad({ status: 'error', message: errorMessage(error, NOTIFICATION_EMAIL_MESSAGES.loadFailed) }),
    )
  }, [])
  useEffect(fetchPrefs, [fetchPrefs])

  async function toggle(kind: EmailNotificationKind, on: boolean) {
    if (saving || load.status !== 'ready') return
    const before = load.prefs
    // The switch moves at once; the server's answer then confirms it, or a failure puts it back.
    setLoad({ status: 'ready', prefs: { email: { ...before.email, [kind]: on } } })
    setSaving(kind)
    setStatus(null)
    try {
      const prefs = await updateNotificationPreferences({ [kind]: on })
      setLoad({ status: 'ready', prefs })
      setStatus({ kind: 'saved', text: NOTIFICATION_EMAIL_MESSAGES.saved })
    } catch (error) {
      setLoad({ status: 'ready', prefs: before })
      setStatus({ kind: 'error', text: errorMessage(error, NOTIFICATION_EMAIL_MESSAGES.saveFailed) })
    } finally {
      setSaving(null)
    }
  }

  return (
    <Card title="Notifications" headingLevel={headingLevel} className="notify-settings" aria-describedby={introId}>
      <p id={introId} className="notify-settings__intro">
        Choose which emails we send you. In-app notifications always stay on.
      </p>
      {load.status === 'loading' ? <Spinner label="Loading your notification settings…" /> : null}
      {load.status === 'error' ? (
        <LoadErrorAlert title="Notification settings unavailable" onRetry={fetchPrefs}>
          {load.message}
        </LoadErrorAlert>
      ) : null}
      {load.status === 'ready' ? (
        <fieldset className="notify-settings__list" aria-busy={saving ? true : undefined}>
          <legend className="ui-visually-hidden">Email notifications</legend>
          {EMAIL_NOTIFICATION_KINDS.map((kind) => (
            <NotificationSwitch
              key={kind}
              kind={kind}
              on={load.prefs.email[kind]}
              disabled={saving !== null}
              onChange={(on) => void toggle(kind, on)}
            />
          ))}
        </fieldset>
      ) : null}
      <div aria-live="polite">
        {status ? (
          <Alert variant={status.kind === 'saved' ? 'success' : 'error'}>{status.text}</Alert>
        ) : null}
      </div>
    </Card>
  )
}

function NotificationSwitch({
  kind,
  on,
  disabled,
  onChange,
}: {
  kind: EmailNotificationKind
  on: boolean
  disabled: boolean
  onChange: (on: boolean) => void
}) {
  const descriptionId = useId()
  const { label, description } = EMAIL_NOTIFICATION_LABELS[kind]
  return (
    <label className="notify-settings__item">
      <input
        type="checkbox"
        role="switch"
        checked={on}
        disabled={disabled}
        aria-describedby={descriptionId}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span className="notify-settings__text">
        <span className="notify-settings__label">Email: {label}</span>
        <span id={descriptionId} className="notify-settings__description">
          {description}
        </span>
      </span>
    </label>
  )
}
