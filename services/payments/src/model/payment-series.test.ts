import { fillPeriods, periodStart, periodStarts } from './payment-series.js'

const day = (d: Date) => d.toISOString().slice(0, 10)

it('weeks start on Monday and months on the 1st, in UTC', () => {
  // Friday 27 November 2026, late evening UTC.
  const now = new Date('2026-11-27T23:30:00Z')
  expect(day(periodStart('week', now))).toBe('2026-11-23')
  expect(day(periodStart('week', new Date('2026-11-23T00:00:00Z')))).toBe('2026-11-23')
  expect(day(periodStart('week', new Date('2026-11-22T23:59:59Z')))).toBe('2026-11-16')
  expect(day(periodStart('month', now))).toBe('2026-11-01')
})

it('lists the last periods oldest first, across a year end', () => {
  const now = new Date('2027-01-05T10:00:00Z')
  expect(periodStarts('month', now, 3).map(day)).toEqual(['2026-11-01', '2026-12-01', '2027-01-01'])
  expect(periodStarts('week', now, 3).map(day)).toEqual(['2026-12-21', '2026-12-28', '2027-01-04'])
})

it('fills periods without payments with zero', () => {
  const starts = periodStarts('month', new Date('2026-11-27T00:00:00Z'), 3)
  expect(fillPeriods(starts, [{ start: '2026-10-01', totalCents: 2500, count: 1 }])).toEqual([
    { start: '2026-09-01', totalCents: 0, count: 0 },
    { start: '2026-10-01', totalCents: 2500, count: 1 },
    { start: '2026-11-01', totalCents: 0, count: 0 },
  ])
})
