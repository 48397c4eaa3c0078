import type { DomainEvents, EventType } from '@cosign/api'
import type { Events } from '@cosign/service-kit'
import type { Tx } from '../repositories/db.js'

/** Writes an outbox row in the caller's transaction. */
export async function emit<T extends EventType>(
  tx: Tx,
  record: Events['record'],
  type: T,
  data: DomainEvents[T],
): Promise<void> {
  await tx.outboxEvent.create({ data: record(type, data) })
}

/** A notification (chat stores it and pushes it) to each user, in the caller's transaction. */
export async function notify(
  tx: Tx,
  record: Events['record'],
  userIds: string[],
  title: string,
  message: string,
): Promise<void> {
  for (const userId of new Set(userIds)) await emit(tx, record, 'notification.requested', { userId, title, message })
}
