import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { DomainEvents, EventType } from '@cosign/api'
import type { Msg } from '@nats-io/transport-node'
import { EventBus, type BrokerState, type NatsSubscription } from './nats.js'
import { AUTO_REPLAY_MARGIN_MS, OutboxRelay, outboxRecord } from './outbox.js'
import { assertProducer, isApiService } from './event-contracts.js'

export interface EventsPluginOptions {
  serviceName: string
  natsUrl: string
  stream: string
  /** Copies of the stream if this process creates it (BaseEnv.eventStreamReplicas). */
  streamReplicas?: number
  subjectPrefix: string
  databaseUrl: string
  /** The service's schema: its outbox table lives there. */
  schema: string
  /** Whether this service writes an outbox (producers); consumers-only services pass false. */
  outbox?: boolean
  /** How long published outbox rows are kept for replays (default 7 days). */
  outboxRetentionDays?: number
}

export interface Events {
  /** The service's name (createService's `name`): its declared producers and consumers are checked by it. */
  service: string
  /** The connected bus, or null while NATS is unreachable. */
  bus(): EventBus | null
  /** Resolves with the bus once connected (retries in the background until then). */
  connected: Promise<EventBus>
  /**
   * Outbox row data; create it with the transaction's `outboxEvent.create({ data })`. Throws (an
   * InvalidEventError) when the payload breaks its declared schema or the service is not a declared producer.
   */
  record<T extends EventType>(type: T, data: DomainEvents[T]): { id: string; subject: string; payload: object }
  /** Publish committed rows now instead of waiting for the relay's timer. */
  flush(): Promise<void>
  /** The broker's state for readiness (`connecting` until the first connection). */
  state(): Promise<BrokerState>
  /** Re-publishes this service's outbox rows published since then (see OutboxRelay.replaySince). */
  replaySince(since: Date): Promise<number>
  /** The outbox relay, for its metrics (null for a service without an outbox). */
  relay: OutboxRelay | null
}

declare module 'fastify' {
  interface FastifyInstance {
    events: Events
  }
}

/**
 * Connects to NATS without blocking start-up: a service whose bus is down still answers and writes its
 * outbox, and the relay publishes once NATS is back.
 */
export const eventsPlugin = fp<EventsPluginOptions>(
  async function eventsPlugin(app: FastifyInstance, opts) {
    let bus: EventBus | null = null
    let closed = false
    const connected = (async () => {
      for (let attempt = 0; ; attempt++) {
        try {
          const b = await EventBus.connect({ natsUrl: opts.natsUrl, stream: opts.stream, streamReplicas: opts.streamReplicas, subjectPrefix: opts.subjectPrefix, name: opts.serviceName })
          if (closed) {
            await b.close()
            throw new Error('closed')
          }
          bus = b
          return b
        } catch (err) {
          if (closed) throw err
          if (attempt % 10 === 0) app.log.warn({ err }, 'NATS unreachable; retrying')
          await new Promise((r) => setTimeout(r, 1000))
        }
      }
    })()
    connected.catch(() => undefined)
    const relay =
      opts.outbox === false
        ? null
        : new OutboxRelay(
            () => bus,
            { databaseUrl: opts.databaseUrl, schema: opts.schema, retentionDays: opts.outboxRetentionDays },
            app.log,
          )
    connected
      .then((b) => {
        // The broker came back without its store: what consumers had not read yet is gone from the stream.
        // Re-publish what went out shortly before the outage (consumers skip what they already handled); older
        // losses need the documented replay (scripts/replay-events.mjs).
        b.onStreamRecreated((outageStartedAt) => {
          if (!relay) return
          const since = new Date(outageStartedAt.getTime() - AUTO_REPLAY_MARGIN_MS)
          relay
            .replaySince(since)
            .then((count) => app.log.warn({ since, count }, 'event stream was recreated; re-publishing recent outbox rows'))
            .catch((err) => app.log.error({ err }, 'outbox replay after a recreated stream failed'))
        })
        return relay?.kick()
      })
      .catch(() => undefined)

    app.decorate('events', {
      bus: () => bus,
      connected,
      service: opts.serviceName,
      record: (type, data) => {
        if (isApiService(opts.serviceName)) assertProducer(opts.serviceName, type)
        return outboxRecord(type, data, opts.subjectPrefix)
      },
      flush: () => relay?.kick() ?? Promise.resolve(),
      state: async () => (bus ? bus.state() : closed ? 'closed' : 'connecting'),
      replaySince: (since) => relay?.replaySince(since) ?? Promise.resolve(0),
      relay,
    } satisfies Events)

    app.addHook('onClose', async () => {
      closed = true
      await relay?.close()
      await (bus as EventBus | null)?.close()
    })
  },
  { name: 'events' },
)

/**
 * A NATS core subscription (no JetStream: cache evictions, realtime pushes, session revocations) on the service's
 * connection (events plugin): made once NATS is connected, ended when the app closes. A subscription error is
 * logged ("<what> subscription error"); every message goes to `onMessage`.
 */
export function subscribeCore(app: FastifyInstance, subject: string, what: string, onMessage: (msg: Msg) => void): void {
  let subscription: NatsSubscription | null = null
  let closed = false
  app.events.connected
    .then((bus) => {
      if (closed) return
      subscription = bus.nc.subscribe(subject, {
        callback: (err, msg) => (err ? app.log.warn({ err }, `${what} subscription error`) : onMessage(msg)),
      })
    })
    .catch(() => undefined)
  app.addHook('onClose', async () => {
    closed = true
    subscription?.unsubscribe()
  })
}
