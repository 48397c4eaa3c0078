import { Prisma, type Payment } from '../generated/prisma/client.js'
import { containsPattern, type TransactionFilter } from '../model/transaction-filter.js'
import type { Db } from './db.js'

/** The columns of a CSV export row. */
export type ExportRow = Pick<
  Payment,
  'id' | 'createdAt' | 'renterName' | 'cosignerName' | 'amountCents' | 'status' | 'paymentMethod' | 'purpose'
>

/** The admin figures' sums and counts over every payment (definitions on PaymentStatsResponse). */
export interface StatsRow {
  total: bigint
  platform_fees: bigint
  processing_fees: bigint
  service_fees: bigint
  payouts: bigint
  upfront: bigint
  refunded: bigint
  weekly: bigint
  monthly: bigint
  pending: bigint
  completed: bigint
  failed: bigint
  refunded_count: bigint
}

/**
 * Case-insensitive search over the display names stored at checkout, the payment id and PayPal's order
 * and capture ids; optional status.
 */
function transactionsWhere(filter: TransactionFilter): Prisma.Sql {
  const parts: Prisma.Sql[] = []
  if (filter.status) parts.push(Prisma.sql`status = ${filter.status}::payment_status`)
  if (filter.userId)
    parts.push(
      Prisma.sql`(user_id = ${filter.userId}::uuid OR renter_id = ${filter.userId}::uuid OR cosigner_id = ${filter.userId}::uuid)`,
    )
  const search = filter.search?.trim()
  if (search) {
    const p = containsPattern(search)
    parts.push(Prisma.sql`(renter_name ILIKE ${p} OR cosigner_name ILIKE ${p} OR id::text ILIKE ${p}
      OR provider_order_id ILIKE ${p} OR provider_capture_id ILIKE ${p})`)
  }
  return parts.length ? Prisma.sql`WHERE ${Prisma.join(parts, ' AND ')}` : Prisma.empty
}

/** The admin's view of every payment: the transactions list, its CSV and the figures. */
export const transactionRepository = {
  /** One page of the payments `filter` matches, newest first, and how many it matches in all. */
  async page(db: Db, filter: TransactionFilter, page: number, pageSize: number): Promise<{ rows: Payment[]; total: number }> {
    const condition = transactionsWhere(filter)
    const [ids, [{ count }]] = await Promise.all([
      db.$queryRaw<
        { id: string }[]
      >`SELECT id FROM payments ${condition} ORDER BY created_at DESC, id DESC LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`,
      db.$queryRaw<{ count: bigint }[]>`SELECT COUNT(*) AS count FROM payments ${condition}`,
    ])
    const rows = await db.payment.findMany({ where: { id: { in: ids.map((r) => r.id) } } })
    const byId = new Map(rows.map((r) => [r.id, r]))
    return { rows: ids.map((r) => byId.get(r.id)).filter((p): p is Payment => !!p), total: Number(count) }
  },

  /**
   * A function reading the export's batches: the rows `filter` matches after `after` (keyset on created_at, id,
   * newest first), at most `batchSize`, selecting only the exported columns.
   */
  exportPages(db: Db, filter: TransactionFilter, batchSize: number) {
    const condition = transactionsWhere(filter)
    return (after: ExportRow | null): Promise<ExportRow[]> => {
      const cursor: Prisma.Sql = after
        ? Prisma.sql`${condition === Prisma.empty ? Prisma.sql`WHERE` : Prisma.sql`AND`} (created_at, id) < (${after.createdAt}, ${after.id}::uuid)`
        : Prisma.empty
      return db.$queryRaw<ExportRow[]>`SELECT id, created_at AS "createdAt", renter_name AS "renterName",
        cosigner_name AS "cosignerName", amount_cents AS "amountCents", status::text AS status,
        payment_method AS "paymentMethod", purpose::text AS purpose
      FROM payments ${condition} ${cursor} ORDER BY created_at DESC, id DESC LIMIT ${batchSize}`
    }
  },

  /** The figures' sums and counts; weekly and monthly count payments completed since those times. */
  async stats(db: Db, weekAgo: Date, monthAgo: Date): Promise<StatsRow> {
    const [row] = await db.$queryRaw<StatsRow[]>`
    SELECT
      COALESCE(SUM(amount_cents) FILTER (WHERE status = 'completed'), 0) AS total,
      COALESCE(SUM(platform_fee_cents) FILTER (WHERE status = 'completed' AND purpose IN ('contract_platform_fee', 'contract_installment')), 0) AS platform_fees,
      COALESCE(SUM(amount_cents - platform_fee_cents) FILTER (WHERE status = 'completed' AND purpose = 'contract_platform_fee'), 0) AS processing_fees,
      COALESCE(SUM(amount_cents) FILTER (WHERE status = 'completed' AND purpose IN ('profile_creation', 'unlock_contact', 'match_request')), 0) AS service_fees,
      COALESCE(SUM(amount_cents) FILTER (WHERE status = 'completed' AND purpose = 'contract_cosigner_payment'), 0)
        + COALESCE(SUM(amount_cents - platform_fee_cents) FILTER (WHERE status = 'completed' AND purpose = 'contract_installment'), 0) AS payouts,
      COALESCE(SUM(amount_cents) FILTER (WHERE status = 'completed' AND purpose IN ('contract_platform_fee', 'contract_cosigner_payment')), 0) AS upfront,
      COALESCE(SUM(amount_cents) FILTER (WHERE status = 'refunded'), 0) AS refunded,
      COALESCE(SUM(amount_cents) FILTER (WHERE status = 'completed' AND completed_at >= ${weekAgo}), 0) AS weekly,
      COALESCE(SUM(amount_cents) FILTER (WHERE status = 'completed' AND completed_at >= ${monthAgo}), 0) AS monthly,
      COUNT(*) FILTER (WHERE status = 'pending') AS pending,
      COUNT(*) FILTER (WHERE status = 'completed') AS completed,
      COUNT(*) FILTER (WHERE status = 'failed') AS failed,
      COUNT(*) FILTER (WHERE status = 'refunded') AS refunded_count
    FROM payments`
    return row!
  },

  /**
   * Completed payments (the figures' totalCents) summed per UTC week (Monday) or calendar month, from `since`;
   * only periods with payments are returned.
   */
  async periodTotals(
    db: Db,
    unit: 'week' | 'month',
    since: Date,
  ): Promise<Array<{ start: string; totalCents: number; count: number }>> {
    const rows = await db.$queryRaw<{ start: string; total: bigint; count: bigint }[]>`
    SELECT to_char(date_trunc(${unit}, completed_at AT TIME ZONE 'UTC'), 'YYYY-MM-DD') AS start,
      SUM(amount_cents) AS total, COUNT(*) AS count
    FROM payments
    WHERE status = 'completed' AND completed_at >= ${since}
    GROUP BY 1`
    return rows.map((row) => ({ start: row.start, totalCents: Number(row.total), count: Number(row.count) }))
  },
}
