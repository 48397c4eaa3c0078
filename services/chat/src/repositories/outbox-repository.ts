import type { Events } from '@cosign/service-kit'
import type { Tx } from './db.js'

/** The outbox: an event is written in the transaction of the change it announces (the relay publishes it). */
export const outboxRepository = {
  add: (tx: Tx, event: ReturnType<Events['record']>) => tx.outboxEvent.create({ data: event }),
}
