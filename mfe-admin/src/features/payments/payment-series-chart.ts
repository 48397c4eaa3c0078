// The Payments tab's chart bars from GET /admin/payments/series (pure: unit-tested).
import type { PaymentPeriodTotalDto } from '@cosign/api'
import type { ChartBar } from '@cosign/ui/bar-chart'

const WEEK = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' })
const MONTH = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' })

/** The server's periods as bars, labelled by the week's Monday ("Nov 23") or the month ("Nov 2026"). */
export function periodBars(periods: readonly PaymentPeriodTotalDto[], unit: 'week' | 'month'): ChartBar[] {
  const format = unit === 'week' ? WEEK : MONTH
  return periods.map((period) => ({
    key: period.start,
    label: format.format(new Date(`${period.start}T00:00:00Z`)),
    parts: [{ series: 'Received', value: period.totalCents, tone: 'primary' }],
  }))
}
