import type { FastifyInstance } from 'fastify'
import type { BrokerState } from './nats.js'

export interface HealthOptions {
  /** A trivial query on the service's database (`SELECT 1`). */
  database: () => Promise<unknown>
  /** How long a first probe waits for the initial NATS connection before answering `connecting`. */
  connectWaitMs?: number
}

const within = <T>(promise: Promise<T>, ms: number, fallback: T): Promise<T> =>
  Promise.race([promise, new Promise<T>((r) => setTimeout(() => r(fallback), ms).unref())])

/**
 * `/healthz`: the process answers. `/readyz`: the database answers and the event broker is usable (connected,
 * the stream there): 200 `{ status: 'ready', nats: 'connected' }`, else 503 in the error shape plus what is
 * wrong (`nats: 'disconnected' | 'stream-missing' | ...`), so an outage shows in probes instead of writes
 * silently piling up in the outbox. Requires the `events` plugin.
 */
export function healthRoutes(app: FastifyInstance, options: HealthOptions): void {
  app.get('/healthz', async () => ({ status: 'ok' }))
  app.get('/readyz', async (_request, reply) => {
    try {
      await options.database()
    } catch {
      return reply.code(503).send({ error: { code: 'NOT_READY', message: 'Database unreachable' } })
    }
    let nats: BrokerState = await within(app.events.state(), 3000, 'jetstream-unavailable')
    if (nats === 'connecting') {
      // A probe right after start: give the first connection a moment rather than flapping.
      await within(app.events.connected.catch(() => undefined), options.connectWaitMs ?? 2000, undefined)
      nats = await within(app.events.state(), 3000, 'jetstream-unavailable')
    }
    if (nats !== 'connected')
      return reply
        .code(503)
        .send({ error: { code: 'NOT_READY', message: 'Event broker unavailable' }, status: 'not_ready', nats })
    return { status: 'ready', nats }
  })
}
