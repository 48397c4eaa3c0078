import type { Events } from '@cosign/service-kit'
import type { Db } from './db.js'

/** The outbox: an event is written in the transaction of the change it announces (the relay publishes it). */
export const outboxRepository = {
  add: (db: Db, event: ReturnType<Events['record']>) => db.outboxEvent.create({ data: event }),
}
