// The admin Payments tab's periods: which weeks and months a chart covers, and the database's sums laid on them
// (a period without completed payments is there with zero, so the chart's time axis has no holes).
import type { PaymentPeriodTotalDto } from '@cosign/api'

export type SeriesUnit = 'week' | 'month'

const DAY_MS = 86_400_000

/** The first day (UTC midnight) of the week (Monday) or month holding `at`. */
export function periodStart(unit: SeriesUnit, at: Date): Date {
  if (unit === 'month') return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1))
  const day = Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate())
  const sinceMonday = (new Date(day).getUTCDay() + 6) % 7
  return new Date(day - sinceMonday * DAY_MS)
}

/** The starts of the last `count` periods, oldest first, the current one last. */
export function periodStarts(unit: SeriesUnit, now: Date, count: number): Date[] {
  const current = periodStart(unit, now)
  return Array.from({ length: count }, (_, i) => {
    const back = count - 1 - i
    return unit === 'month'
      ? new Date(Date.UTC(current.getUTCFullYear(), current.getUTCMonth() - back, 1))
      : new Date(current.getTime() - back * 7 * DAY_MS)
  })
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10)

/** Sums by period start (YYYY-MM-DD) laid on the periods; periods without a sum are zero. */
export function fillPeriods(
  starts: readonly Date[],
  sums: ReadonlyArray<{ start: string; totalCents: number; count: number }>,
): PaymentPeriodTotalDto[] {
  const byStart = new Map(sums.map((row) => [row.start, row]))
  return starts.map((start) => {
    const day = isoDay(start)
    const row = byStart.get(day)
    return { start: day, totalCents: row?.totalCents ?? 0, count: row?.count ?? 0 }
  })
}
