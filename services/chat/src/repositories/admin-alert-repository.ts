import { randomUUID } from 'node:crypto'
import type { AdminAlert } from '../generated/prisma/client.js'
import type { Db } from './db.js'

export const adminAlertRepository = {
  /** Stores the alert unless one with the same dedupe key exists; returns it only when it was created now. */
  createOnce: async (
    db: Db,
    data: { type: string; title: string; message: string; priority: string; subjectId: string | null; dedupeKey: string; sourceEventId: string },
  ): Promise<AdminAlert | null> => {
    const { count } = await db.adminAlert.createMany({ data: [{ ...data, id: randomUUID() }], skipDuplicates: true })
    return count ? db.adminAlert.findUnique({ where: { dedupeKey: data.dedupeKey } }) : null
  },
  listNewest: (db: Db, limit: number): Promise<AdminAlert[]> =>
    db.adminAlert.findMany({ orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], take: limit }),
  countUnread: (db: Db): Promise<number> => db.adminAlert.count({ where: { read: false } }),
  /** Marks one alert read; null for an unknown id; `changed` is false when it was read already. */
  markRead: async (db: Db, id: string): Promise<{ alert: AdminAlert; changed: boolean } | null> => {
    const { count } = await db.adminAlert.updateMany({ where: { id, read: false }, data: { read: true } })
    const alert = await db.adminAlert.findUnique({ where: { id } })
    return alert ? { alert, changed: count > 0 } : null
  },
  markAllRead: async (db: Db): Promise<number> =>
    (await db.adminAlert.updateMany({ where: { read: false }, data: { read: true } })).count,
}
