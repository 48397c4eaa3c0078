// The admin transactions tab's calls (payments service). Screens call these, never fetch themselves.
import { paymentEndpoints, type TransactionListQuery } from '@cosign/api'
import { api } from '@cosign/ui'
import type { NotesAction } from './transactions.js'

/** The transactions CSV export (ExportCsvButton's path). */
export const TRANSACTIONS_CSV_PATH = '/payments/admin/transactions.csv'

/** One page of transactions; `userId` narrows them to one client (as payer, renter or cosigner). */
export const listTransactions = (query: TransactionListQuery & { userId?: string }, signal?: AbortSignal) =>
  api.call(paymentEndpoints.listTransactions, { query }, { signal })

/** Refund (through PayPal) or adjustment (notes only) of one payment; both need notes. */
export const paymentAction = (paymentId: string, action: NotesAction, notes: string) =>
  api.call(action === 'refund' ? paymentEndpoints.refundPayment : paymentEndpoints.adjustPayment, {
    params: { id: paymentId },
    body: { notes },
  })
