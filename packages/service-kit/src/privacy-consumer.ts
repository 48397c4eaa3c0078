// Privacy (issue 30): the one shape of each service's consumer of `user.deleted` and `data_export.requested`.
import type { FastifyInstance } from 'fastify'
import type { ApiService, DomainEvents } from '@cosign/api'
import { eventConsumerPlugin } from './consumer-plugin.js'
import { publishingTransactions, type RawTx } from './consumer.js'
import { outboxRepository, type OutboxTable } from './transactions.js'

/** What a service does for privacy: its use cases, each given the app and the consumer's transaction. */
export interface PrivacyHandlers<Tx extends RawTx & OutboxTable> {
  /** Erases or pseudonymises the deleted person's data in this service's tables (idempotent). */
  erase(app: FastifyInstance, tx: Tx, event: DomainEvents['user.deleted']): Promise<unknown>
  /** The JSON files (name -> content) of what this service holds about the user, and no one else's data. */
  exportOf(app: FastifyInstance, tx: Tx, userId: string): Promise<Record<string, unknown>>
}

/**
 * Durable `<service>-privacy`: on `user.deleted` the service's erase runs; on `data_export.requested` its part is
 * recorded as `data_export.part_ready` in the same transaction (published after the commit). A redelivery is a
 * no-op (processed_events), like every consumer.
 */
export function privacyConsumerPlugin<Tx extends RawTx & OutboxTable>(
  service: ApiService,
  db: (app: FastifyInstance) => { $transaction<R>(fn: (tx: Tx) => Promise<R>): Promise<R> },
  handlers: PrivacyHandlers<Tx>,
  dependencies: string[] = ['deps'],
) {
  return eventConsumerPlugin(
    `${service}-privacy-consumer`,
    `${service}-privacy`,
    ['user.deleted', 'data_export.requested'],
    {
      db: (app) => publishingTransactions(app, db(app)),
      handle: (app) => async (event, tx: Tx) => {
        if (event.type === 'user.deleted') {
          await handlers.erase(app, tx, event.data as DomainEvents['user.deleted'])
          return
        }
        const { exportId, userId } = event.data as DomainEvents['data_export.requested']
        // Plain JSON (dates as ISO strings), as the archive will hold it.
        const files = JSON.parse(JSON.stringify(await handlers.exportOf(app, tx, userId))) as Record<string, unknown>
        await outboxRepository.add(tx, app.events.record('data_export.part_ready', { exportId, userId, service, files }))
      },
    },
    dependencies,
  )
}
