// A client's computed figures and actions in the admin Clients tab (role ADMIN). Each figure is computed by the
// service that owns the data (payments: money; contracts: contract counts); the browser only shows them.
import type { ContractSummaryDto, LedgerCosignerSummary, LedgerRenterSummary } from '../contracts/types.js'
import type { NotificationDto } from '../chat/notification-types.js'

/**
 * GET /api/payments/admin/clients/:userId/figures. Completed payments only (refunded, pending and failed ones
 * are not counted). Integer cents.
 */
export interface ClientPaymentFigures {
  /** Every completed payment the client made as payer. */
  totalPaidCents: number
  completedPayments: number
  /**
   * Earnings: what reached the client's PayPal as cosigner: completed step-2 payments (contract_cosigner_payment)
   * and the cosigner's share of completed installments (amount - 15 % platform fee), the figures of the cosigner's
   * Earnings screen.
   */
  earningsCents: number
  completedPayouts: number
  /** The platform fees of those payouts (15 % of each part of the cosigner fee, half-up). */
  payoutPlatformFeesCents: number
}
export interface ClientPaymentFiguresResponse {
  figures: ClientPaymentFigures
}

/**
 * Contracts of one side, by the contract status machine: active = finalized (both steps paid, lease running);
 * inProgress = created but not yet finalized (awaiting signatures or payment); completed = the lease ended.
 */
export interface ClientContractCounts {
  active: number
  inProgress: number
  completed: number
  cancelled: number
}
/** Most contracts a figures answer lists (newest first). */
export const CLIENT_FIGURES_CONTRACTS_LIMIT = 50
/**
 * GET /api/contracts/contracts/admin/clients/:userId/figures: counts as renter and as cosigner, and the
 * newest contracts where the client is either party (at most CLIENT_FIGURES_CONTRACTS_LIMIT).
 */
export interface ClientContractFiguresResponse {
  asRenter: ClientContractCounts
  asCosigner: ClientContractCounts
  contracts: ContractSummaryDto[]
  /**
   * The client's contract money from each contract's breakdown (GET /contracts/:id/breakdown), the same sums
   * as the client's own ledger: as renter (total, paid, due) and as cosigner (fee, platform fee, payouts).
   */
  renterMoney: LedgerRenterSummary
  cosignerMoney: LedgerCosignerSummary
}

export const ADMIN_MESSAGE_TITLE_MAX_LENGTH = 120
export const ADMIN_MESSAGE_BODY_MAX_LENGTH = 2000
/**
 * POST /api/chat/admin/notifications (ADMIN): stores one notification for that user and pushes it live.
 * 201 { notification }. Title 1-120 and message 1-2000 characters, not blank.
 */
export interface AdminSendNotificationRequest {
  userId: string
  title: string
  message: string
}
export interface AdminSendNotificationResponse {
  notification: NotificationDto
  message: string
}

/** One row of a report's table sections (payments, contracts, activity), already worded by the admin screen. */
export interface ClientReportRow {
  /** ISO date-time or date. */
  at: string
  text: string
  /** Integer cents, when the row is money. */
  amountCents?: number
  status?: string
}
/**
 * POST /api/documents/admin/client-report (ADMIN): answers application/pdf. The admin screen posts what it
 * already fetched from the owning services (services share no database and do not call each other): the
 * profile as label/value pairs, the computed figures, and the payments, contracts and activity rows.
 */
export interface ClientReportRequest {
  clientId: string
  name: string
  email: string
  kind: 'renter' | 'cosigner'
  profile: Array<{ label: string; value: string }>
  figures: Array<{ label: string; value: string }>
  payments: ClientReportRow[]
  contracts: ClientReportRow[]
  activity: ClientReportRow[]
}
export const CLIENT_REPORT_LIMITS = {
  fields: 60,
  rows: 200,
  labelLength: 100,
  valueLength: 1000,
  textLength: 500,
} as const

export const CLIENT_ACTION_MESSAGES = {
  figuresFailed: 'Failed to load the client figures',
  messageSent: 'Message sent',
  messageFailed: 'Failed to send the message',
  reportFailed: 'Failed to generate the report',
} as const
