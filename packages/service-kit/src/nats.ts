import { connect, type NatsConnection } from '@nats-io/transport-node'
import { jetstream, jetstreamManager, type JetStreamClient } from '@nats-io/jetstream'
import { subjectFor, type EventEnvelope, type EventType } from '@cosign/contracts'

/** A NATS core subscription (realtime pushes, cache evictions). */
export type NatsSubscription = ReturnType<NatsConnection['subscribe']>

export interface EventBusOptions {
  natsUrl: string
  stream: string
  subjectPrefix: string
  /** Connection name shown by the NATS server. */
  name: string
}

/** One NATS connection per process, with the domain-event stream made sure of. */
export class EventBus {
  private constructor(
    readonly nc: NatsConnection,
    readonly js: JetStreamClient,
    readonly options: EventBusOptions,
  ) {}

  static async connect(options: EventBusOptions): Promise<EventBus> {
    const nc = await connect({
      servers: options.natsUrl,
      name: options.name,
      maxReconnectAttempts: -1,
      reconnectTimeWait: 1000,
    })
    const jsm = await jetstreamManager(nc)
    const subjects = [`${options.subjectPrefix}.>`]
    try {
      await jsm.streams.info(options.stream)
    } catch {
      try {
        await jsm.streams.add({ name: options.stream, subjects, duplicate_window: 2 * 60 * 1_000_000_000 })
      } catch (err) {
        // Another service created it in between.
        if (!/already in use|exists/i.test((err as Error).message)) throw err
      }
    }
    return new EventBus(nc, jetstream(nc), options)
  }

  subject(type: EventType): string {
    return subjectFor(type, this.options.subjectPrefix)
  }

  /** Publishes with the event id as Nats-Msg-Id so a repeat within the duplicate window is dropped. */
  async publish(event: EventEnvelope): Promise<{ duplicate: boolean }> {
    const ack = await this.js.publish(this.subject(event.type), JSON.stringify(event), { msgID: event.id })
    return { duplicate: ack.duplicate }
  }

  async close(): Promise<void> {
    await this.nc.drain().catch(() => this.nc.close())
  }
}
