import type { Events } from './events-plugin.js'

/** How long a transaction may wait for a connection and run (Prisma's interactive transaction limits). */
export interface TransactionLimits {
  maxWait?: number
  timeout?: number
}

/** A service's Prisma client as far as interactive transactions go (`Tx`: its transaction client). */
export interface TransactionalClient<Tx> {
  $transaction<T>(work: (tx: Tx) => Promise<T>, limits?: TransactionLimits): Promise<T>
}

/** Runs `work` in one transaction of `client` (a service's `Deps.transaction`). */
export const transactionOf =
  <Tx>(client: TransactionalClient<Tx>) =>
  <T>(work: (tx: Tx) => Promise<T>, limits?: TransactionLimits): Promise<T> =>
    client.$transaction(work, limits)

/** Runs `work` in one transaction: every repository call given its `tx` commits or rolls back together. */
export function inTransaction<Tx, T>(client: TransactionalClient<Tx>, work: (tx: Tx) => Promise<T>): Promise<T> {
  return client.$transaction(work)
}

/**
 * A scheduled job's batches: `batch` runs in a transaction of its own (claiming at most `size` rows, e.g. FOR
 * UPDATE SKIP LOCKED) until one handles fewer than `size`. Returns how many rows the batches handled.
 */
export async function inBatches<Tx>(
  transaction: <T>(work: (tx: Tx) => Promise<T>) => Promise<T>,
  size: number,
  batch: (tx: Tx) => Promise<number>,
): Promise<number> {
  let total = 0
  for (;;) {
    const count = await transaction(batch)
    total += count
    if (count < size) return total
  }
}

/** An outbox row as the events plugin's `record` makes it. */
export type OutboxRow = ReturnType<Events['record']>

/** A service's `outbox_events` table (every service has one, written by this repository, read by the relay). */
export interface OutboxTable {
  outboxEvent: { create(args: { data: OutboxRow }): Promise<unknown> }
}

/** The outbox: an event is written in the transaction of the change it announces (the relay publishes it). */
export const outboxRepository = {
  /** Writes outbox rows in the caller's transaction, in order (published after the commit). */
  async add(tx: OutboxTable, ...rows: OutboxRow[]): Promise<void> {
    for (const data of rows) await tx.outboxEvent.create({ data })
  },
}
