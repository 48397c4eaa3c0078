import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib'
import { formatUsd, type ReceiptKind, type ReceiptLine, type PaymentPurpose } from '@cosign/api'
import { describePdf, printableText } from '@cosign/service-kit/pdf-text'
import { PURPOSE_TITLES } from '../model/receipt-content.js'

/** What a receipt PDF prints: the stored receipt, its lines typed. */
export interface ReceiptDocument {
  number: string
  kind: ReceiptKind
  purpose: PaymentPurpose
  paymentId: string
  contractId: string | null
  payerName: string
  payeeName: string
  payeeKind: string
  amountCents: number
  lines: ReceiptLine[]
  method: string
  providerReference: string | null
  issuedAt: Date
}

// The documents service's page (US Letter, in points) and colours (services/documents render-*.ts).
const PAGE_WIDTH = 612
const PAGE_HEIGHT = 792
const MARGIN = 54
const INK = rgb(0.1, 0.1, 0.12)
const MUTED = rgb(0.38, 0.4, 0.45)
const RULE = rgb(0.78, 0.8, 0.84)

const dateTime = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'UTC',
})

/** "Nov 27, 2026, 6:40 AM UTC": the screens' date format, in UTC (a receipt is the same for every reader). */
export const receiptDate = (at: Date): string => `${dateTime.format(at).replace(/\s/g, " ")} UTC`

export const receiptTitle = (kind: ReceiptKind): string => (kind === 'refund' ? 'Refund receipt' : 'Receipt')

/**
 * A one-page receipt: number, date, payer, payee, purpose, the breakdown lines and the total charged (or
 * refunded), the PayPal capture (or refund) id. Standard Helvetica: a receipt is short and must render in
 * milliseconds (bench/pdf.mjs), so no font is embedded; long names are shortened to the page width.
 */
export async function renderReceiptPdf(receipt: ReceiptDocument): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  const regular = await doc.embedFont(StandardFonts.Helvetica)
  const bold = await doc.embedFont(StandardFonts.HelveticaBold)
  const title = receiptTitle(receipt.kind)
  describePdf(doc, {
    title: `${title} ${receipt.number}`,
    subject: `${title} ${receipt.number} for payment ${receipt.paymentId}`,
    keywords: [`receipt:${receipt.number}`, `payment:${receipt.paymentId}`],
    creator: 'Cosign payments service',
    issuedAt: receipt.issuedAt,
  })

  const page: PDFPage = doc.addPage([PAGE_WIDTH, PAGE_HEIGHT])
  const right = PAGE_WIDTH - MARGIN
  let y = PAGE_HEIGHT - MARGIN
  const fit = (value: string, font: PDFFont, size: number, width: number) => {
    let text = printableText(value, font) // names the payer typed: WinAnsi only
    while (text.length > 1 && font.widthOfTextAtSize(text, size) > width) text = `${text.slice(0, -2)}…`
    return text
  }
  const write = (value: string, opts: { font?: PDFFont; size?: number; color?: typeof INK; x?: number; width?: number } = {}) => {
    const font = opts.font ?? regular
    const size = opts.size ?? 10.5
    const x = opts.x ?? MARGIN
    page.drawText(fit(value, font, size, opts.width ?? right - x), { x, y: y - size, size, font, color: opts.color ?? INK })
  }
  const amountAt = (cents: string, font: PDFFont, size: number) =>
    page.drawText(cents, { x: right - font.widthOfTextAtSize(cents, size), y: y - size, size, font, color: INK })
  const rule = () => {
    page.drawLine({ start: { x: MARGIN, y }, end: { x: right, y }, thickness: 0.5, color: RULE })
    y -= 10
  }

  write(title, { font: bold, size: 22 })
  y -= 30
  write(`Receipt number ${receipt.number}`, { font: bold, size: 12 })
  y -= 18
  write(`Issued ${receiptDate(receipt.issuedAt)}`, { color: MUTED, size: 10 })
  y -= 26
  rule()

  const field = (label: string, value: string) => {
    write(label, { color: MUTED, size: 10, width: 130 })
    write(value, { x: MARGIN + 140 })
    y -= 17
  }
  field(receipt.kind === 'refund' ? 'Refunded to' : 'Paid by', receipt.payerName)
  field(
    receipt.kind === 'refund' ? 'Refunded by' : 'Paid to',
    receipt.payeeKind === 'cosigner' ? `${receipt.payeeName} (cosigner)` : `${receipt.payeeName} (platform)`,
  )
  field('For', PURPOSE_TITLES[receipt.purpose])
  if (receipt.contractId) field('Contract', receipt.contractId)
  field('Payment', receipt.paymentId)
  if (receipt.method === 'credit') field('Paid with', 'Cosigner Replacement Guarantee credit')
  else
    field(
      receipt.kind === 'refund' ? 'PayPal refund id' : 'PayPal capture id',
      receipt.providerReference ?? 'Not reported by PayPal',
    )
  y -= 10

  write('Breakdown', { font: bold, size: 13 })
  y -= 20
  rule()
  for (const line of receipt.lines) {
    const to = line.paidTo === 'cosigner' ? 'to the cosigner' : 'to the platform'
    write(`${line.label}${line.credit ? '' : ` (${to})`}`, { width: right - MARGIN - 110 })
    amountAt(line.credit ? `(${formatUsd(line.amountCents)})` : formatUsd(line.amountCents), regular, 10.5)
    y -= 17
  }
  y -= 2
  rule()
  write(receipt.kind === 'refund' ? 'Total refunded' : 'Total charged', { font: bold, size: 12 })
  amountAt(formatUsd(receipt.amountCents), bold, 12)
  y -= 30
  if (receipt.method === 'credit')
    write('Nothing was charged: the credit from a cancelled contract paid this step.', { color: MUTED, size: 9.5 })

  page.drawText(`${title} ${receipt.number} · amounts in US dollars`, { x: MARGIN, y: 30, size: 8, font: regular, color: MUTED })
  return doc.save()
}
