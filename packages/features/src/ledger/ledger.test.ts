import type { LedgerEntryDto } from '@cosign/api'
import { canPayEntry, creditBadgeVariant, ledgerChartBars } from './ledger.js'

it('offers Pay only for payable entries that are not paid yet', () => {
  expect(canPayEntry({ payable: true, status: 'pending' })).toBe(true)
  expect(canPayEntry({ payable: true, status: 'overdue' })).toBe(true)
  expect(canPayEntry({ payable: true, status: 'paid' })).toBe(false)
  expect(canPayEntry({ payable: false, status: 'pending' })).toBe(false)
  expect(creditBadgeVariant('available')).toBe('success')
  expect(creditBadgeVariant('refunded')).toBe('neutral')
})

it('charts entries oldest due first, each in its status tone (overdue as danger)', () => {
  const entry = (id: string, dueDate: string, status: LedgerEntryDto['status'], amountCents: number): LedgerEntryDto => ({
    id, contractId: 'c', renterId: 'r', cosignerId: 's', entryType: 'payment', description: id,
    amountCents, dueDate, paidDate: null, status, payable: true,
  })
  const bars = ledgerChartBars([
    entry('b', '2026-12-01', 'overdue', 20000),
    entry('a', '2026-11-01', 'paid', 20000),
    entry('c', '2027-01-01', 'pending', 15000),
  ])
  expect(bars.map((b) => b.key)).toEqual(['a', 'b', 'c'])
  expect(bars.map((b) => b.parts[0].tone)).toEqual(['success', 'danger', 'primary'])
  expect(bars[1].parts[0].value).toBe(20000)
})
