import type { DomainEvents } from '@cosign/api'

/** The outbox rows of a notification (chat stores it and pushes it) to each user, once per user. */
export function notificationRows<R>(
  record: (type: 'notification.requested', data: DomainEvents['notification.requested']) => R,
  userIds: string[],
  title: string,
  message: string,
): R[] {
  return [...new Set(userIds)].map((userId) => record('notification.requested', { userId, title, message }))
}
