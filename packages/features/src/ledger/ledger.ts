// Pure helpers of the ledger screen (unit-tested; no React, no network).
import type { LedgerEntryDto, LedgerEntryStatus, LedgerEntryType, ReplacementCreditDto } from '@cosign/api'
import type { ChartBar, ChartTone } from '@cosign/ui/bar-chart'
import { formatLeaseDate, ledgerStatusLabel } from '@cosign/ui/contract-format'

export const ENTRY_TYPE_LABELS: Record<LedgerEntryType, string> = {
  payment: 'Payment',
  late_fee: 'Late fee',
  penalty: 'Penalty',
  other: 'Other',
}

export const CREDIT_STATUS_LABELS: Record<ReplacementCreditDto['status'], string> = {
  available: 'Available',
  applied: 'Applied',
  refunded: 'Refunded',
}

export function creditBadgeVariant(status: ReplacementCreditDto['status']): 'success' | 'neutral' | 'danger' {
  return status === 'available' ? 'success' : 'neutral'
}

/** An installment the renter can pay now: the server marks it payable, and it is not paid yet. */
export function canPayEntry(entry: Pick<LedgerEntryDto, 'payable' | 'status'>): boolean {
  return entry.payable && entry.status !== 'paid'
}

const CHART_TONES: Record<LedgerEntryStatus, ChartTone> = { paid: 'success', pending: 'primary', overdue: 'danger' }

/** The entries over time (oldest due date first), one bar each in its status's tone: overdue ones stand out. */
export function ledgerChartBars(entries: readonly LedgerEntryDto[]): ChartBar[] {
  return [...entries]
    .sort((a, b) => (a.dueDate === b.dueDate ? 0 : a.dueDate < b.dueDate ? -1 : 1))
    .map((entry) => ({
      key: entry.id,
      label: formatLeaseDate(entry.dueDate),
      parts: [{ series: ledgerStatusLabel(entry.status), value: entry.amountCents, tone: CHART_TONES[entry.status] }],
    }))
}
