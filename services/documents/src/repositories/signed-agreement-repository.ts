import type { Prisma, PrismaClient, SignedAgreement } from '../generated/prisma/client.js'

type Db = PrismaClient | Prisma.TransactionClient

export const signedAgreementRepository = {
  /** Locks the contract's agreement row for this transaction (what is counted under it cannot race). */
  lock: async (tx: Prisma.TransactionClient, contractId: string): Promise<void> => {
    await tx.$queryRaw`SELECT 1 FROM signed_agreements WHERE contract_id = ${contractId}::uuid FOR UPDATE`
  },
  findByContractId: (db: Db, contractId: string): Promise<SignedAgreement | null> =>
    db.signedAgreement.findUnique({ where: { contractId } }),
  findBySha256: (db: Db, sha256: string): Promise<SignedAgreement | null> =>
    db.signedAgreement.findUnique({ where: { sha256 } }),
  /** The contract's row, locked for this transaction (the final issue replaces it). */
  lockByContractId: async (db: Db, contractId: string): Promise<SignedAgreement | null> => {
    await db.$queryRaw`SELECT contract_id FROM signed_agreements WHERE contract_id = ${contractId}::uuid FOR UPDATE`
    return db.signedAgreement.findUnique({ where: { contractId } })
  },
  /** Keeps an issue's fingerprint verifiable after a later issue replaced it (idempotent). */
  keepSuperseded: async (db: Db, row: SignedAgreement, at: Date): Promise<void> => {
    await db.supersededAgreement.createMany({
      data: [{ sha256: row.sha256, contractId: row.contractId, storageKey: row.storageKey, stage: row.stage, issuedAt: row.issuedAt, supersededAt: at }],
      skipDuplicates: true,
    })
  },
  replace: (db: Db, contractId: string, data: Pick<SignedAgreement, 'storageKey' | 'sha256' | 'sizeBytes' | 'stage' | 'issuedAt'>) =>
    db.signedAgreement.update({ where: { contractId }, data }),
  findSupersededBySha256: (db: Db, sha256: string) => db.supersededAgreement.findUnique({ where: { sha256 } }),
  /** Inserts the row unless the contract already has one; true when this call inserted it. */
  createOnce: async (db: Db, data: Prisma.SignedAgreementCreateInput): Promise<boolean> =>
    (await db.signedAgreement.createMany({ data: [data], skipDuplicates: true })).count === 1,
}
