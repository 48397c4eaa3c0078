import { randomUUID } from 'node:crypto'
import pg from 'pg'
import type { FastifyBaseLogger } from 'fastify'
import type { DomainEvents, EventEnvelope, EventType } from '@cosign/contracts'
import { assertSchemaName } from './db.js'
import type { EventBus } from './nats.js'

/** Row data for the service's `OutboxEvent` model: create it in the same transaction as the change. */
export function outboxRecord<T extends EventType>(type: T, data: DomainEvents[T], subjectPrefix: string) {
  const event: EventEnvelope<T> = { id: randomUUID(), type, occurredAt: new Date().toISOString(), data }
  return { id: event.id, subject: `${subjectPrefix}.${type}`, payload: event as unknown as object }
}

/**
 * Publishes committed outbox rows to JetStream, oldest first. `kick()` after a commit publishes at once;
 * a timer retries whatever is left (NATS down, crash between commit and publish). Rows are locked with
 * SKIP LOCKED so several instances of a service never publish the same row concurrently, and the
 * Nats-Msg-Id makes a re-publish after a crash harmless.
 */
export class OutboxRelay {
  private readonly pool: pg.Pool
  private readonly table: string
  private timer: NodeJS.Timeout | undefined
  private running: Promise<void> | null = null
  private again = false

  constructor(
    private readonly bus: () => EventBus | null,
    options: { databaseUrl: string; schema: string; intervalMs?: number },
    private readonly log: FastifyBaseLogger,
  ) {
    this.pool = new pg.Pool({ connectionString: options.databaseUrl, max: 2 })
    this.table = `"${assertSchemaName(options.schema)}"."outbox_events"`
    this.timer = setInterval(() => this.kick(), options.intervalMs ?? 1000)
    this.timer.unref()
  }

  kick(): Promise<void> {
    if (this.running) {
      this.again = true
      return this.running
    }
    this.running = this.drain()
      .catch((err) => this.log.warn({ err }, 'outbox publish deferred'))
      .finally(() => {
        this.running = null
        if (this.again) {
          this.again = false
          void this.kick()
        }
      })
    return this.running
  }

  private async drain(): Promise<void> {
    const bus = this.bus()
    if (!bus || bus.nc.isClosed()) return
    for (;;) {
      const client = await this.pool.connect()
      let count = 0
      try {
        await client.query('BEGIN')
        const { rows } = await client.query<{ id: string; payload: EventEnvelope }>(
          `SELECT id, payload FROM ${this.table} WHERE published_at IS NULL ORDER BY created_at LIMIT 100 FOR UPDATE SKIP LOCKED`,
        )
        count = rows.length
        for (const row of rows) {
          await bus.publish(row.payload)
          await client.query(`UPDATE ${this.table} SET published_at = now() WHERE id = $1`, [row.id])
        }
        await client.query('COMMIT')
      } catch (err) {
        await client.query('ROLLBACK').catch(() => undefined)
        throw err
      } finally {
        client.release()
      }
      if (count < 100) return
    }
  }

  async close(): Promise<void> {
    clearInterval(this.timer)
    await this.running
    await this.pool.end()
  }
}
