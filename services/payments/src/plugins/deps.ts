import { depsPlugin } from '@cosign/service-kit'
import type { FastifyInstance } from 'fastify'
import type { PaymentsConfig } from '../config.js'
import type { Deps } from '../domain/deps.js'
import { transactionOf } from '../repositories/db.js'

declare module 'fastify' {
  interface FastifyInstance {
    /** What the use cases need, built once (routes, consumers and the reconcile job pass it). */
    deps: Deps
  }
}

/**
 * The use cases' collaborators, from the Fastify instance's decorations (prisma, events, gateway) and the
 * configuration.
 */
export function depsOf(app: FastifyInstance, config: PaymentsConfig): Deps {
  return {
    db: app.prisma,
    transaction: transactionOf(app.prisma),
    events: app.events,
    paypal: app.gateway,
    log: app.log,
    config,
    now: () => new Date(),
  }
}

/** Decorates `app.deps` (after prisma, events and the PayPal gateway). */
export default depsPlugin(
  (app, { config }: { config: PaymentsConfig }) => depsOf(app, config),
  ['prisma', 'events', 'gateway'],
)
