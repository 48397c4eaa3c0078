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

/**
 * Every matching transaction as CSV, newest first, read in keyset-paged batches. The first batch is read
 * before this resolves, i.e. before the route commits to 200 and sends a byte: a failing query (bad input,
 * database down) answers with the JSON error body instead of a 200 with a truncated file.
 *
 * A later batch can still fail mid-file. The stream is then destroyed with the error (the async generator
 * throws, Readable.from destroys, Fastify destroys the response), so the chunked body never gets its
 * terminating chunk and every HTTP client reports a broken transfer. Ending the stream cleanly instead would
 * hand the browser a shorter file that looks complete, which is the one outcome an export must not have.
 */
export async function transactionsCsv(
  db: Db,
  filter: TransactionFilter,
  batchSize = BATCH,
): Promise<Readable> {
  const condition = where(filter)
  const page = async (after: { createdAt: Date; id: string } | null): Promise<Payment[]> => {
    const cursor: Prisma.Sql = after
      ? Prisma.sql`${condition === Prisma.empty ? Prisma.sql`WHERE` : Prisma.sql`AND`} (created_at, id) < (${after.createdAt}, ${after.id}::uuid)`
      : Prisma.empty
    const ids = await db.$queryRaw<
      { id: string }[]
    >`SELECT id FROM payments ${condition} ${cursor} ORDER BY created_at DESC, id DESC LIMIT ${batchSize}`
    const found = await db.payment.findMany({ where: { id: { in: ids.map((r) => r.id) } } })
    const byId = new Map(found.map((p) => [p.id, p]))
    return ids.map((r) => byId.get(r.id)).filter((p): p is Payment => !!p)
  }
  const first = await page(null)

  async function* rows() {
    yield csvRow([...TRANSACTIONS_CSV_COLUMNS])
    for (let batch = first; ;) {
      for (const p of batch)
        yield csvRow([
          p.createdAt.toISOString(),
          p.renterName,
          p.cosignerName,
          centsToPayPalValue(p.amountCents),
          p.status,
          p.paymentMethod === 'credit' ? 'Credit' : 'PayPal',
          p.purpose,
        ])
      if (batch.length < batchSize) return
      const last = batch[batch.length - 1]
      batch = await page({ createdAt: last.createdAt, id: last.id })
    }
  }
  return Readable.from(rows())
}
