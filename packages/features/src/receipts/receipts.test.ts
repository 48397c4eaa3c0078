import type { ReceiptSummary } from '@cosign/api'
import { receiptLabel, receiptsByPayment } from './receipts-api.js'

const receipt = (over: Partial<ReceiptSummary>): ReceiptSummary => ({
  id: 'r',
  number: '2026-000001',
  kind: 'payment',
  paymentId: 'p1',
  purpose: 'match_request',
  contractId: null,
  amountCents: 9_999,
  issuedAt: '2026-11-27T06:40:00.000Z',
  fileName: 'receipt-2026-000001.pdf',
  ...over,
})

describe('receipts in the payment history', () => {
  it('groups receipts by payment, the receipt before its refund receipt', () => {
    const refund = receipt({ id: 'r2', number: '2026-000009', kind: 'refund' })
    const paid = receipt({ id: 'r1' })
    const other = receipt({ id: 'r3', paymentId: 'p2', number: '2026-000002' })
    const byPayment = receiptsByPayment([refund, other, paid])
    expect(byPayment.get('p1')?.map((r) => r.id)).toEqual(['r1', 'r2'])
    expect(byPayment.get('p2')?.map((r) => r.id)).toEqual(['r3'])
    expect(byPayment.get('p3')).toBeUndefined()
  })

  it('labels each button with the number shown on the receipt', () => {
    expect(receiptLabel(receipt({}))).toBe('Receipt 2026-000001')
    expect(receiptLabel(receipt({ kind: 'refund', number: '2026-000009' }))).toBe('Refund receipt 2026-000009')
  })
})
