import type { AgreementShare, Prisma, PrismaClient } from '../generated/prisma/client.js'

type Db = PrismaClient | Prisma.TransactionClient

export const agreementShareRepository = {
  create: (db: Db, data: Prisma.AgreementShareCreateInput): Promise<AgreementShare> =>
    db.agreementShare.create({ data }),
  listByContract: (db: Db, contractId: string): Promise<AgreementShare[]> =>
    db.agreementShare.findMany({ where: { contractId }, orderBy: { createdAt: 'desc' } }),
  countActive: (db: Db, contractId: string): Promise<number> =>
    db.agreementShare.count({ where: { contractId, revokedAt: null } }),
  findByTokenHash: (db: Db, tokenHash: string): Promise<AgreementShare | null> =>
    db.agreementShare.findUnique({ where: { tokenHash } }),
  findOfContract: (db: Db, contractId: string, id: string): Promise<AgreementShare | null> =>
    db.agreementShare.findFirst({ where: { id, contractId } }),
  /** Revokes it unless it already is (the first revocation's time and party are kept). */
  revoke: async (db: Db, id: string, revokedBy: string, revokedAt: Date): Promise<void> => {
    await db.agreementShare.updateMany({ where: { id, revokedAt: null }, data: { revokedAt, revokedBy } })
  },
}
