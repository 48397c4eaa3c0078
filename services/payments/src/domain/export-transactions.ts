import type { Readable } from 'node:stream'
import { TRANSACTIONS_CSV_COLUMNS } from '@cosign/api'
import { keysetCsv } from '@cosign/service-kit'
import { centsToPayPalValue } from '../lib/money.js'
import type { TransactionFilter } from '../model/transaction-filter.js'
import type { Db } from '../repositories/db.js'
import { transactionRepository } from '../repositories/transaction-repository.js'

const BATCH = 500

/**
 * GET /admin/transactions.csv: every transaction the screen's filters match, newest first, as CSV, read in
 * keyset-paged batches of `batchSize` (never OFFSET, never the whole table in memory). The first batch is read
 * before this resolves, i.e. before the route commits to 200: a failing query answers with the JSON error body
 * instead of a 200 with a truncated file. A later batch failing destroys the stream, so the chunked body never
 * gets its terminating chunk and the client reports a broken transfer rather than a short file that looks whole.
 */
export async function exportTransactions(
  db: Db,
  filter: TransactionFilter,
  batchSize = BATCH,
): Promise<Readable> {
  // One query per batch selecting only the exported columns: no second lookup, no full models in memory.
  return keysetCsv(
    TRANSACTIONS_CSV_COLUMNS,
    transactionRepository.exportPages(db, filter, batchSize),
    batchSize,
    (p) => [
      p.createdAt.toISOString(),
      p.renterName,
      p.cosignerName,
      centsToPayPalValue(p.amountCents),
      p.status,
      p.paymentMethod === 'credit' ? 'Credit' : 'PayPal',
      p.purpose,
    ],
  )
}
