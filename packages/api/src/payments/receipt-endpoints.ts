// Receipts (payments service): listed for the screens that offer them (payment history, the contract page) and
// downloaded as PDF. Spread into paymentEndpoints: the same service and registration test.
import { Type } from '@sinclair/typebox'
import { endpoint, fileBody, typed } from '../endpoint.js'
import type { ReceiptListResponse } from './receipt-types.js'
import { UuidIdParams } from '../shared/schemas.js'

const service = 'payments'

const ReceiptListQuery = Type.Object(
  { contractId: Type.Optional(Type.String({ format: 'uuid' })) },
  { additionalProperties: false },
)

export const receiptEndpoints = {
  /** The viewer's receipts (as payer, or as the cosigner paid), newest first; `contractId`: that contract's. */
  listReceipts: endpoint({
    service, method: 'GET', path: '/receipts', access: 'signed-in', query: ReceiptListQuery,
    response: { 200: typed<ReceiptListResponse>() },
  }),
  /** The receipt as PDF (attachment): its payer, the cosigner it paid, admins; anyone else 404. */
  downloadReceipt: endpoint({
    service, method: 'GET', path: '/receipts/:id/file', access: 'signed-in', params: UuidIdParams,
    response: { 200: fileBody() },
  }),
} as const
