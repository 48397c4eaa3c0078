import type { NotificationPreferencesResponse } from '@cosign/api'
import { notificationPreferenceRepository } from '../repositories/notification-preference-repository.js'
import { toNotificationPreferences } from '../model/notification-preferences.js'
import type { Deps } from './deps.js'

/** `GET /me/notification-preferences`: email on/off for every kind. */
export async function getNotificationPreferences(
  deps: Pick<Deps, 'prisma'>,
  userId: string,
): Promise<NotificationPreferencesResponse> {
  return toNotificationPreferences(await notificationPreferenceRepository.listByUser(deps.prisma, userId))
}
