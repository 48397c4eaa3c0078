import { randomUUID } from 'node:crypto'
import type { Contract, Prisma } from '../generated/prisma/client.js'
import type { Db } from './db.js'

export interface HistoryInput {
  contractId: string
  status: string
  actorId: string | null
  actorRole: string
  note?: string | null
  ip?: string | null
  userAgent?: string | null
  at?: Date
}

export const contractRepository = {
  /** A new contract row at `at` (created and updated). */
  insert: (db: Db, data: Omit<Prisma.ContractUncheckedCreateInput, 'createdAt' | 'updatedAt'>, at: Date) =>
    db.contract.create({ data: { ...data, createdAt: at, updatedAt: at } }),
  findById: (db: Db, id: string) => db.contract.findUnique({ where: { id } }),
  /** Locks the row for the rest of the transaction (payment events, the finalize step). */
  async lockById(db: Db, id: string): Promise<Contract | null> {
    const rows = await db.$queryRaw<{ id: string }[]>`SELECT id FROM contracts WHERE id = ${id}::uuid FOR UPDATE`
    return rows.length ? db.contract.findUnique({ where: { id } }) : null
  },
  openForMatchRequest: (db: Db, matchRequestId: string) =>
    db.contract.findFirst({ where: { matchRequestId, status: { not: 'cancelled' } }, select: { id: true } }),
  /** An admin-created contract of this renter and cosigner still waiting for signatures or payment. */
  pendingAdminCreated: (db: Db, renterId: string, cosignerId: string) =>
    db.contract.findFirst({
      where: { renterId, cosignerId, matchRequestId: null, status: { in: ['awaiting_cosigner', 'cosigner_signed', 'fully_signed'] } },
      select: { id: true },
    }),
  signatures: (db: Db, contractId: string) => db.contractSignature.findMany({ where: { contractId } }),
  history: (db: Db, contractId: string) =>
    db.contractEvent.findMany({ where: { contractId }, orderBy: [{ at: 'asc' }, { id: 'asc' }] }),
  addHistory: (db: Db, h: HistoryInput) =>
    db.contractEvent.create({
      data: {
        id: randomUUID(),
        contractId: h.contractId,
        status: h.status,
        actorId: h.actorId,
        actorRole: h.actorRole,
        note: h.note ?? null,
        ip: h.ip ?? null,
        userAgent: h.userAgent ?? null,
        at: h.at ?? new Date(),
      },
    }),
}
