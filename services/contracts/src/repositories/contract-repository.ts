import { randomUUID } from 'node:crypto'
import type { Contract } from '../generated/prisma/client.js'
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
  findById: (db: Db, id: string) => db.contract.findUnique({ where: { id } }),
  /** Locks the row for the rest of the transaction (payment events, the finalize step). */
  async lockById(db: Db, id: string): Promise<Contract | null> {
    const rows = await db.$queryRaw<{ id: string }[]>`SELECT id FROM contracts WHERE id = ${id}::uuid FOR UPDATE`
    return rows.length ? db.contract.findUnique({ where: { id } }) : null
  },
  openForMatchRequest: (db: Db, matchRequestId: string) =>
    db.contract.findFirst({ where: { matchRequestId, status: { not: 'cancelled' } }, select: { id: true } }),
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
