// Payments service API (browser path /api/payments/*). Money is integer cents everywhere; screens format
// it with formatUsd and parse admin price input with parseDollarsToCents.
import type { PaymentStatus } from '../constants.js'
import type { PaymentPurpose } from '../constants.js'

export const PAYMENT_PURPOSES = [
  'profile_creation',
  'unlock_contact',
  'match_request',
  'contract_platform_fee',
  'contract_cosigner_payment',
  'contract_installment',
] as const satisfies readonly PaymentPurpose[]

/** What a payment paid for, as its payer reads it in a notification or an email ("your payment for ..."). */
export const PAYMENT_PURPOSE_PHRASES: Record<PaymentPurpose, string> = {
  profile_creation: 'your cosigner profile',
  unlock_contact: 'unlocking contact details',
  match_request: 'your match request',
  contract_platform_fee: 'the contract service fee',
  contract_cosigner_payment: 'the cosigner payment',
  contract_installment: 'a contract installment',
}

/** Services table rows that price the non-contract purposes (match_request is priced by cosigner_matching). */
export const SERVICE_NAMES = {
  profileCreation: 'profile_creation',
  cosignerMatching: 'cosigner_matching',
  unlockContact: 'unlock_contact',
} as const

export const GATEWAY_MODES = ['sandbox', 'live'] as const
export type GatewayMode = (typeof GATEWAY_MODES)[number]

/** Columns of the admin CSV export, in order (file transactions-YYYY-MM-DD.csv, csvExportFileName). */
export const TRANSACTIONS_CSV_COLUMNS = [
  'Date',
  'Renter',
  'Cosigner',
  'Amount',
  'Status',
  'Method',
  'Type',
] as const
export const TRANSACTIONS_CSV_NAME = 'transactions'

/** Payment texts of the spec's catalogue that MESSAGES does not hold yet, used as written. */
export const PAYMENT_MESSAGES = {
  paymentSuccessful: 'Payment successful! Transaction ID',
  paymentFailed: 'Payment failed',
  paymentErrorTitle: 'Payment Error',
  refundSucceeded: 'Transaction refunded successfully',
  refundFailed: 'Failed to process refund',
  refundInProgress: 'A refund of this payment is already in progress. Please check its status in a minute.',
  adjustmentSucceeded: 'Transaction adjusted successfully',
  adjustmentFailed: 'Failed to process adjustment',
  configSaved: 'PayPal configuration saved successfully',
  configSaveFailed: 'Error saving configuration',
  connectionTestSucceeded: 'PayPal connection test successful',
  connectionTestFailed: 'PayPal connection test failed',
  serviceCreated: 'Service created successfully',
  serviceUpdated: 'Service updated successfully',
  serviceCreateFailed: 'Failed to create service',
  serviceUpdateFailed: 'Failed to update service',
  servicesFetchFailed: 'Failed to fetch services',
  contractStepOneFirst: 'Please complete the platform fee payment (step 1) before paying the cosigner.',
  stepAlreadyPaid: 'This payment has already been completed.',
  contractNotPayable: 'This contract is not ready for payment yet.',
  onlyRenterMayPay: 'Only the renter of this contract can pay for it.',
  serviceUnavailable: 'This service is not available right now.',
  paymentProviderUnavailable:
    'The payment provider is not reachable right now. Please try again in a moment.',
  contractCancelled: 'This contract was cancelled and can no longer be paid. Nothing was charged.',
  installmentNotFound: 'This installment is not ready for payment yet.',
  creditRefunded: 'Your credit was refunded to your PayPal account.',
  /**
   * 409 `PAYOUT_EMAIL_UNCONFIRMED` (issue 27): the contract's payments wait until the cosigner opened the link
   * mailed to the PayPal email the contract pays; the contract screens show the same state.
   */
  payoutEmailUnconfirmed: 'Waiting for the cosigner to confirm their PayPal email.',
  /** The same hold as the cosigner reads it on the contract. */
  confirmYourPaypalEmail:
    'Confirm your PayPal email to be paid: open the link we sent to it, or send a new one from your profile. The renter can pay once it is confirmed.',
} as const
/** The 409 code of a contract payment whose payee email the cosigner has not confirmed yet. */
export const PAYOUT_EMAIL_UNCONFIRMED = 'PAYOUT_EMAIL_UNCONFIRMED'

// ---- Checkout (authenticated) ----

/**
 * Checkout metadata is echoed to consumers in the payment events (e.g. a form's fields): a flat object of at
 * most 50 short scalar values (keys 1-64 characters, text up to 1000 characters), at most 8 KB of JSON.
 */
export type CheckoutMetadata = Record<string, string | number | boolean | null>
/** The answer to checkout metadata holding anything else than text, numbers, booleans or null. */
export const CHECKOUT_METADATA_VALUE_MESSAGE =
  'body/metadata values must be text of up to 1000 characters, numbers, booleans or null'

/** POST /checkout. The server prices the purpose itself; an `amount` field is rejected by the schema. */
export interface CheckoutRequest {
  purpose: PaymentPurpose
  /**
   * The thing paid for (a UUID): the contract id for the two contract steps, the ledger entry id for
   * contract_installment, the cosigner profile id for unlock_contact and for profile_creation (the payer's own
   * profile). Required for every purpose but match_request: without it the server answers 400 'Missing payment
   * information'. Optional for match_request.
   */
  subjectId?: string
  /** Echoed to consumers in the payment events (e.g. the match request form); see CheckoutMetadata. */
  metadata?: CheckoutMetadata
  /** Display name of the payer for the admin transaction table; defaults to the name the service knows, else the email. */
  payerName?: string
}
export interface CheckoutResponse {
  paymentId: string
  /** PayPal order id; PayPal returns it to /success as `token`. '' when a credit paid the step (no order). */
  orderId: string
  /**
   * Send the browser here (PayPal's approval page). null when nothing is left to pay at PayPal: a Cosigner
   * Replacement Guarantee credit paid the step, and the payment is already completed.
   */
  approvalUrl: string | null
  amountCents: number
}

/** POST /verify, called by /success with the query parameters PayPal added to the return URL. */
export interface VerifyPaymentRequest {
  /** PayPal order id (`token` query parameter). Missing: 400 'Missing payment information'. */
  token?: string
  /** `PayerID` query parameter. */
  payerId?: string
  /** `contractId` query parameter as sent in the return URL: a contract id or 'none'. Checked when given. */
  contractId?: string
  /** `paymentType` query parameter (the purpose). Checked when given. */
  paymentType?: string
}
/**
 * Answer to POST /verify: 200 with the payment when it is completed (or was completed and later refunded);
 * 402 PAYMENT_DECLINED 'Failed to verify payment' when the capture was declined (the payment is then failed);
 * 400 PAYMENT_NOT_APPROVED when PayPal has no approval yet; 502 when PayPal is unreachable (the payment stays
 * pending and the reconcile job settles it).
 */
export interface VerifyPaymentResponse {
  payment: PaymentDto
}

export interface PaymentDto {
  id: string
  purpose: PaymentPurpose
  status: PaymentStatus
  amountCents: number
  currency: 'USD'
  subjectId: string | null
  description: string
  /** PayPal capture id once captured (the spec's transaction_id). */
  transactionId: string | null
  /** 'credit': a Cosigner Replacement Guarantee credit paid the step (amountCents 0, nothing charged). */
  paymentMethod: 'paypal' | 'credit'
  createdAt: string
  completedAt: string | null
  refundedAt: string | null
  failureReason: string | null
  /**
   * How a failed payment ended when it was not a refusal: 'cancelled' (the buyer cancelled on PayPal's page,
   * recorded by POST /cancel) or 'expired' (abandoned: never approved, closed by the reconcile job). The
   * status stays the spec's `failed`; screens read these as "Cancelled" / "Expired". Optional for older clients.
   */
  failureKind?: PaymentFailureKind | null
  /**
   * The contract a contract step or installment belongs to (an installment's subjectId is its ledger entry),
   * so /success and /cancel can return the payer to it without trusting their URL. Optional for older clients.
   */
  contractId?: string | null
}
export const PAYMENT_FAILURE_KINDS = ['cancelled', 'expired'] as const
export type PaymentFailureKind = (typeof PAYMENT_FAILURE_KINDS)[number]

/**
 * POST /cancel, called by /cancel with the `token` PayPal put on the cancel URL: the payer's pending payment
 * becomes failed with failureKind 'cancelled' (nothing is charged). 200 `{ payment }` (also when it had
 * already settled: the page then shows what really happened); 400 'Missing payment information' without a
 * token; 404 unknown order; 403 another user's payment.
 */
export interface CancelPaymentRequest {
  token?: string
}
export const MY_PAYMENTS_DEFAULT_LIMIT = 50
export const MY_PAYMENTS_MAX_LIMIT = 100
/** GET /payments/mine?limit= (newest first, limit 1-100, default 50) and GET /payments/:id (owner or admin). */
export interface PaymentListResponse {
  items: PaymentDto[]
}
/** GET /payments/:id, and POST /cancel's answer. */
export interface PaymentResponse {
  payment: PaymentDto
}

// ---- Prices (public) ----

export interface ServiceDto {
  id: string
  name: string
  description: string
  priceCents: number
  isActive: boolean
  updatedAt: string
}
/** GET /prices: active services, ordered by name. */
export interface PriceListResponse {
  items: ServiceDto[]
}

// ---- Admin (role ADMIN) ----

/** GET /admin/services: every service, active or not. */
export interface ServiceListResponse {
  items: ServiceDto[]
}
/**
 * POST /admin/services. Prices are integer cents (the screen parses "99.99" with parseDollarsToCents).
 * Missing name or price: 400 'Please fill in all required fields'. A duplicate name: 409.
 */
export interface CreateServiceRequest {
  name?: string
  priceCents?: number
  description?: string
  isActive?: boolean
}
/** PATCH /admin/services/:id, at least one field. The three priced services cannot be renamed. */
export interface UpdateServiceRequest {
  name?: string
  priceCents?: number
  description?: string
  isActive?: boolean
}
export interface ServiceResponse {
  service: ServiceDto
  message: string
}

/** A payment as the back office sees it. */
export interface TransactionDto extends PaymentDto {
  userId: string
  /** Display names stored at checkout (see services/payments/README.md). */
  renterName: string | null
  cosignerName: string | null
  renterId: string | null
  cosignerId: string | null
  payeeEmail: string | null
  orderId: string | null
  notes: string | null
  adjustedAt: string | null
}
/** GET /admin/transactions?search=&status=&userId=&page=&pageSize= (page from 1, pageSize 1-100, default 20). */
export interface TransactionListQuery {
  /** Case-insensitive; matches renter name, cosigner name, payment id, PayPal order or capture id. */
  search?: string
  status?: PaymentStatus
  /** Only payments where this user is the payer, the renter or the cosigner (the client's history). */
  userId?: string
  page?: number
  pageSize?: number
}
export interface TransactionListResponse {
  items: TransactionDto[]
  total: number
  page: number
  pageSize: number
}
// GET /admin/transactions.csv?search=&status= streams text/csv named transactions-YYYY-MM-DD.csv (TRANSACTIONS_CSV_COLUMNS).

/** POST /admin/payments/:id/refund. Blank notes: 400 'Refund notes are required'. Only completed payments. */
export interface RefundRequest {
  notes?: string
}
/** POST /admin/payments/:id/adjust. Blank notes: 400 'Adjustment notes are required'. Notes and adjusted_at only. */
export interface AdjustRequest {
  notes?: string
}
export interface AdminPaymentActionResponse {
  transaction: TransactionDto
  message: string
}

/**
 * GET /admin/payments/stats. Sums of completed payments (refunded ones are not counted, see refundedCents):
 * - totalCents: every completed payment.
 * - platformFeesCents: the 15 % platform fee (platformFeeCents(contract fee)) inside each completed contract step 1,
 *   plus the 15 % inside each completed installment (contract_installment): the admin "Platform Fees" card.
 * - processingFeesCents: the flat $50.00 processing fee inside each completed step 1 paid through PayPal.
 * - serviceFeesCents: completed profile_creation, unlock_contact and match_request payments.
 * - cosignerPayoutsCents: completed step 2 payments (paid to cosigners), plus the
 *   cosigner's 85 % of each completed installment.
 * A step 1 paid by a Cosigner Replacement Guarantee credit is recorded with amount 0 (method credit): the money
 * was counted once, on the cancelled contract's step 1, and leaves every figure if that credit is refunded.
 * - platformRevenueCents: platformFeesCents + processingFeesCents + serviceFeesCents: the platform's whole share
 *   actually received (the admin "Platform Revenue" card, with these three parts as its breakdown).
 * - upfrontCents: what renters paid when signing contracts, completed step 1 + step 2 (the fee or the down
 *   payment, with the platform's part), monthly installments excluded (the "Upfront Payments" card).
 * - weeklyCents / monthlyCents: totalCents restricted to payments completed in the last 7 / 30 days.
 */
export interface PaymentStatsResponse {
  totalCents: number
  platformFeesCents: number
  processingFeesCents: number
  serviceFeesCents: number
  cosignerPayoutsCents: number
  platformRevenueCents: number
  /** Optional for older services; see above. */
  upfrontCents?: number
  refundedCents: number
  weeklyCents: number
  monthlyCents: number
  counts: Record<PaymentStatus, number>
}

/** How many weeks and months GET /admin/payments/series covers, the current one included. */
export const PAYMENT_SERIES_WEEKS = 12
export const PAYMENT_SERIES_MONTHS = 12

/** One week (starting Monday, UTC) or calendar month (UTC) of completed payments. */
export interface PaymentPeriodTotalDto {
  /** The period's first day, YYYY-MM-DD. */
  start: string
  /** totalCents of PaymentStatsResponse, restricted to payments completed in the period. */
  totalCents: number
  count: number
}
/**
 * GET /admin/payments/series: the admin Payments tab's charts. Oldest first, every period present (zero when
 * nothing was completed in it), the last one being the current week or month.
 */
export interface PaymentSeriesResponse {
  weeks: PaymentPeriodTotalDto[]
  months: PaymentPeriodTotalDto[]
}

/** GET /admin/gateway-config. The secret is never returned, nor any character of it: only whether one is stored. */
export interface GatewayConfigDto {
  clientId: string
  clientSecretMasked: string
  hasSecret: boolean
  mode: GatewayMode
  /** 'database' once an admin saved one; 'environment' while the service runs on its env defaults. */
  source: 'database' | 'environment'
  updatedAt: string | null
}
/** PUT /admin/gateway-config. Omit clientSecret to keep the stored one. */
export interface UpdateGatewayConfigRequest {
  clientId: string
  clientSecret?: string
  mode: GatewayMode
}
export interface GatewayConfigResponse {
  config: GatewayConfigDto
  message: string
}
/** POST /admin/gateway-config/test: tries PayPal's token endpoint with the given (or stored) credentials. */
export interface TestGatewayConnectionRequest {
  clientId?: string
  clientSecret?: string
  mode?: GatewayMode
}
export interface TestGatewayConnectionResponse {
  success: boolean
  /** 'PayPal connection test successful' or 'PayPal connection test failed'. */
  message: string
}

// ---- Cosigner Replacement Guarantee credits (payments owns them) ----
/**
 * GET /credits: the renter's own credits (admin: every renter's, optional ?renterId=). POST /credits/:id/refund
 * (the renter who owns an available credit): refunds the step 1 capture through PayPal instead of applying it.
 * An available credit pays step 1 of the renter's next contract with another cosigner at checkout (no PayPal
 * order; the answer then has no approvalUrl and the payment is completed at once).
 */
export interface CreditListResponse {
  items: import('../contracts/types.js').ReplacementCreditDto[]
}
/** POST /credits/:id/refund: the credit, now refunded (409 CONTRACT_MESSAGES.creditUnavailable otherwise). */
export interface CreditResponse {
  credit: import('../contracts/types.js').ReplacementCreditDto
  message: string
}
