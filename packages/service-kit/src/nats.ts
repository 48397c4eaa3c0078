import { connect, headers as natsHeaders, type NatsConnection } from '@nats-io/transport-node'
import { jetstream, jetstreamManager, type JetStreamClient, type JetStreamManager } from '@nats-io/jetstream'
import { subjectFor, type EventEnvelope, type EventType } from '@cosign/api'
import { isStreamMissing } from './nats-errors.js'

export { isConsumerMissing, isStreamMissing } from './nats-errors.js'

/** A NATS core subscription (realtime pushes, cache evictions). */
export type NatsSubscription = ReturnType<NatsConnection['subscribe']>

export interface EventBusOptions {
  natsUrl: string
  stream: string
  /** Copies of the stream when this process creates it (default 1; 3 on a cluster of three servers). */
  streamReplicas?: number
  subjectPrefix: string
  /** Connection name shown by the NATS server. */
  name: string
}

/**
 * What readiness reports about the broker: `connected` (stream there), `disconnected` (reconnecting),
 * `stream-missing` (server back without its store; being recreated), `jetstream-unavailable` (server up,
 * JetStream not answering yet), `connecting` (never connected since start), `closed` (app shutting down).
 */
export type BrokerState =
  | 'connected'
  | 'connecting'
  | 'disconnected'
  | 'stream-missing'
  | 'jetstream-unavailable'
  | 'closed'

/** Called with the time the outage began when the stream turned out to have been recreated (store lost). */
export type StreamRecreatedListener = (outageStartedAt: Date) => void

const API_TIMEOUT_MS = 2000

/**
 * One NATS connection per process, with the domain-event stream made sure of, and kept: the stream is
 * recreated whenever it is found missing (a publish answered "no stream", a consumer's "stream not found",
 * every reconnect), racing safely with other processes doing the same. A stream whose creation time changed
 * since this process last saw it was recreated by someone else: the server lost its store, and listeners
 * (the outbox relay) re-publish what consumers may have missed.
 */
export class EventBus {
  /** Whether the client has a server right now (it reconnects forever). */
  private up = true
  /** When the current outage began: what a replay after a lost store starts from. */
  private outageStartedAt: Date | null = null
  private streamMissing = false
  private streamCreated: string | undefined
  private ensuring: Promise<void> | null = null
  private readonly recreatedListeners = new Set<StreamRecreatedListener>()

  private constructor(
    readonly nc: NatsConnection,
    readonly js: JetStreamClient,
    readonly options: EventBusOptions,
    private readonly jsm: JetStreamManager,
  ) {}

  static async connect(options: EventBusOptions): Promise<EventBus> {
    const nc = await connect({
      servers: options.natsUrl,
      name: options.name,
      maxReconnectAttempts: -1,
      reconnectTimeWait: 1000,
    })
    try {
      const jsm = await jetstreamManager(nc, { timeout: API_TIMEOUT_MS })
      const bus = new EventBus(nc, jetstream(nc), options, jsm)
      await bus.ensureStream()
      bus.watch()
      return bus
    } catch (err) {
      // Not leaving behind a connection that keeps reconnecting for a bus nobody holds.
      await nc.close().catch(() => undefined)
      throw err
    }
  }

  /** Follows the connection; on every reconnect makes sure of the stream again (the server may be a new one). */
  private watch(): void {
    void (async () => {
      for await (const s of this.nc.status()) {
        if (s.type === 'disconnect') {
          this.up = false
          this.outageStartedAt ??= new Date()
        } else if (s.type === 'reconnect') {
          this.up = true
          // JetStream may still be starting: the next publish, consumer error or readiness probe retries.
          this.ensureStream().catch(() => undefined)
        }
      }
    })()
  }

  subject(type: EventType): string {
    return subjectFor(type, this.options.subjectPrefix)
  }

  /**
   * Creates the stream when it is missing (idempotent: a concurrent creation by another process with the same
   * configuration succeeds too). Concurrent calls share one attempt.
   */
  ensureStream(): Promise<void> {
    this.ensuring ??= this.makeSureOfStream().finally(() => {
      this.ensuring = null
    })
    return this.ensuring
  }

  private async makeSureOfStream(): Promise<void> {
    const { stream, subjectPrefix } = this.options
    let info
    try {
      info = await this.jsm.streams.info(stream)
    } catch (err) {
      if (!isStreamMissing(err)) throw err
      this.streamMissing = true
      try {
        info = await this.jsm.streams.add({
          name: stream,
          subjects: [`${subjectPrefix}.>`],
          num_replicas: this.options.streamReplicas ?? 1,
          duplicate_window: 2 * 60 * 1_000_000_000,
        })
      } catch (addErr) {
        // Another process created it in between (with another configuration): it is there all the same.
        if (!/already in use|exists/i.test((addErr as Error).message)) throw addErr
        info = await this.jsm.streams.info(stream)
      }
    }
    this.streamMissing = false
    const before = this.streamCreated
    this.streamCreated = info.created
    if (before !== undefined && before !== info.created) {
      const since = this.outageStartedAt ?? new Date()
      for (const listener of this.recreatedListeners) listener(since)
    }
    if (this.up) this.outageStartedAt = null
  }

  /** What to do when the stream turns out to have been recreated (the server lost its store). */
  onStreamRecreated(listener: StreamRecreatedListener): () => void {
    this.recreatedListeners.add(listener)
    return () => this.recreatedListeners.delete(listener)
  }

  /** Whether the connection is up right now (publishing while it is down only waits for a timeout). */
  isConnected(): boolean {
    return this.up && !this.nc.isClosed()
  }

  /**
   * The broker's state for readiness. Asks JetStream rather than trusting the last known state (it is one
   * cheap request), and recreates a missing stream on the way.
   */
  async state(): Promise<BrokerState> {
    if (this.nc.isClosed()) return 'closed'
    if (!this.up) return 'disconnected'
    try {
      await this.ensureStream()
      return 'connected'
    } catch {
      if (!this.up) return 'disconnected'
      return this.streamMissing ? 'stream-missing' : 'jetstream-unavailable'
    }
  }

  /**
   * Publishes with the event id as Nats-Msg-Id so a repeat within the duplicate window is dropped. A publish
   * that finds no stream recreates it and is tried once more. `traceparent` (default: the envelope's) is sent as
   * the message header: the relay's publish span when tracing runs.
   */
  async publish(event: EventEnvelope, traceparent = event.traceparent): Promise<{ duplicate: boolean }> {
    // The trace context travels as a message header too (W3C `traceparent`), for consumers and NATS tooling.
    const headers = traceparent ? natsHeaders() : undefined
    if (headers && traceparent) headers.set('traceparent', traceparent)
    const send = async () => {
      const ack = await this.js.publish(this.subject(event.type), JSON.stringify(event), { msgID: event.id, headers })
      return { duplicate: ack.duplicate }
    }
    try {
      return await send()
    } catch (err) {
      if (!isStreamMissing(err) || !this.isConnected()) throw err
      this.streamMissing = true
      await this.ensureStream()
      return await send()
    }
  }

  async close(): Promise<void> {
    this.recreatedListeners.clear()
    await this.nc.drain().catch(() => this.nc.close())
  }
}
