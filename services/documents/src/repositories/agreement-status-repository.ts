import type { AgreementContractStatus, Prisma, PrismaClient } from '../generated/prisma/client.js'

type Db = PrismaClient | Prisma.TransactionClient

export const agreementStatusRepository = {
  find: (db: Db, contractId: string): Promise<AgreementContractStatus | null> =>
    db.agreementContractStatus.findUnique({ where: { contractId } }),
  save: (db: Db, contractId: string, status: string, updatedAt: Date): Promise<AgreementContractStatus> =>
    db.agreementContractStatus.upsert({
      where: { contractId },
      create: { contractId, status, updatedAt },
      update: { status, updatedAt },
    }),
}
