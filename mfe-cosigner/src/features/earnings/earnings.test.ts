import { earningsChartBars, earningsContractStatus, hasNoEarnings, monthLabel } from './earnings.js'

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

test('the chart shows the server\'s months oldest first, received below expected', () => {
  const bars = earningsChartBars([
    { month: '2026-12', receivedCents: 0, expectedCents: 17000, platformFeeCents: 0 },
    { month: '2026-11', receivedCents: 17000, expectedCents: 0, platformFeeCents: 3000 },
  ])
  expect(bars.map((b) => b.label)).toEqual(['Nov 2026', 'Dec 2026'])
  expect(bars[0].parts).toEqual([
    { series: 'Received', value: 17000, tone: 'success' },
    { series: 'Expected', value: 0, tone: 'muted' },
  ])
  expect(bars[1].parts[1].value).toBe(17000)
})
