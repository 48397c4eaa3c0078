import { EMAIL_NOTIFICATION_KINDS, type NotificationPreferencesResponse } from '@cosign/api'

/** Every kind with its email setting: a kind without a stored switch is on; unknown stored kinds are ignored. */
export function toNotificationPreferences(
  rows: ReadonlyArray<{ kind: string; emailEnabled: boolean }>,
): NotificationPreferencesResponse {
  const stored = new Map(rows.map((r) => [r.kind, r.emailEnabled]))
  return {
    email: Object.fromEntries(
      EMAIL_NOTIFICATION_KINDS.map((kind) => [kind, stored.get(kind) ?? true]),
    ) as NotificationPreferencesResponse['email'],
  }
}
