import type { FastifyInstance } from 'fastify'
import type { PaymentsConfig } from './config.js'
import type { Deps } from './domain/deps.js'

/**
 * The use cases' collaborators, from the Fastify instance's decorations (prisma, events, gateway) and the
 * configuration. Routes and plugins build this once, when they are registered.
 */
export function depsOf(app: FastifyInstance, config: PaymentsConfig): Deps {
  return {
    prisma: app.prisma,
    events: app.events,
    paypal: app.gateway,
    log: app.log,
    config,
    now: () => new Date(),
  }
}
