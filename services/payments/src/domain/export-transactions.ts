import type { Readable } from 'node:stream'
import { TRANSACTIONS_CSV_COLUMNS } from '@cosign/api'
import { CSV_EXPORT_BATCH_SIZE, keysetCsv } from '@cosign/service-kit'
import { centsToPayPalValue } from '../lib/money.js'
import type { TransactionFilter } from '../model/transaction-filter.js'
import type { Db } from '../repositories/db.js'
import { transactionRepository } from '../repositories/transaction-repository.js'

/**
 * GET /admin/transactions.csv: every transaction the screen's filters match, newest first, in keyset-paged
 * batches (never OFFSET, never the whole table in memory; keysetCsv says when a failure is an error answer).
 */
export async function exportTransactions(
  db: Db,
  filter: TransactionFilter,
  batchSize = CSV_EXPORT_BATCH_SIZE,
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
