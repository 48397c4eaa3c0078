// Payment receipts (payments service): the payment history and the contract page list the viewer's receipts and
// download each as PDF. Screens call these, never fetch themselves.
import { endpointPath, paymentEndpoints, RECEIPT_MESSAGES, type ReceiptSummary } from '@cosign/api'
import { api, errorMessage } from '@cosign/ui'
import { downloadWithToken } from '@cosign/ui/download'

/** The signed-in user's receipts (as payer, or as the cosigner paid), newest first; `contractId`: that contract's. */
export const listReceipts = async (query: { contractId?: string } = {}, signal?: AbortSignal) =>
  (await api.call(paymentEndpoints.listReceipts, { query }, { signal })).items

/** Fetches the receipt's PDF with the session's token and saves it under its number's file name. */
export function downloadReceipt(receipt: Pick<ReceiptSummary, 'id' | 'fileName'>): Promise<void> {
  const declaration = paymentEndpoints.downloadReceipt
  return downloadWithToken(
    `/${declaration.service}${endpointPath(declaration, { id: receipt.id })}`,
    receipt.fileName,
    RECEIPT_MESSAGES.downloadFailed,
  )
}

/** Downloads the receipt; the message to show when that failed, else null. */
export async function downloadReceiptOrMessage(receipt: Pick<ReceiptSummary, 'id' | 'fileName'>): Promise<string | null> {
  try {
    await downloadReceipt(receipt)
    return null
  } catch (err) {
    return errorMessage(err, RECEIPT_MESSAGES.downloadFailed)
  }
}

/** The receipts of each payment (its receipt, then its refund receipt), by payment id. */
export function receiptsByPayment(receipts: readonly ReceiptSummary[]): Map<string, ReceiptSummary[]> {
  const byPayment = new Map<string, ReceiptSummary[]>()
  for (const receipt of receipts) {
    const list = byPayment.get(receipt.paymentId) ?? []
    list.push(receipt)
    list.sort((a, b) => (a.kind === b.kind ? 0 : a.kind === 'payment' ? -1 : 1))
    byPayment.set(receipt.paymentId, list)
  }
  return byPayment
}

/** The button text of a receipt ("Receipt 2026-000001", "Refund receipt 2026-000002"). */
export const receiptLabel = (receipt: Pick<ReceiptSummary, 'kind' | 'number'>): string =>
  `${receipt.kind === 'refund' ? 'Refund receipt' : 'Receipt'} ${receipt.number}`
