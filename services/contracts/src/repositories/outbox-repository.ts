import type { Events } from '@cosign/service-kit'
import type { Tx } from './db.js'

/** An outbox row as the events plugin's `record` makes it. */
export type OutboxRow = ReturnType<Events['record']>

export const outboxRepository = {
  /** Writes outbox rows in the caller's transaction, in order (published after the commit). */
  async add(tx: Tx, ...rows: OutboxRow[]): Promise<void> {
    for (const data of rows) await tx.outboxEvent.create({ data })
  },
}
