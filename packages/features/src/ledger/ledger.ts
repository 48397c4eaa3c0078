// Pure helpers of the ledger screen (unit-tested; no React, no network).
import type { LedgerEntryDto, LedgerEntryType, ReplacementCreditDto } from '@cosign/api'

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
