import { AckPolicy, DeliverPolicy, jetstreamManager, type Consumer, type JsMsg } from '@nats-io/jetstream'
import type { FastifyBaseLogger, FastifyInstance } from 'fastify'
import type { EventEnvelope, EventType } from '@cosign/api'
import type { EventBus } from './nats.js'
import { isConsumerMissing, isStreamMissing } from './nats-errors.js'
import { assertConsumer, eventPayloadProblems, isApiService } from './event-contracts.js'
import { annotateCurrentSpan, SpanKind, withChildHop } from './trace-context.js'
import { ACK_WAIT_MS, HeldMessages } from './held-messages.js'
import { consumerMetrics, NO_CONSUMER_METRICS, type ConsumeOutcome, type ConsumerMetrics } from './metrics.js'

/** How many messages one pull asks for: what an instance holds at most (all kept alive, see HeldMessages). */
const FETCH_BATCH = 10
/** How long a pull waits for messages before the next one is asked for (its heartbeats come every half of it). */
const FETCH_EXPIRES_MS = 10_000

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
  /** Where consume counts, redeliveries and delays go (consumeEvents: the app's registry). */
  metrics?: ConsumerMetrics
}

/**
 * A durable, explicit-ack JetStream consumer. JetStream delivers at least once, so each event is handled
 * inside a transaction that also inserts it into the service's `processed_events` table: a redelivery
 * finds the row and is only acknowledged. A failing handler rolls back and the message is redelivered
 * (at most maxDeliver times). The loop re-subscribes after connection or consumer errors, and recreates the
 * durable (and the stream) when the server lost them.
 *
 * An instance that dies holding messages delays them by the ack wait (ACK_WAIT_MS, 4 s) only: the ones it holds
 * are kept alive by progress signals while it lives (a slow handler is not redelivered), and given back at once
 * (`nak`) when it stops gracefully.
 */
export class EventConsumer<Tx extends RawTx, T extends EventType> {
  private stopped = false
  private loop: Promise<void> | null = null
  private current: { stop(): void | Promise<void> } | null = null
  private readonly held = new HeldMessages()
  /** Arrived messages of the current pull that have not been started. */
  private readonly waiting: JsMsg[] = []

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
      ack_wait: ACK_WAIT_MS * 1_000_000,
    }
    try {
      await jsm.consumers.info(stream, this.options.durable)
      // A durable made by an older release keeps its configuration until updated: the ack wait too (was 30 s).
      await jsm.consumers.update(stream, this.options.durable, { ...filter, ack_wait: config.ack_wait })
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
        while (!this.stopped && !this.bus.nc.isClosed?.()) await this.pullBatch(consumer)
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

  /**
   * One pull of at most FETCH_BATCH messages, handled one after the other as they arrive. Every message is held
   * (kept alive by progress signals) from its arrival until it is settled, and the next pull waits until the
   * batch is done: an instance never holds more than FETCH_BATCH, and never one that nobody signals for.
   * Errors of the pull (the durable or stream gone, heartbeats missed) are thrown once the arrived ones are done.
   */
  private async pullBatch(consumer: Consumer): Promise<void> {
    // A missing durable fails the pull itself (409 or no responders): recreated by run().
    const messages = await consumer.fetch({ max_messages: FETCH_BATCH, expires: FETCH_EXPIRES_MS })
    this.current = messages
    // stop() may have run while we subscribed: it found nothing to stop, and the batch would wait its expiry.
    if (this.stopped) messages.stop()
    const queue = this.waiting
    let arrived = (): void => undefined
    let ended = false
    let failure: unknown = null
    const reading = (async () => {
      try {
        for await (const msg of messages) {
          this.held.hold(msg)
          queue.push(msg)
          arrived()
        }
      } catch (err) {
        failure = err
      } finally {
        ended = true
        arrived()
      }
    })()
    try {
      for (;;) {
        const msg = queue.shift()
        if (msg) {
          // Stopping: what has not started goes back to JetStream for another instance, now.
          if (this.stopped) this.held.release(msg)
          else await this.process(msg).finally(() => this.held.settled(msg))
          continue
        }
        if (ended) break
        await new Promise<void>((r) => (arrived = r))
      }
    } finally {
      // Only reached early when handling threw: nothing may stay held (kept alive) without being handled.
      if (!ended) messages.stop()
      await reading
      for (const msg of queue.splice(0)) this.held.release(msg)
    }
    if (failure) throw failure
  }

  private async process(msg: JsMsg): Promise<void> {
    const metrics = this.options.metrics ?? NO_CONSUMER_METRICS
    let event: EventEnvelope<T>
    try {
      event = JSON.parse(msg.string()) as EventEnvelope<T>
    } catch {
      this.log.error({ subject: msg.subject }, 'dropping malformed event')
      metrics.consumed('unknown', 'dropped', null)
      msg.term()
      return
    }
    if (!(this.options.types as string[]).includes(event.type)) {
      msg.ack() // only reaches us through the pre-2.10 prefix filter (see filter())
      return
    }
    if (msg.redelivered) metrics.redelivered(event.type)
    // Handling continues the producer's trace (header first, the stored envelope's field for older publishers):
    // outbox rows written by the handler carry it on, and its log lines say which trace they belong to. With
    // tracing it is a consumer span under the publish span, its queries under it.
    const span = {
      name: `process ${msg.subject}`,
      kind: SpanKind.CONSUMER,
      attributes: {
        'messaging.system': 'nats',
        'messaging.operation.type': 'process',
        'messaging.destination.name': msg.subject,
        'messaging.consumer.group.name': this.options.durable,
        'messaging.message.id': event.id,
      },
    }
    await withChildHop(msg.headers?.get('traceparent') || event.traceparent, span, (hop) =>
      this.handle(msg, event, metrics, hop.traceId),
    )
  }

  private async handle(msg: JsMsg, event: EventEnvelope<T>, metrics: ConsumerMetrics, traceId: string): Promise<void> {
    // Checked like a request: a payload that breaks its declared schema is never handled. It is recorded as
    // processed (skipped, as malformed events always were) and terminated: a redelivery cannot fix it.
    const problems = eventPayloadProblems(event.type, event.data)
    let outcome: ConsumeOutcome
    try {
      outcome = await this.options.db.$transaction(async (tx): Promise<ConsumeOutcome> => {
        const fresh = await tx.$executeRawUnsafe(
          'INSERT INTO processed_events (event_id, consumer) VALUES ($1::uuid, $2) ON CONFLICT DO NOTHING',
          event.id,
          this.options.durable,
        )
        if (fresh === 0) return 'duplicate'
        if (problems.length > 0) {
          this.log.error(
            { eventId: event.id, type: event.type, durable: this.options.durable, problems, traceId },
            'dropping an event whose payload breaks its declared schema',
          )
          return 'dropped'
        }
        await this.options.handle(event, tx)
        return 'handled'
      })
    } catch (err) {
      annotateCurrentSpan({ 'cosign.event.outcome': 'failed' }, err)
      metrics.consumed(event.type, 'failed', null)
      this.log.error(
        { err, eventId: event.id, type: event.type, traceId },
        'event handling failed; will be redelivered',
      )
      msg.nak(2000)
      return
    }
    if (problems.length > 0) msg.term()
    else msg.ack()
    annotateCurrentSpan({ 'cosign.event.outcome': outcome })
    const occurred = Date.parse(event.occurredAt)
    // One line per handled event, as per completed request: with its trace id, it places the event in a trace.
    this.log.info({ eventId: event.id, type: event.type, durable: this.options.durable, outcome, traceId }, 'event handled')
    metrics.consumed(event.type, outcome, Number.isNaN(occurred) ? null : (Date.now() - occurred) / 1000)
  }

  async stop(): Promise<void> {
    this.stopped = true
    // The pull first: while it is open, JetStream would hand what we give back to this instance again.
    await this.current?.stop()
    // Given back now rather than after the handler in progress: another instance can take them at once.
    for (const msg of this.waiting.splice(0)) this.held.release(msg)
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
      // `metrics` is absent only on the partial apps of unit tests.
      const metrics = consumerMetrics(app.metrics?.registry, options.durable)
      consumer = new EventConsumer(bus, { metrics, ...options }, app.log)
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
