import type { TransactionListResponse } from '@cosign/api'
import { toTransactionDto } from '../model/to-dto.js'
import type { TransactionFilter } from '../model/transaction-filter.js'
import type { Db } from '../repositories/db.js'
import { transactionRepository } from '../repositories/transaction-repository.js'

export async function listTransactions(
  db: Db,
  filter: TransactionFilter,
  page: number,
  pageSize: number,
): Promise<TransactionListResponse> {
  const { rows, total } = await transactionRepository.page(db, filter, page, pageSize)
  return { items: rows.map(toTransactionDto), total, page, pageSize }
}
