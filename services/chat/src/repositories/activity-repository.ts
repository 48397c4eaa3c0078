import { randomUUID } from 'node:crypto'
import { Prisma } from '../generated/prisma/client.js'
import type { Db } from './db.js'

export interface ActivityRow {
  id: string
  clientId: string
  clientName: string | null
  type: string
  title: string
  description: string
  amountCents: number | null
  occurredAt: Date
}

export interface ActivityFilter {
  clientId?: string
  type?: string
  /** Keyset: only rows strictly older than this (occurred_at, id) position. */
  before?: { occurredAt: Date; id: string }
}

export const activityRepository = {
  /** Inserts an event's rows; a (source event, client) pair already stored is skipped, so redeliveries add nothing. */
  addForEvent: async (
    db: Db,
    sourceEventId: string,
    occurredAt: Date,
    rows: { clientId: string; type: string; title: string; description: string; amountCents: number | null }[],
  ): Promise<number> =>
    (
      await db.activityEvent.createMany({
        data: rows.map((row) => ({ ...row, id: randomUUID(), sourceEventId, occurredAt })),
        skipDuplicates: true,
      })
    ).count,

  /**
   * A page newest first by (occurred_at, id), with the client's name. Row-value comparison, so PostgreSQL walks
   * one of the (…, occurred_at DESC, id DESC) indexes and stops after `limit` rows, however deep the page.
   */
  page: (db: Db, filter: ActivityFilter, limit: number): Promise<ActivityRow[]> => {
    const conditions: Prisma.Sql[] = []
    if (filter.clientId) conditions.push(Prisma.sql`a.client_id = ${filter.clientId}::uuid`)
    if (filter.type) conditions.push(Prisma.sql`a.type = ${filter.type}`)
    if (filter.before)
      conditions.push(Prisma.sql`(a.occurred_at, a.id) < (${filter.before.occurredAt}::timestamptz, ${filter.before.id}::uuid)`)
    const where = conditions.length ? Prisma.sql`WHERE ${Prisma.join(conditions, ' AND ')}` : Prisma.empty
    return db.$queryRaw<ActivityRow[]>`SELECT a.id, a.client_id AS "clientId", a.type, a.title, a.description,
        a.amount_cents AS "amountCents", a.occurred_at AS "occurredAt",
        NULLIF(btrim(u.first_name || ' ' || u.last_name), '') AS "clientName"
      FROM activity_events a LEFT JOIN chat_users u ON u.user_id = a.client_id
      ${where}
      ORDER BY a.occurred_at DESC, a.id DESC
      LIMIT ${limit}`
  },
}
