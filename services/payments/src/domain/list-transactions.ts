import { Readable } from 'node:stream'
import { TRANSACTIONS_CSV_COLUMNS, type PaymentStatus, type TransactionListResponse } from '@cosign/contracts'
import { Prisma, type Payment } from '../generated/prisma/client.js'
import type { Db } from '../repositories/db.js'
import { csvRow } from '../lib/csv.js'
import { centsToPayPalValue } from '../lib/money.js'
import { toTransactionDto } from './to-dto.js'

export interface TransactionFilter {
  search?: string
  status?: PaymentStatus
}

/** LIKE pattern for a user's text: %, _ and \ are matched literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}

/**
 * Case-insensitive search over the display names stored at checkout, the payment id and PayPal's order
 * and capture ids; optional status.
 */
function where(filter: TransactionFilter): Prisma.Sql {
  const parts: Prisma.Sql[] = []
  if (filter.status) parts.push(Prisma.sql`status = ${filter.status}::payment_status`)
  const search = filter.search?.trim()
  if (search) {
    const p = containsPattern(search)
    parts.push(Prisma.sql`(renter_name ILIKE ${p} OR cosigner_name ILIKE ${p} OR id::text ILIKE ${p}
      OR provider_order_id ILIKE ${p} OR provider_capture_id ILIKE ${p})`)
  }
  return parts.length ? Prisma.sql`WHERE ${Prisma.join(parts, ' AND ')}` : Prisma.empty
}

export async function listTransactions(
  db: Db,
  filter: TransactionFilter,
  page: number,
  pageSize: number,
): Promise<TransactionListResponse> {
  const condition = where(filter)
  const [ids, [{ count }]] = await Promise.all([
    db.$queryRaw<
      { id: string }[]
    >`SELECT id FROM payments ${condition} ORDER BY created_at DESC, id DESC LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`,
    db.$queryRaw<{ count: bigint }[]>`SELECT COUNT(*) AS count FROM payments ${condition}`,
  ])
  const rows = await db.payment.findMany({ where: { id: { in: ids.map((r) => r.id) } } })
  const byId = new Map(rows.map((r) => [r.id, r]))
  return {
    items: ids
      .map((r) => byId.get(r.id))
      .filter((p): p is Payment => !!p)
      .map(toTransactionDto),
    total: Number(count),
    page,
    pageSize,
  }
}

const BATCH = 500

/** Streams every matching transaction as CSV, newest first, reading the table in keyset-paged batches. */
export function transactionsCsv(db: Db, filter: TransactionFilter): Readable {
  async function* rows() {
    yield csvRow([...TRANSACTIONS_CSV_COLUMNS])
    const condition = where(filter)
    let after: { createdAt: Date; id: string } | null = null
    for (;;) {
      const cursor: Prisma.Sql = after
        ? Prisma.sql`${condition === Prisma.empty ? Prisma.sql`WHERE` : Prisma.sql`AND`} (created_at, id) < (${after.createdAt}, ${after.id}::uuid)`
        : Prisma.empty
      const batch: Payment[] = await db.$queryRaw<
        { id: string }[]
      >`SELECT id FROM payments ${condition} ${cursor} ORDER BY created_at DESC, id DESC LIMIT ${BATCH}`.then(
        async (ids) => {
          const found = await db.payment.findMany({ where: { id: { in: ids.map((r) => r.id) } } })
          const byId = new Map(found.map((p) => [p.id, p]))
          return ids.map((r) => byId.get(r.id)).filter((p): p is Payment => !!p)
        },
      )
      for (const p of batch)
        yield csvRow([
          p.createdAt.toISOString(),
          p.renterName,
          p.cosignerName,
          centsToPayPalValue(p.amountCents),
          p.status,
          'PayPal',
          p.purpose,
        ])
      if (batch.length < BATCH) return
      const last = batch[batch.length - 1]
      after = { createdAt: last.createdAt, id: last.id }
    }
  }
  return Readable.from(rows())
}
