import { randomUUID } from 'node:crypto'
import type { Contract, ContractEvent, ContractSignature, Prisma } from '../generated/prisma/client.js'
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
  /**
   * Moves a contract from `from` to `to` (only with the expected terms hash) and, in the same statement, writes
   * the signature, the history row and the outbox rows: one round trip instead of a transaction's seven, and as
   * atomic (a single statement). Nothing is written when the contract was not in `from` (false).
   */
  async signAndMove(
    db: Db,
    m: {
      from: string
      to: string
      termsHash: string
      at: Date
      signature: ContractSignature
      history: ContractEvent
      outbox: { id: string; subject: string; payload: object }[]
    },
  ): Promise<boolean> {
    const { signature: s, history: h } = m
    const outbox = JSON.stringify(m.outbox)
    const rows = await db.$queryRaw<{ moved: bigint }[]>`WITH moved AS (
        UPDATE contracts SET status = ${m.to}, updated_at = ${m.at}
        WHERE id = ${s.contractId}::uuid AND status = ${m.from} AND terms_hash = ${m.termsHash}
        RETURNING id
      ), signature AS (
        INSERT INTO contract_signatures (id, contract_id, role, signer_id, signer_name, signed_at, ip, user_agent, terms_hash, image_png)
        SELECT ${s.id}::uuid, id, ${s.role}, ${s.signerId}::uuid, ${s.signerName}, ${s.signedAt}, ${s.ip}, ${s.userAgent},
          ${s.termsHash}, ${s.imagePng} FROM moved
      ), history AS (
        INSERT INTO contract_events (id, contract_id, status, at, actor_id, actor_role, note, ip, user_agent)
        SELECT ${h.id}::uuid, id, ${h.status}, ${h.at}, ${h.actorId}::uuid, ${h.actorRole}, ${h.note}, ${h.ip}, ${h.userAgent}
        FROM moved
      ), outbox AS (
        INSERT INTO outbox_events (id, subject, payload, created_at)
        SELECT e.id, e.subject, e.payload, ${m.at} FROM moved,
          jsonb_to_recordset(${outbox}::jsonb) AS e(id uuid, subject text, payload jsonb)
      )
      SELECT count(*) AS moved FROM moved`
    return Number(rows[0]?.moved ?? 0) > 0
  },
}
