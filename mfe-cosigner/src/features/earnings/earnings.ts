// Pure helpers of the Earnings screen (unit-tested; no React, no network).
import type { ContractStatus, EarningsMonthDto, EarningsResponse } from '@cosign/api'
import type { ChartBar } from '@cosign/ui/bar-chart'

/** The file name stem the server gives the CSV (earnings-YYYY-MM-DD.csv). */
export const EARNINGS_CSV_NAME = 'earnings'

const MONTHS = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' })

/** "2026-11" as "November 2026" (a calendar month, the same for every reader). */
export function monthLabel(month: string): string {
  const [y, m] = month.split('-').map(Number)
  if (!y || !m) return month
  return MONTHS.format(Date.UTC(y, m - 1, 1))
}

/** Nothing to show yet: no contract carries payouts. */
export function hasNoEarnings(data: EarningsResponse): boolean {
  return data.contracts.length === 0
}

const STATUS_LABELS: Partial<Record<ContractStatus, string>> = {
  fully_signed: 'Awaiting payment',
  finalized: 'Active',
  completed: 'Completed',
}
export function earningsContractStatus(status: ContractStatus): string {
  return STATUS_LABELS[status] ?? status
}

const SHORT_MONTHS = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' })

/** The server's months, oldest first, as chart bars: payouts received, with those still expected on top. */
export function earningsChartBars(months: readonly EarningsMonthDto[]): ChartBar[] {
  return [...months]
    .sort((a, b) => a.month.localeCompare(b.month))
    .map((m) => {
      const [y, mo] = m.month.split('-').map(Number)
      return {
        key: m.month,
        label: y && mo ? SHORT_MONTHS.format(Date.UTC(y, mo - 1, 1)) : m.month,
        parts: [
          { series: 'Received', value: m.receivedCents, tone: 'success' as const },
          { series: 'Expected', value: m.expectedCents, tone: 'muted' as const },
        ],
      }
    })
}
