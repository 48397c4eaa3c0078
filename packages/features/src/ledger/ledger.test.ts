import { canPayEntry, creditBadgeVariant } from './ledger.js'

it('offers Pay only for payable entries that are not paid yet', () => {
  expect(canPayEntry({ payable: true, status: 'pending' })).toBe(true)
  expect(canPayEntry({ payable: true, status: 'overdue' })).toBe(true)
  expect(canPayEntry({ payable: true, status: 'paid' })).toBe(false)
  expect(canPayEntry({ payable: false, status: 'pending' })).toBe(false)
  expect(creditBadgeVariant('available')).toBe('success')
  expect(creditBadgeVariant('refunded')).toBe('neutral')
})
