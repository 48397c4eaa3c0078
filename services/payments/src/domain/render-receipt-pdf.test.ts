import { PDFDocument } from 'pdf-lib'
import { renderReceiptPdf, receiptDate, type ReceiptDocument } from './render-receipt-pdf.js'

const receipt = (over: Partial<ReceiptDocument> = {}): ReceiptDocument => ({
  number: '2026-000012',
  kind: 'payment',
  purpose: 'contract_platform_fee',
  paymentId: '11111111-1111-4111-8111-111111111111',
  contractId: '22222222-2222-4222-8222-222222222222',
  payerName: 'Ana López',
  payeeName: 'Cosign',
  payeeKind: 'platform',
  amountCents: 23_000,
  lines: [
    { label: 'Platform fee (15% of the cosigner fee)', amountCents: 18_000, paidTo: 'platform' },
    { label: 'Processing fee', amountCents: 5_000, paidTo: 'platform' },
  ],
  method: 'paypal',
  providerReference: 'CAPTURE-123',
  issuedAt: new Date('2026-11-27T06:40:00Z'),
  ...over,
})

describe('receipt PDF', () => {
  it('is one page titled with the number, dated as the screens date', async () => {
    const doc = await PDFDocument.load(await renderReceiptPdf(receipt()))
    expect(doc.getPageCount()).toBe(1)
    expect(doc.getTitle()).toBe('Receipt 2026-000012')
    expect(doc.getKeywords()).toContain('receipt:2026-000012')
    expect(receiptDate(new Date('2026-11-27T06:40:00Z'))).toBe('Nov 27, 2026, 6:40 AM UTC')
  })

  it('renders names outside the standard fonts instead of failing, and refund receipts', async () => {
    const bytes = await renderReceiptPdf(
      receipt({ kind: 'refund', payerName: 'Łukasz 王 Żółć 🙂', providerReference: null }),
    )
    expect((await PDFDocument.load(bytes)).getTitle()).toBe('Refund receipt 2026-000012')
  })
})
