import type { NotificationPreferencesResponse, UpdateNotificationPreferencesRequest } from '@cosign/api'
import { notFound } from '@cosign/service-kit'
import { userRepository } from '../repositories/user-repository.js'
import { notificationPreferenceRepository } from '../repositories/notification-preference-repository.js'
import { inTransaction } from '../repositories/db.js'
import { toNotificationPreferences } from '../model/notification-preferences.js'
import type { Deps } from './deps.js'

/** `PUT /me/notification-preferences`: switches the kinds given (the body's schema lists the known kinds only). */
export async function updateNotificationPreferences(
  deps: Pick<Deps, 'prisma'>,
  userId: string,
  input: UpdateNotificationPreferencesRequest,
): Promise<NotificationPreferencesResponse> {
  return inTransaction(deps.prisma, async (tx) => {
    // A token outliving its account (deleted since): nothing to attach the switches to.
    if (!(await userRepository.findById(tx, userId))) throw notFound('User not found')
    for (const [kind, on] of Object.entries(input.email))
      if (typeof on === 'boolean') await notificationPreferenceRepository.setEmailEnabled(tx, userId, kind, on)
    return toNotificationPreferences(await notificationPreferenceRepository.listByUser(tx, userId))
  })
}
