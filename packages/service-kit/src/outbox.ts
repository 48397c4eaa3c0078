import { randomUUID } from 'node:crypto'
import pg from 'pg'
import type { FastifyBaseLogger } from 'fastify'
import type { DomainEvents, EventEnvelope, EventType } from '@cosign/api'
import { assertSchemaName, withPgTransaction } from './db.js'
import type { EventBus } from './nats.js'
import { assertEventPayload } from './event-contracts.js'
import { currentTraceparent, withPublishSpan } from './trace-context.js'

/**
 * Row data for the service's `OutboxEvent` model: create it in the same transaction as the change. A payload that
 * does not match its declared schema (@cosign/api EVENT_SCHEMAS) throws an InvalidEventError, so the transaction
 * rolls back instead of publishing what consumers would refuse.
 */
export function outboxRecord<T extends EventType>(type: T, data: DomainEvents[T], subjectPrefix: string) {
  assertEventPayload(type, data)
  // The request or event being handled is the event's trace parent: the relay sends it as the NATS header.
  const traceparent = currentTraceparent()
  const event: EventEnvelope<T> = {
    id: randomUUID(),
    type,
    occurredAt: new Date().toISOString(),
    data,
    ...(traceparent ? { traceparent } : {}),
  }
  return { id: event.id, subject: `${subjectPrefix}.${type}`, payload: event as unknown as object }
}

/** How long published outbox rows are kept: the window `scripts/replay-events.mjs` can re-publish. */
export const OUTBOX_RETENTION_DAYS = 7
/** A stream recreated after a lost store: rows published this long before the outage began are re-published. */
export const AUTO_REPLAY_MARGIN_MS = 15 * 60 * 1000

export interface OutboxRelayOptions {
  databaseUrl: string
  schema: string
  intervalMs?: number
  /** Published rows older than this are deleted (default OUTBOX_RETENTION_DAYS). */
  retentionDays?: number
  /** How often the prune runs (default hourly; 0: never, tests call prune()). */
  pruneIntervalMs?: number
}

/**
 * Publishes committed outbox rows to JetStream, oldest first. `kick()` after a commit publishes at once;
 * a timer retries whatever is left (NATS down, stream lost, crash between commit and publish), so the relay
 * resumes by itself when the broker is back. Rows are locked with SKIP LOCKED so several instances of a
 * service never publish the same row concurrently, and the Nats-Msg-Id makes a re-publish after a crash
 * harmless. Published rows are kept for `retentionDays`: `replaySince` marks them unpublished again, and the
 * relay re-publishes them with their original ids (consumers skip what they already handled).
 */
export class OutboxRelay {
  /** The relay's own small pool (its use is measured beside the service's). */
  readonly pool: pg.Pool
  private readonly table: string
  private readonly schema: string
  private readonly retentionDays: number
  private timer: NodeJS.Timeout | undefined
  private pruneTimer: NodeJS.Timeout | undefined
  private firstPrune: NodeJS.Timeout | undefined
  private running: Promise<void> | null = null
  private next: Promise<void> | null = null
  /** Events this relay published since it started, by type (the metrics' running totals). */
  readonly publishedByType = new Map<string, number>()

  constructor(
    private readonly bus: () => EventBus | null,
    options: OutboxRelayOptions,
    private readonly log: FastifyBaseLogger,
  ) {
    this.pool = new pg.Pool({ connectionString: options.databaseUrl, max: 2 })
    this.schema = assertSchemaName(options.schema)
    this.table = `"${this.schema}"."outbox_events"`
    this.retentionDays = options.retentionDays ?? OUTBOX_RETENTION_DAYS
    this.timer = setInterval(() => this.kick(), options.intervalMs ?? 1000)
    this.timer.unref()
    const pruneEvery = options.pruneIntervalMs ?? 60 * 60 * 1000
    if (pruneEvery > 0) {
      const prune = () => this.prune().catch((err) => this.log.warn({ err }, 'outbox prune failed'))
      // A first round soon after start too: a service restarted more often than hourly still prunes.
      this.firstPrune = setTimeout(prune, Math.min(pruneEvery, 60_000))
      this.firstPrune.unref()
      this.pruneTimer = setInterval(prune, pruneEvery)
      this.pruneTimer.unref()
    }
  }

  /** What waits to be published: how many rows, and the oldest one's age in seconds (0 when none waits). */
  async backlog(): Promise<{ pending: number; oldestAgeSeconds: number }> {
    const { rows } = await this.pool.query<{ pending: number; age: number }>(
      `SELECT count(*)::int AS pending, COALESCE(EXTRACT(EPOCH FROM now() - min(created_at)), 0)::float8 AS age
         FROM ${this.table} WHERE published_at IS NULL`,
    )
    return { pending: rows[0]?.pending ?? 0, oldestAgeSeconds: rows[0]?.age ?? 0 }
  }

  /**
   * Publishes what is committed. The promise settles once a pass that started after this call has ended: a
   * pass already under way may have read its rows before the caller's commit, so the caller waits for the
   * next one (callers that kick during the same pass share it).
   */
  kick(): Promise<void> {
    if (this.running) {
      this.next ??= this.running.then(() => {
        this.next = null
        return this.kick()
      })
      return this.next
    }
    this.running = this.drain()
      .catch((err) => this.log.warn({ err }, 'outbox publish deferred'))
      .finally(() => {
        this.running = null
      })
    return this.running
  }

  private async drain(): Promise<void> {
    const bus = this.bus()
    // While disconnected a publish would only wait for its timeout; the timer tries again.
    if (!bus || !bus.isConnected()) return
    for (;;) {
      let failure: unknown = null
      const count = await withPgTransaction(this.pool, async (client) => {
        const { rows } = await client.query<{ id: string; payload: EventEnvelope }>(
          `SELECT id, payload FROM ${this.table} WHERE published_at IS NULL ORDER BY created_at LIMIT 100 FOR UPDATE SKIP LOCKED`,
        )
        for (const row of rows) {
          try {
            // With tracing, a publish span under the request or event that wrote the row; the header names it.
            const subject = bus.subject(row.payload.type)
            await withPublishSpan(
              row.payload.traceparent,
              {
                name: `publish ${subject}`,
                attributes: {
                  'messaging.system': 'nats',
                  'messaging.operation.type': 'send',
                  'messaging.destination.name': subject,
                  'messaging.message.id': row.payload.id,
                },
              },
              (traceparent) => bus.publish(row.payload, traceparent),
            )
          } catch (err) {
            // Keep what went out before the failure marked: later rows wait, in order, for the next attempt.
            failure = err
            break
          }
          await client.query(`UPDATE ${this.table} SET published_at = now() WHERE id = $1`, [row.id])
          this.publishedByType.set(row.payload.type, (this.publishedByType.get(row.payload.type) ?? 0) + 1)
        }
        return rows.length
      })
      if (failure) throw failure
      if (count < 100) return
    }
  }

  /**
   * Marks the rows published at or after `since` unpublished, so the relay publishes them again with their
   * original ids: the replay that rebuilds consumers after the broker lost its store. Returns how many.
   */
  async replaySince(since: Date): Promise<number> {
    const { rowCount } = await this.pool.query(
      `UPDATE ${this.table} SET published_at = NULL WHERE published_at >= $1`,
      [since],
    )
    void this.kick()
    return rowCount ?? 0
  }

  /**
   * Deletes published rows older than the retention window. Once per schema across instances: a transaction
   * advisory lock taken with try (the instance that does not get it skips this round).
   */
  async prune(): Promise<number> {
    return withPgTransaction(this.pool, async (client) => {
      const { rows } = await client.query<{ locked: boolean }>(
        `SELECT pg_try_advisory_xact_lock(hashtext($1)) AS locked`,
        [`${this.schema}.outbox_events.prune`],
      )
      if (!rows[0]?.locked) return 0
      const res = await client.query(
        `DELETE FROM ${this.table} WHERE published_at < now() - make_interval(days => $1)`,
        [this.retentionDays],
      )
      return res.rowCount ?? 0
    })
  }

  async close(): Promise<void> {
    clearInterval(this.timer)
    clearInterval(this.pruneTimer)
    clearTimeout(this.firstPrune)
    // A pass asked for during the last one runs first: its callers wait for it.
    await this.next
    await this.running
    await this.pool.end()
  }
}
