import { periodBars } from './payment-series-chart.js'

it('labels weeks by their Monday and months by name, with the server\'s totals', () => {
  const weeks = periodBars([{ start: '2026-11-23', totalCents: 157_500, count: 3 }], 'week')
  expect(weeks).toEqual([
    { key: '2026-11-23', label: 'Nov 23', parts: [{ series: 'Received', value: 157_500, tone: 'primary' }] },
  ])
  expect(periodBars([{ start: '2026-01-01', totalCents: 0, count: 0 }], 'month')[0]!.label).toBe('Jan 2026')
})
