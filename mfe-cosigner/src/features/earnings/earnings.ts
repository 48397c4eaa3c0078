// Pure helpers of the Earnings screen (unit-tested; no React, no network).
import type { ContractStatus, EarningsResponse } from '@cosign/api'

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
