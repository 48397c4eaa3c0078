import { randomUUID } from 'node:crypto'
import type { Contract, ContractEvent, ContractSignature, Prisma } from '../generated/prisma/client.js'
import type { ContractSummaryRow } from '../model/rows.js'
import type { Db, Tx } from './db.js'

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

/** Which contracts a listing covers: a party's (or either party's: `partyId`), with a status. */
export interface ContractFilter {
  renterId?: string
  cosignerId?: string
  partyId?: string
  status?: string
}

const whereOf = (f: ContractFilter): Prisma.ContractWhereInput => ({
  ...(f.renterId !== undefined ? { renterId: f.renterId } : {}),
  ...(f.cosignerId !== undefined ? { cosignerId: f.cosignerId } : {}),
  ...(f.partyId !== undefined ? { OR: [{ renterId: f.partyId }, { cosignerId: f.partyId }] } : {}),
  ...(f.status !== undefined ? { status: f.status } : {}),
})

/** The columns of a contract summary (ContractSummaryRow). */
const SUMMARY_COLUMNS = {
  id: true,
  status: true,
  renterId: true,
  cosignerId: true,
  renterName: true,
  cosignerName: true,
  cosignerPaypalEmail: true,
  feeOption: true,
  feeCents: true,
  leaseStartDate: true,
  leaseEndDate: true,
  createdAt: true,
  step1Status: true,
  step1AmountCents: true,
  step1At: true,
  step1PaidByCredit: true,
  step2Status: true,
  step2AmountCents: true,
  step2At: true,
  step2PaidByCredit: true,
} satisfies Record<keyof ContractSummaryRow, true>

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
  /**
   * Summaries of the contracts `filter` covers, newest first (created_at desc, id desc), after the position
   * `after` (a keyset cursor), at most `take`.
   */
  summaries: (db: Db, filter: ContractFilter, after: { createdAt: Date; id: string } | null, take: number) => {
    const where = whereOf(filter)
    return db.contract.findMany({
      where: after
        ? { AND: [where, { OR: [{ createdAt: { lt: after.createdAt } }, { createdAt: after.createdAt, id: { lt: after.id } }] }] }
        : where,
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      take,
      select: SUMMARY_COLUMNS,
    })
  },
  count: (db: Db, filter: ContractFilter) => db.contract.count({ where: whereOf(filter) }),
  /** How many contracts `filter` covers in each status. */
  countByStatus: (db: Db, filter: ContractFilter) =>
    db.contract
      .groupBy({ by: ['status'], where: whereOf(filter), _count: { _all: true } })
      .then((rows) => rows.map((r) => ({ status: r.status, count: r._count._all }))),
  /** Moves a contract to cancelled if it is still in one of `from` (false: it no longer was). */
  markCancelled: async (tx: Tx, id: string, from: string[], by: string, reason: string, at: Date): Promise<boolean> =>
    (
      await tx.contract.updateMany({
        where: { id, status: { in: from } },
        data: { status: 'cancelled', cancelledBy: by, cancelReason: reason, endedAt: at, updatedAt: at },
      })
    ).count > 0,
  /** Moves a fully signed contract whose two steps are completed to finalized (false: it was not). */
  markFinalized: async (tx: Tx, id: string, at: Date): Promise<boolean> =>
    (
      await tx.contract.updateMany({
        where: { id, status: 'fully_signed', step1Status: 'completed', step2Status: 'completed' },
        data: { status: 'finalized', finalizedAt: at, updatedAt: at },
      })
    ).count > 0,
  /** Writes a payment step's state (step1* or step2* columns). */
  updateStep: (tx: Tx, id: string, data: Prisma.ContractUncheckedUpdateInput, at: Date) =>
    tx.contract.update({ where: { id }, data: { ...data, updatedAt: at } }),
  /**
   * Scheduled: finalized contracts whose lease ended before `today` become completed, at most `batch`, claimed with
   * FOR UPDATE SKIP LOCKED (several instances never claim the same row).
   */
  completeEnded: (tx: Tx, today: string, batch: number) =>
    tx.$queryRaw<{ id: string; renterId: string; cosignerId: string }[]>`
        UPDATE contracts SET status = 'completed', completed_at = now(), ended_at = now(), updated_at = now()
        WHERE id IN (
          SELECT id FROM contracts WHERE status = 'finalized' AND lease_end_date < ${today}::date
          ORDER BY lease_end_date LIMIT ${batch} FOR UPDATE SKIP LOCKED)
        RETURNING id, renter_id AS "renterId", cosigner_id AS "cosignerId"`,
  /**
   * Scheduled (issue 30's retention purge): deletes contracts a party of which deleted their account and that ended
   * before `endedBefore`, at most `batch`, claimed with FOR UPDATE SKIP LOCKED. Signatures, history and ledger go
   * with them (ON DELETE CASCADE); the accepted request's copy goes too unless another contract still uses it.
   */
  async purgeExpired(tx: Tx, endedBefore: Date, batch: number): Promise<string[]> {
    const purged = await tx.$queryRaw<{ id: string; matchRequestId: string | null }[]>`
        DELETE FROM contracts WHERE id IN (
          SELECT id FROM contracts WHERE party_deleted_at IS NOT NULL AND ended_at < ${endedBefore}
          ORDER BY ended_at LIMIT ${batch} FOR UPDATE SKIP LOCKED)
        RETURNING id, match_request_id AS "matchRequestId"`
    const requestIds = purged.flatMap((c) => (c.matchRequestId ? [c.matchRequestId] : []))
    if (requestIds.length) {
      const stillUsed = await tx.contract.findMany({ where: { matchRequestId: { in: requestIds } }, select: { matchRequestId: true } })
      const kept = new Set(stillUsed.map((c) => c.matchRequestId))
      await tx.acceptedMatchRequest.deleteMany({ where: { requestId: { in: requestIds.filter((id) => !kept.has(id)) } } })
    }
    return purged.map((c) => c.id)
  },
  addSignature: (tx: Tx, s: ContractSignature) => tx.contractSignature.create({ data: s }),
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
