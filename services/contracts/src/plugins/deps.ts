import { depsPlugin } from '@cosign/service-kit'
import type { FastifyInstance } from 'fastify'
import type { Deps } from '../domain/deps.js'
import { transactionOf } from '../repositories/db.js'
import { contractRepository } from '../repositories/contract-repository.js'
import { ledgerRepository } from '../repositories/ledger-repository.js'
import { moneyRepository } from '../repositories/money-repository.js'
import { outboxRepository } from '../repositories/outbox-repository.js'
import { readModelRepository } from '../repositories/read-model-repository.js'

declare module 'fastify' {
  interface FastifyInstance {
    /** What the use cases need, built once (routes, consumers and jobs pass it). */
    deps: Deps
  }
}

/** The use cases' dependencies from the app's decorations. */
export function depsOf(app: FastifyInstance): Deps {
  return {
    db: app.prisma,
    transaction: transactionOf(app.prisma),
    contracts: contractRepository,
    ledger: ledgerRepository,
    money: moneyRepository,
    readModels: readModelRepository,
    outbox: outboxRepository,
    record: app.events.record,
    now: () => new Date(),
  }
}

/** Decorates `app.deps` (after prisma and events). */
export default depsPlugin(depsOf, ['prisma', 'events'])
