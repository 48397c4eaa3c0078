import type { PaymentStatus } from '@cosign/api'

/** The admin transactions screen's filters (list and CSV). */
export interface TransactionFilter {
  search?: string
  status?: PaymentStatus
  /** Payer, renter or cosigner: one client's transactions. */
  userId?: string
}

/** LIKE pattern for a user's text: %, _ and \ are matched literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}
