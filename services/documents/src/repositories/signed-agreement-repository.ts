import type { Prisma, PrismaClient, SignedAgreement } from '../generated/prisma/client.js'

type Db = PrismaClient | Prisma.TransactionClient

export const signedAgreementRepository = {
  findByContractId: (db: Db, contractId: string): Promise<SignedAgreement | null> =>
    db.signedAgreement.findUnique({ where: { contractId } }),
  findBySha256: (db: Db, sha256: string): Promise<SignedAgreement | null> =>
    db.signedAgreement.findUnique({ where: { sha256 } }),
  /** Inserts the row unless the contract already has one; true when this call inserted it. */
  createOnce: async (db: Db, data: Prisma.SignedAgreementCreateInput): Promise<boolean> =>
    (await db.signedAgreement.createMany({ data: [data], skipDuplicates: true })).count === 1,
}
