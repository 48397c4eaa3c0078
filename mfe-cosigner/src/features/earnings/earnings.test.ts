import { earningsContractStatus, hasNoEarnings, monthLabel } from './earnings.js'

test('months read as calendar months, whatever the time zone', () => {
  expect(monthLabel('2026-11')).toBe('November 2026')
  expect(monthLabel('2027-01')).toBe('January 2027')
  expect(monthLabel('nonsense')).toBe('nonsense')
})

test('empty earnings and contract status labels', () => {
  const zero = { feeCents: 0, platformFeeCents: 0, payoutCents: 0, receivedCents: 0, expectedCents: 0 }
  expect(hasNoEarnings({ totals: zero, contracts: [], months: [] })).toBe(true)
  expect(earningsContractStatus('finalized')).toBe('Active')
  expect(earningsContractStatus('fully_signed')).toBe('Awaiting payment')
})
