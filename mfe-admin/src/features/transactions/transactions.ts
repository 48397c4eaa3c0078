// Pure helpers of the admin payment screens (unit-tested; no React, no network).
import {
  MESSAGES,
  PAYMENT_STATUSES,
  centsToDecimalString,
  parseDollarsToCents,
  type CreateServiceRequest,
  type PaymentPurpose,
  type PaymentStatus,
  type TransactionListQuery,
} from '@cosign/api'

export const TRANSACTIONS_PAGE_SIZE = 20

const PURPOSE_LABELS: Record<PaymentPurpose, string> = {
  profile_creation: 'Profile creation',
  unlock_contact: 'Contact unlock',
  match_request: 'Cosigner matching',
  contract_platform_fee: 'Contract step 1 (platform fee)',
  contract_cosigner_payment: 'Contract step 2 (cosigner payment)',
  contract_installment: 'Contract installment (monthly payment)',
}
export function purposeLabel(purpose: string): string {
  return (PURPOSE_LABELS as Record<string, string>)[purpose] ?? purpose
}

export function isPaymentStatus(value: string): value is PaymentStatus {
  return (PAYMENT_STATUSES as readonly string[]).includes(value)
}

/** Query of GET /admin/transactions (and the CSV export, without paging): blank filters are left out. */
export function transactionsQuery(filters: {
  search: string
  status: string
  page?: number
}): TransactionListQuery {
  const query: TransactionListQuery = {}
  const search = filters.search.trim()
  if (search) query.search = search
  if (isPaymentStatus(filters.status)) query.status = filters.status
  if (filters.page !== undefined) {
    query.page = Math.max(1, Math.floor(filters.page))
    query.pageSize = TRANSACTIONS_PAGE_SIZE
  }
  return query
}

/** Only completed payments can be refunded (the server refuses the rest). */
export function canRefund(status: PaymentStatus): boolean {
  return status === 'completed'
}

export type NotesAction = 'refund' | 'adjust'
/** Refund and adjustment both need notes (spec messages); returns the message, or null when fine. */
export function notesError(action: NotesAction, notes: string): string | null {
  if (notes.trim()) return null
  return action === 'refund' ? MESSAGES.refundNotesRequired : MESSAGES.adjustmentNotesRequired
}

/** The admin service form: name and price (dollars, step 0.01) are required. */
export function serviceFormToRequest(form: {
  name: string
  price: string
  description: string
}): { ok: true; request: CreateServiceRequest } | { ok: false; message: string } {
  const name = form.name.trim()
  if (!name || !form.price.trim()) return { ok: false, message: MESSAGES.fillAllRequired }
  const priceCents = parseDollarsToCents(form.price)
  if (priceCents === null || priceCents <= 0) return { ok: false, message: MESSAGES.invalidPaymentAmount }
  const description = form.description.trim()
  return { ok: true, request: { name, priceCents, ...(description ? { description } : {}) } }
}

/** Dollars for an input's value ("99.99") from cents, without floating point (@cosign/api's money helper). */
export function centsToDollarInput(cents: number): string {
  return centsToDecimalString(cents)
}
