import { Prisma, type AdminAuditEntry } from '../generated/prisma/client.js'
import type { Db } from './db.js'

export type { AdminAuditEntry }

export interface AuditFilter {
  actorId?: string
  action?: string
  targetId?: string
  /** Inclusive bounds of `at`. */
  from?: Date
  until?: Date
  /** Keyset: only rows strictly older than this (at, id) position. */
  before?: { occurredAt: Date; id: string }
}

/** The audit log of admin actions (issue 30): insert-only; the table's trigger refuses UPDATE and DELETE. */
export const auditRepository = {
  /** Adds an event's entry; the event id is the row's, so a redelivery adds nothing. */
  add: async (db: Db, entry: Omit<AdminAuditEntry, 'recordedAt' | 'before' | 'after'> & {
    before: Prisma.InputJsonValue | null
    after: Prisma.InputJsonValue | null
  }): Promise<boolean> =>
    (
      await db.adminAuditEntry.createMany({
        data: [{ ...entry, before: entry.before ?? Prisma.DbNull, after: entry.after ?? Prisma.DbNull }],
        skipDuplicates: true,
      })
    ).count === 1,

  /** A page newest first by (at, id), filtered. */
  page: (db: Db, filter: AuditFilter, limit: number): Promise<AdminAuditEntry[]> => {
    const conditions: Prisma.AdminAuditEntryWhereInput[] = []
    if (filter.actorId) conditions.push({ actorId: filter.actorId })
    if (filter.action) conditions.push({ action: filter.action })
    if (filter.targetId) conditions.push({ targetId: filter.targetId })
    if (filter.from) conditions.push({ at: { gte: filter.from } })
    if (filter.until) conditions.push({ at: { lte: filter.until } })
    if (filter.before)
      conditions.push({
        OR: [
          { at: { lt: filter.before.occurredAt } },
          { at: filter.before.occurredAt, id: { lt: filter.before.id } },
        ],
      })
    return db.adminAuditEntry.findMany({
      where: { AND: conditions },
      orderBy: [{ at: 'desc' }, { id: 'desc' }],
      take: limit,
    })
  },
}
