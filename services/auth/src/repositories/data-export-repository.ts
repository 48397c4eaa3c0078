import type { Prisma, PrismaClient } from '../generated/prisma/client.js'

type Db = PrismaClient | Prisma.TransactionClient

const LISTED = { id: true, status: true, requestedAt: true, readyAt: true, expiresAt: true, sizeBytes: true } as const

/** Data exports (issue 30): the request, the parts the services send, the archive. */
export const dataExportRepository = {
  create: (db: Db, userId: string, at: Date) =>
    db.dataExport.create({ data: { userId, requestedAt: at }, select: LISTED }),
  gatheringOf: (db: Db, userId: string) =>
    db.dataExport.findFirst({ where: { userId, status: 'gathering' }, select: LISTED }),
  listOf: (db: Db, userId: string) =>
    db.dataExport.findMany({ where: { userId }, orderBy: { requestedAt: 'desc' }, take: 10, select: LISTED }),
  /** Stores a service's part once (a redelivery changes nothing); ignored unless the export is that user's and gathering. */
  addPart: async (db: Db, exportId: string, userId: string, service: string, data: unknown) => {
    const row = await db.dataExport.findFirst({ where: { id: exportId, userId, status: 'gathering' }, select: { id: true } })
    if (!row) return false
    await db.dataExportPart.createMany({ data: [{ exportId, service, data: data as Prisma.InputJsonValue }], skipDuplicates: true })
    return true
  },
  /**
   * Locks gathering exports that have every part, or that waited past `timeoutAt`, for one builder: SKIP LOCKED
   * keeps two instances from building the same export.
   */
  claimBuildable: (db: Db, partCount: number, requestedBefore: Date, limit: number) =>
    db.$queryRaw<{ id: string; user_id: string }[]>`
      SELECT e.id, e.user_id FROM data_exports e
      WHERE e.status = 'gathering'
        AND ((SELECT count(*) FROM data_export_parts p WHERE p.export_id = e.id) >= ${partCount}
             OR e.requested_at < ${requestedBefore})
      ORDER BY e.requested_at
      LIMIT ${limit}
      FOR UPDATE SKIP LOCKED`,
  partsOf: (db: Db, exportId: string) =>
    db.dataExportPart.findMany({ where: { exportId }, orderBy: { service: 'asc' }, select: { service: true, data: true } }),
  markReady: (db: Db, id: string, archive: Uint8Array, readyAt: Date, expiresAt: Date) =>
    db.dataExport.update({
      where: { id },
      data: { status: 'ready', archive: Buffer.from(archive), sizeBytes: archive.byteLength, readyAt, expiresAt },
    }),
  /** Ready exports past their expiry lose their archive and parts. */
  expire: async (db: Db, now: Date) => {
    const expired = await db.dataExport.findMany({ where: { status: 'ready', expiresAt: { lt: now } }, select: { id: true } })
    if (expired.length === 0) return 0
    const ids = expired.map((e) => e.id)
    await db.dataExportPart.deleteMany({ where: { exportId: { in: ids } } })
    return (await db.dataExport.updateMany({ where: { id: { in: ids } }, data: { status: 'expired', archive: null } })).count
  },
  archiveOf: (db: Db, userId: string, id: string, now: Date) =>
    db.dataExport.findFirst({
      where: { id, userId, status: 'ready', expiresAt: { gt: now } },
      select: { archive: true, readyAt: true },
    }),
}
