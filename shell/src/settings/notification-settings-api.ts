// The notification settings' calls (auth service, signed in). Screens call these, never fetch themselves.
import {
  authEndpoints,
  type NotificationPreferencesResponse,
  type UpdateNotificationPreferencesRequest,
} from '@cosign/api'
import { api } from '@cosign/ui'

/** Email on/off for every kind of notification email. */
export const getNotificationPreferences = (): Promise<NotificationPreferencesResponse> =>
  api.call(authEndpoints.getNotificationPreferences)

/** Switches the given kinds; answers every kind's setting as saved. */
export const updateNotificationPreferences = (
  email: UpdateNotificationPreferencesRequest['email'],
): Promise<NotificationPreferencesResponse> => api.call(authEndpoints.updateNotificationPreferences, { body: { email } })
