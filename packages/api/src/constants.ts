// Business constants from the product spec (calls-errors-constants.md section 9).
export const ROLES = ['RENTER', 'COSIGNER', 'ADMIN'] as const
export type Role = (typeof ROLES)[number]
/** Roles a visitor can pick at sign-up or on the role-selection screen. */
export const SELF_SERVICE_ROLES = ['RENTER', 'COSIGNER'] as const
export type SelfServiceRole = (typeof SELF_SERVICE_ROLES)[number]

export const PASSWORD_MIN_LENGTH = 6
export const CREDIT_SCORE_MIN = 300
export const CREDIT_SCORE_MAX = 850
export const COSIGNER_BIO_MIN = 200
export const COSIGNER_BIO_MAX = 800
export const RENTER_BIO_MIN = 200
export const RENTER_BIO_COUNTER = 500
export const LEASE_DURATIONS_MONTHS = [6, 12, 18, 24] as const
export const NOTIFICATIONS_LIMIT = 20
export const RECENT_CONTRACTS_SHOWN = 5
export const TOAST_DURATION_MS = 5000
export const LOGIN_REDIRECT_DELAY_MS = 1000

export const EMPLOYMENT_OPTIONS = ['full-time', 'part-time', 'self-employed', 'retired', 'ssi-disability', 'unemployed'] as const
export const RENTAL_ISSUES = ['Evictions', 'Broken Lease', 'Low Credit History', 'None'] as const
export const MOVE_IN_TIMELINES = ['asap', '1-month', '2-3-months', '3-6-months', 'flexible'] as const
export const HOUSING_TYPES = ['apartment', 'house', 'either'] as const
export const DOCUMENT_AUDIENCES = ['ALL', 'RENTER', 'COSIGNER'] as const
export const PAYMENT_STATUSES = ['pending', 'completed', 'failed', 'refunded'] as const
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number]

/** What a payment was for. The server prices each one itself. */
export type PaymentPurpose =
  | 'profile_creation'
  | 'unlock_contact'
  | 'match_request'
  | 'contract_platform_fee'
  | 'contract_cosigner_payment'
  /** One monthly installment of an installments contract (subject: the ledger entry id); 15 % to the platform. */
  | 'contract_installment'
