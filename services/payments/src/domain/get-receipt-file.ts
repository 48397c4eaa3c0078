import { RECEIPT_MESSAGES, receiptFileName, type AccessTokenClaims, type ReceiptKind, type ReceiptLine } from '@cosign/api'
import { notFound } from '@cosign/service-kit'
import type { Db, Receipt } from '../repositories/db.js'
import { receiptRepository } from '../repositories/receipt-repository.js'
import { renderReceiptPdf, type ReceiptDocument } from './render-receipt-pdf.js'

/** Who may read a receipt: its payer, the cosigner it paid (step 2, installments) and admins. */
export const canReadReceipt = (receipt: Pick<Receipt, 'payerId' | 'payeeId'>, user: AccessTokenClaims): boolean =>
  user.role === 'ADMIN' || receipt.payerId === user.sub || receipt.payeeId === user.sub

export const toReceiptDocument = (r: Receipt): ReceiptDocument => ({
  ...r,
  kind: r.kind as ReceiptKind,
  lines: r.lines as unknown as ReceiptLine[],
})

/**
 * A receipt's PDF, rendered from the stored receipt (it never changes, so every download is the same
 * document). Anyone else gets the same 404 as for a receipt that does not exist.
 */
export async function getReceiptFile(
  db: Db,
  user: AccessTokenClaims,
  id: string,
): Promise<{ bytes: Uint8Array; fileName: string }> {
  const receipt = await receiptRepository.findById(db, id)
  if (!receipt || !canReadReceipt(receipt, user)) throw notFound(RECEIPT_MESSAGES.notFound)
  return {
    bytes: await renderReceiptPdf(toReceiptDocument(receipt)),
    fileName: receiptFileName(receipt.number, receipt.kind as ReceiptKind),
  }
}
