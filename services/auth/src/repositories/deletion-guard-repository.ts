import type { Prisma, PrismaClient } from '../generated/prisma/client.js'

type Db = PrismaClient | Prisma.TransactionClient

export interface ContractParties {
  contractId: string
  renterId: string
  cosignerId: string
}

/**
 * Auth's copy of what blocks an account deletion (issue 30): each contract's parties and whether it is closed, and
 * each installment and whether it was paid, from contracts' events. Writes are order-proof (a close or a payment
 * that arrives first is kept when the opening event comes later).
 */
export const deletionGuardRepository = {
  contractOpened: (db: Db, p: ContractParties) =>
    db.deletionGuardContract.upsert({
      where: { contractId: p.contractId },
      create: { ...p },
      update: {},
    }),
  contractClosed: (db: Db, p: ContractParties, cancelled: boolean) =>
    db.deletionGuardContract.upsert({
      where: { contractId: p.contractId },
      create: { ...p, closed: true, cancelled },
      update: { closed: true, cancelled },
    }),
  installmentsDue: (db: Db, p: ContractParties, entryIds: readonly string[]) =>
    db.deletionGuardInstallment.createMany({
      data: entryIds.map((entryId) => ({ entryId, ...p })),
      skipDuplicates: true,
    }),
  installmentPaid: (db: Db, p: ContractParties, entryId: string) =>
    db.deletionGuardInstallment.upsert({
      where: { entryId },
      create: { entryId, ...p, paid: true },
      update: { paid: true },
    }),
  /** Contracts the user is a party to that are neither completed nor cancelled. */
  openContractCount: (db: Db, userId: string) =>
    db.deletionGuardContract.count({ where: { closed: false, OR: [{ renterId: userId }, { cosignerId: userId }] } }),
  /** Installments the user (as renter) has not paid, on contracts that were not cancelled. */
  unpaidInstallmentCount: async (db: Db, userId: string): Promise<number> => {
    const unpaid = await db.deletionGuardInstallment.findMany({
      where: { renterId: userId, paid: false },
      select: { contractId: true },
    })
    if (unpaid.length === 0) return 0
    const cancelled = new Set(
      (
        await db.deletionGuardContract.findMany({
          where: { contractId: { in: [...new Set(unpaid.map((u) => u.contractId))] }, cancelled: true },
          select: { contractId: true },
        })
      ).map((c) => c.contractId),
    )
    return unpaid.filter((u) => !cancelled.has(u.contractId)).length
  },
}
