import type { Readable } from 'node:stream'
import { TRANSACTIONS_CSV_COLUMNS } from '@cosign/api'
import { keysetRows } from '@cosign/service-kit'
import { Prisma, type Payment } from '../generated/prisma/client.js'
import type { Db } from '../repositories/db.js'
import { csvStream } from '@cosign/service-kit'
import { centsToPayPalValue } from '../lib/money.js'
import { transactionsWhere, type TransactionFilter } from './list-transactions.js'

const BATCH = 500

type ExportRow = Pick<
  Payment,
  'id' | 'createdAt' | 'renterName' | 'cosignerName' | 'amountCents' | 'status' | 'paymentMethod' | 'purpose'
>

/**
 * GET /admin/transactions.csv: every transaction the screen's filters match, newest first, as CSV, read in
 * keyset-paged batches of `batchSize` (never OFFSET, never the whole table in memory). The first batch is read
 * before this resolves, i.e. before the route commits to 200: a failing query answers with the JSON error body
 * instead of a 200 with a truncated file. A later batch failing destroys the stream, so the chunked body never
 * gets its terminating chunk and the client reports a broken transfer rather than a short file that looks whole.
 */
export async function exportTransactions(db: Db, filter: TransactionFilter, batchSize = BATCH): Promise<Readable> {
  const condition = transactionsWhere(filter)
  // One query per batch selecting only the exported columns: no second lookup, no full models in memory.
  const page = async (after: ExportRow | null): Promise<ExportRow[]> => {
    const cursor: Prisma.Sql = after
      ? Prisma.sql`${condition === Prisma.empty ? Prisma.sql`WHERE` : Prisma.sql`AND`} (created_at, id) < (${after.createdAt}, ${after.id}::uuid)`
      : Prisma.empty
    return db.$queryRaw<ExportRow[]>`SELECT id, created_at AS "createdAt", renter_name AS "renterName",
        cosigner_name AS "cosignerName", amount_cents AS "amountCents", status::text AS status,
        payment_method AS "paymentMethod", purpose::text AS purpose
      FROM payments ${condition} ${cursor} ORDER BY created_at DESC, id DESC LIMIT ${batchSize}`
  }
  const payments = await keysetRows(page, batchSize)

  async function* records() {
    for await (const p of payments)
      yield [
        p.createdAt.toISOString(),
        p.renterName,
        p.cosignerName,
        centsToPayPalValue(p.amountCents),
        p.status,
        p.paymentMethod === 'credit' ? 'Credit' : 'PayPal',
        p.purpose,
      ]
  }
  return csvStream(TRANSACTIONS_CSV_COLUMNS, records())
}
