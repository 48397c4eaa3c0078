import { AckPolicy, DeliverPolicy, jetstreamManager, type JsMsg } from '@nats-io/jetstream'
import type { FastifyBaseLogger, FastifyInstance } from 'fastify'
import type { EventEnvelope, EventType } from '@cosign/api'
import type { EventBus } from './nats.js'
import { isConsumerMissing, isStreamMissing } from './nats-errors.js'
import { assertConsumer, eventPayloadProblems, isApiService } from './event-contracts.js'

/** The part of a Prisma transaction client the consumer needs. */
export interface RawTx {
  $executeRawUnsafe(query: string, ...values: unknown[]): Promise<number>
}
export interface TransactionRunner<Tx extends RawTx> {
  $transaction<R>(fn: (tx: Tx) => Promise<R>): Promise<R>
}

export interface ConsumerOptions<Tx extends RawTx, T extends EventType> {
  /** Durable consumer name, e.g. `chat-welcome-notifications`. */
  durable: string
  types: T[]
  db: TransactionRunner<Tx>
  /** Runs inside the same transaction that records the event as processed. */
  handle: (event: EventEnvelope<T>, tx: Tx) => Promise<void>
  maxDeliver?: number
}

/**
 * A durable, explicit-ack JetStream consumer. JetStream delivers at least once, so each event is handled
 * inside a transaction that also inserts it into the service's `processed_events` table: a redelivery
 * finds the row and is only acknowledged. A failing handler rolls back and the message is redelivered
 * (at most maxDeliver times). The loop re-subscribes after connection or consumer errors, and recreates the
 * durable (and the stream) when the server lost them.
 */
export class EventConsumer<Tx extends RawTx, T extends EventType> {
  private stopped = false
  private loop: Promise<void> | null = null
  private current: { stop(): void | Promise<void> } | null = null

  constructor(
    private readonly bus: EventBus,
    private readonly options: ConsumerOptions<Tx, T>,
    private readonly log: FastifyBaseLogger,
  ) {}

  async start(): Promise<void> {
    await this.ensureConsumer()
    this.loop = this.run()
  }

  /**
   * Creates the durable when it is missing (first start, or the server came back without its store), with
   * deliver policy All: a recreated durable catches up with everything the (new) stream holds, and
   * processed_events makes what it already handled a no-op. The stream is recreated first if it is gone.
   */
  private async ensureConsumer(): Promise<void> {
    const jsm = await jetstreamManager(this.bus.nc)
    const { stream } = this.bus.options
    const filter = this.filter()
    const config = {
      durable_name: this.options.durable,
      ack_policy: AckPolicy.Explicit,
      deliver_policy: DeliverPolicy.All,
      ...filter,
      max_deliver: this.options.maxDeliver ?? 10,
      ack_wait: 30 * 1_000_000_000,
    }
    try {
      await jsm.consumers.info(stream, this.options.durable)
      await jsm.consumers.update(stream, this.options.durable, filter)
    } catch (err) {
      if (isStreamMissing(err)) await this.bus.ensureStream()
      await jsm.consumers.add(stream, config)
    }
  }

  /**
   * NATS servers before 2.10 (Debian 12 ships 2.9) reject `filter_subjects`: there a consumer of several
   * types filters on the whole prefix, and `process` acknowledges the other events without handling them.
   */
  private filter(): { filter_subjects: string[] } | { filter_subject: string } {
    const subjects = this.options.types.map((t) => this.bus.subject(t))
    const [major = 0, minor = 0] = (this.bus.nc.info?.version ?? '0.0').split('.').map(Number)
    if (major > 2 || (major === 2 && minor >= 10)) return { filter_subjects: subjects }
    return { filter_subject: subjects.length === 1 ? subjects[0] : `${this.bus.options.subjectPrefix}.>` }
  }

  private async run(): Promise<void> {
    while (!this.stopped) {
      try {
        const consumer = await this.bus.js.consumers.get(this.bus.options.stream, this.options.durable)
        // Without abort_on_missing_resource the client would keep pulling from a durable that a restarted
        // server no longer has, forever and silently; with it the iteration fails and we recreate it below.
        const messages = await consumer.consume({ max_messages: 50, abort_on_missing_resource: true })
        this.current = messages
        // stop() may have run while we subscribed: it found nothing to stop, and the loop would wait forever.
        if (this.stopped) {
          await messages.stop()
          break
        }
        for await (const msg of messages) {
          await this.process(msg)
          if (this.stopped) break
        }
      } catch (err) {
        if (this.stopped) break
        if (isConsumerMissing(err)) {
          this.log.warn({ err, durable: this.options.durable }, 'event consumer missing; recreating it')
          await this.ensureConsumer().catch((e) =>
            this.log.warn({ err: e, durable: this.options.durable }, 'event consumer not recreated yet; retrying'),
          )
        } else {
          this.log.warn({ err, durable: this.options.durable }, 'event consumer error; re-subscribing')
        }
      }
      if (this.stopped || this.bus.nc.isClosed?.()) break
      await new Promise((r) => setTimeout(r, 1000))
    }
  }

  private async process(msg: JsMsg): Promise<void> {
    let event: EventEnvelope<T>
    try {
      event = JSON.parse(msg.string()) as EventEnvelope<T>
    } catch {
      this.log.error({ subject: msg.subject }, 'dropping malformed event')
      msg.term()
      return
    }
    if (!(this.options.types as string[]).includes(event.type)) {
      msg.ack() // only reaches us through the pre-2.10 prefix filter (see filter())
      return
    }
    // Checked like a request: a payload that breaks its declared schema is never handled. It is recorded as
    // processed (skipped, as malformed events always were) and terminated: a redelivery cannot fix it.
    const problems = eventPayloadProblems(event.type, event.data)
    try {
      await this.options.db.$transaction(async (tx) => {
        const fresh = await tx.$executeRawUnsafe(
          'INSERT INTO processed_events (event_id, consumer) VALUES ($1::uuid, $2) ON CONFLICT DO NOTHING',
          event.id,
          this.options.durable,
        )
        if (fresh === 0) return
        if (problems.length > 0) {
          this.log.error(
            { eventId: event.id, type: event.type, durable: this.options.durable, problems },
            'dropping an event whose payload breaks its declared schema',
          )
          return
        }
        await this.options.handle(event, tx)
      })
      if (problems.length > 0) msg.term()
      else msg.ack()
    } catch (err) {
      this.log.error(
        { err, eventId: event.id, type: event.type },
        'event handling failed; will be redelivered',
      )
      msg.nak(2000)
    }
  }

  async stop(): Promise<void> {
    this.stopped = true
    await this.current?.stop()
    await this.loop
  }
}

export interface ConsumeEventsOptions<Tx extends RawTx, T extends EventType> extends ConsumerOptions<Tx, T> {
  /** What log messages call the consumer, e.g. `grants consumer`. */
  label: string
}

/**
 * Transactions for a consumer whose handler writes outbox rows (events it causes): those rows are published
 * right after the commit instead of waiting for the relay's next tick.
 */
export function publishingTransactions<Tx extends RawTx>(
  app: FastifyInstance,
  db: TransactionRunner<Tx>,
): TransactionRunner<Tx> {
  return {
    async $transaction(fn) {
      const result = await db.$transaction(fn)
      void app.events.flush()
      return result
    },
  }
}

/**
 * Runs a service's EventConsumer for the app's lifetime; call it from the plugin that owns the consumer
 * (it needs the `events` plugin). Consumption starts as soon as the bus connects, without waiting for
 * `ready`, and stops when the app closes.
 */
export function consumeEvents<Tx extends RawTx, T extends EventType>(
  app: FastifyInstance,
  { label, ...options }: ConsumeEventsOptions<Tx, T>,
): void {
  // A service consumes only what @cosign/api EVENT_CONSUMERS declares for this durable (the contract test's table).
  const service = app.events.service
  if (service && isApiService(service)) assertConsumer(service, options.durable, options.types)
  let consumer: EventConsumer<Tx, T> | null = null
  let closing = false
  void app.events.connected
    .then(async (bus) => {
      consumer = new EventConsumer(bus, options, app.log)
      // Retry until the consumer exists (e.g. JetStream still starting); the bus itself reconnects.
      while (!closing) {
        try {
          await consumer.start()
          return
        } catch (err) {
          if (!closing) app.log.warn({ err }, `${label} could not start; retrying`)
          await new Promise((r) => setTimeout(r, 2000))
        }
      }
    })
    .catch(() => undefined) // `connected` rejects when the app closes before NATS was reachable

  app.addHook('onClose', async () => {
    closing = true
    await consumer?.stop()
  })
}
