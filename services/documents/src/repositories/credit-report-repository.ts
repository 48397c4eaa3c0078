import type { CreditReport, Prisma, PrismaClient } from '../generated/prisma/client.js'

type Db = PrismaClient | Prisma.TransactionClient

export const creditReportRepository = {
  create: (db: Db, data: Prisma.CreditReportUncheckedCreateInput): Promise<CreditReport> =>
    db.creditReport.create({ data }),
  findById: (db: Db, id: string): Promise<CreditReport | null> =>
    db.creditReport.findUnique({ where: { id } }),
  /** The report that counts: the user's most recent upload. */
  latestFor: (db: Db, userId: string): Promise<CreditReport | null> =>
    db.creditReport.findFirst({ where: { userId }, orderBy: [{ uploadedAt: 'desc' }, { id: 'desc' }] }),
}
