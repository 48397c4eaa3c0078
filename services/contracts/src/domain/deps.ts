import type { Events } from '@cosign/service-kit'
import type { Client, Tx } from '../repositories/db.js'
import type { contractRepository } from '../repositories/contract-repository.js'
import type { ledgerRepository } from '../repositories/ledger-repository.js'
import type { moneyRepository } from '../repositories/money-repository.js'
import type { outboxRepository } from '../repositories/outbox-repository.js'
import type { readModelRepository } from '../repositories/read-model-repository.js'

export type { RequestOrigin, Viewer } from '../model/viewer.js'

/**
 * What the use cases need (not the Fastify instance): the repositories, the database they work on (the client, or
 * a transaction's `tx`), the outbox record factory and a clock. Built once by plugins/deps.ts (`app.deps`).
 */
export interface Deps {
  /** The database outside a transaction (the repositories' first argument). */
  db: Client
  /** Runs `work` in one database transaction; repositories called inside take its `tx`. */
  transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T>
  contracts: typeof contractRepository
  ledger: typeof ledgerRepository
  money: typeof moneyRepository
  readModels: typeof readModelRepository
  outbox: typeof outboxRepository
  /** Outbox row data for an event (written with `outbox.add` in the change's transaction). */
  record: Events['record']
  /** The current time. */
  now(): Date
}
