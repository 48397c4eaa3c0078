import { formatReceiptNumber, receiptFileName } from '@cosign/api'
import { receiptYear } from './receipt-content.js'

describe('receipt numbers', () => {
  it('are the year and the counter, six digits, wider past 999,999', () => {
    expect(formatReceiptNumber(2026, 1)).toBe('2026-000001')
    expect(formatReceiptNumber(2026, 42)).toBe('2026-000042')
    expect(formatReceiptNumber(2026, 999_999)).toBe('2026-999999')
    expect(formatReceiptNumber(2026, 1_000_000)).toBe('2026-1000000')
  })

  it('refuses a counter that is not a positive integer (0 is never issued)', () => {
    for (const bad of [0, -1, 1.5, Number.NaN]) expect(() => formatReceiptNumber(2026, bad)).toThrow(RangeError)
    expect(() => formatReceiptNumber(0, 1)).toThrow(RangeError)
  })

  it('roll over with the UTC calendar year: the last millisecond of a year and the first of the next', () => {
    expect(receiptYear(new Date('2026-12-31T23:59:59.999Z'))).toBe(2026)
    expect(receiptYear(new Date('2027-01-01T00:00:00.000Z'))).toBe(2027)
    // New Year's Eve in New York is already next year in UTC: the number follows UTC, the same for everyone.
    expect(receiptYear(new Date('2026-12-31T20:00:00-05:00'))).toBe(2027)
  })

  it('name the downloaded file after the number and kind', () => {
    expect(receiptFileName('2026-000007', 'payment')).toBe('receipt-2026-000007.pdf')
    expect(receiptFileName('2026-000008', 'refund')).toBe('refund-receipt-2026-000008.pdf')
  })
})
