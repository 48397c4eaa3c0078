import type { Document, DocumentAudience, Prisma, PrismaClient } from '../generated/prisma/client.js'

type Db = PrismaClient | Prisma.TransactionClient

export const documentRepository = {
  create: (db: Db, data: Prisma.DocumentUncheckedCreateInput): Promise<Document> =>
    db.document.create({ data }),
  findById: (db: Db, id: string): Promise<Document | null> => db.document.findUnique({ where: { id } }),
  /** Newest first; `audiences` limits to active documents for those audiences, undefined lists everything. */
  list: (db: Db, audiences?: DocumentAudience[]): Promise<Document[]> =>
    db.document.findMany({
      where: audiences ? { isActive: true, targetAudience: { in: audiences } } : {},
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    }),
  deactivate: async (db: Db, id: string): Promise<boolean> =>
    (await db.document.updateMany({ where: { id }, data: { isActive: false } })).count === 1,
}
