import type { CreditReport, Prisma, PrismaClient } from '../generated/prisma/client.js'

type Db = PrismaClient | Prisma.TransactionClient

export const creditReportRepository = {
  create: (db: Db, data: Prisma.CreditReportUncheckedCreateInput): Promise<CreditReport> =>
    db.creditReport.create({ data }),
  findById: (db: Db, id: string): Promise<CreditReport | null> =>
    db.creditReport.findUnique({ where: { id } }),
  /**
   * Serialises the user's uploads until the transaction ends (PostgreSQL advisory lock), so the quota check
   * and the insert that follows it are one step for concurrent uploads, on any instance.
   */
  lockUploadsOf: async (tx: Prisma.TransactionClient, userId: string): Promise<void> => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`credit-report-upload:${userId}`}))`
  },
  /** Bytes of every report the user has stored (reports are never deleted: all of them are live). */
  storedBytesOf: async (db: Db, userId: string): Promise<number> =>
    (await db.creditReport.aggregate({ where: { userId }, _sum: { fileSize: true } }))._sum.fileSize ?? 0,
  /** The report that counts: the user's most recent upload. */
  latestFor: (db: Db, userId: string): Promise<CreditReport | null> =>
    db.creditReport.findFirst({ where: { userId }, orderBy: [{ uploadedAt: 'desc' }, { id: 'desc' }] }),
}
