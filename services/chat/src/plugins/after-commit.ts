import type { FastifyInstance } from 'fastify'
import type { TransactionRunner } from '@cosign/service-kit'
import type { Prisma } from '../generated/prisma/client.js'

/** A consumer's transaction, plus work to run once it has committed (realtime pushes). */
export interface AfterCommitTx {
  db: Prisma.TransactionClient
  $executeRawUnsafe(query: string, ...values: unknown[]): Promise<number>
  afterCommit(task: () => void): void
}

/**
 * Transactions for consumeEvents whose handlers push to sockets: the pushes run only after the commit, so a
 * socket never sees something that was rolled back, and a failed push never makes the event look unhandled.
 */
export function afterCommitTransactions(app: FastifyInstance): TransactionRunner<AfterCommitTx> {
  return {
    async $transaction(fn) {
      const tasks: Array<() => void> = []
      const result = await app.prisma.$transaction((db) =>
        fn({
          db,
          $executeRawUnsafe: (query, ...values) => db.$executeRawUnsafe(query, ...values),
          afterCommit: (t) => tasks.push(t),
        }),
      )
      for (const task of tasks)
        try {
          task()
        } catch (err) {
          app.log.warn({ err }, 'realtime push failed')
        }
      return result
    },
  }
}
