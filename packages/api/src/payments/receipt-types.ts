// Payment receipts (payments service, browser path /api/payments/receipts*). A receipt is issued in the
// transaction that completes a payment (kind 'payment') or refunds it (kind 'refund'), numbered gapless per
// calendar year (UTC): "2026-000001". Amounts are integer cents.
import type { PaymentPurpose } from '../constants.js'

export const RECEIPT_KINDS = ['payment', 'refund'] as const
export type ReceiptKind = (typeof RECEIPT_KINDS)[number]

/** Who received a line's money: the platform, or the cosigner (step 2, an installment's share). */
export type ReceiptParty = 'platform' | 'cosigner'

/** One line of a receipt's breakdown; `credit` lines show what a replacement credit covered (not charged). */
export interface ReceiptLine {
  label: string
  amountCents: number
  paidTo: ReceiptParty
  credit?: boolean
}

/** What the list screens show of a receipt; the PDF (downloadReceipt) holds everything. */
export interface ReceiptSummary {
  id: string
  number: string
  kind: ReceiptKind
  paymentId: string
  purpose: PaymentPurpose
  contractId: string | null
  /** Charged (a refund: returned), cents; 0 when a replacement credit paid. */
  amountCents: number
  issuedAt: string
  /** File name the download is saved under ("receipt-2026-000001.pdf"). */
  fileName: string
}

export interface ReceiptListResponse {
  items: ReceiptSummary[]
}

export const RECEIPT_MESSAGES = {
  notFound: 'Receipt not found',
  downloadFailed: 'Could not download the receipt. Please try again.',
} as const

/** "2026-000001": the year and its gapless counter, six digits (wider past 999,999 in one year). */
export function formatReceiptNumber(year: number, sequence: number): string {
  if (!Number.isSafeInteger(year) || year < 1 || !Number.isSafeInteger(sequence) || sequence < 1)
    throw new RangeError(`invalid receipt number ${year}/${sequence}`)
  return `${year}-${String(sequence).padStart(6, '0')}`
}

/** The file a receipt downloads as. */
export const receiptFileName = (number: string, kind: ReceiptKind): string =>
  `${kind === 'refund' ? 'refund-receipt' : 'receipt'}-${number}.pdf`
