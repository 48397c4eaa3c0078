import fp from 'fastify-plugin'
import type { FastifyInstance } from 'fastify'
import type { EventEnvelope, EventType } from '@cosign/api'
import { consumeEvents, type RawTx, type TransactionRunner } from './consumer.js'

/**
 * What a consumer plugin reads from its app (and its options): where its transactions run, and the handler of
 * each event, run inside the same transaction that records the event as processed.
 */
export interface ConsumerWiring<Tx extends RawTx, T extends EventType, Opts> {
  db: (app: FastifyInstance) => TransactionRunner<Tx>
  handle: (app: FastifyInstance, opts: Opts) => (event: EventEnvelope<T>, tx: Tx) => Promise<unknown>
}

/**
 * The one way a service declares a durable consumer: a Fastify plugin named `name` (its log label is the name
 * with spaces) that runs `consumeEvents` once `prisma`, `events` and the `dependencies` are there.
 */
export function eventConsumerPlugin<Tx extends RawTx, T extends EventType, Opts extends object = object>(
  name: string,
  durable: string,
  types: readonly T[],
  wiring: ConsumerWiring<Tx, T, Opts>,
  dependencies: string[] = [],
) {
  return fp<Opts>(
    async (app, opts) => {
      const handle = wiring.handle(app, opts)
      consumeEvents(app, {
        durable,
        types: [...types],
        db: wiring.db(app),
        handle: async (event, tx) => {
          await handle(event, tx)
        },
        label: name.replaceAll('-', ' '),
      })
    },
    { name, dependencies: ['prisma', 'events', ...dependencies] },
  )
}
