import { receiptFileName, type AccessTokenClaims, type ReceiptKind, type ReceiptSummary } from '@cosign/api'
import type { Db, Receipt } from '../repositories/db.js'
import { receiptRepository } from '../repositories/receipt-repository.js'

/** Plenty for one person's history; the history screen lists 100 payments at most. */
const MAX_RECEIPTS = 500

export const toReceiptSummary = (r: Receipt): ReceiptSummary => ({
  id: r.id,
  number: r.number,
  kind: r.kind as ReceiptKind,
  paymentId: r.paymentId,
  purpose: r.purpose,
  contractId: r.contractId,
  amountCents: r.amountCents,
  issuedAt: r.issuedAt.toISOString(),
  fileName: receiptFileName(r.number, r.kind as ReceiptKind),
})

/**
 * The receipts the viewer may download (as payer, or as the cosigner paid), newest first; with `contractId`,
 * that contract's. An admin asking for a contract gets all of its receipts.
 */
export async function listReceipts(db: Db, user: AccessTokenClaims, contractId?: string): Promise<ReceiptSummary[]> {
  const rows =
    user.role === 'ADMIN' && contractId
      ? await receiptRepository.listForContract(db, contractId, MAX_RECEIPTS)
      : await receiptRepository.listVisibleTo(db, user.sub, contractId, MAX_RECEIPTS)
  return rows.map(toReceiptSummary)
}
