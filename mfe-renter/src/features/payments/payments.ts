// Pure helpers of the payment center, /success and /cancel (unit-tested; no React, no network).
import {
  MESSAGES,
  PAYMENT_PURPOSES,
  SERVICE_NAMES,
  type PaymentDto,
  type PaymentPurpose,
  type Role,
  type ServiceDto,
} from '@cosign/contracts'

/** How a purpose reads on screen. */
export const PURPOSE_LABELS: Record<PaymentPurpose, string> = {
  profile_creation: 'Cosigner profile creation',
  unlock_contact: 'Unlock contact details',
  match_request: 'Cosigner matching',
  contract_platform_fee: 'Contract platform fee (step 1)',
  contract_cosigner_payment: 'Cosigner payment (step 2)',
}

export function isPaymentPurpose(value: unknown): value is PaymentPurpose {
  return typeof value === 'string' && (PAYMENT_PURPOSES as readonly string[]).includes(value)
}

export function purposeLabel(purpose: string): string {
  return isPaymentPurpose(purpose) ? PURPOSE_LABELS[purpose] : purpose
}

/** Contract steps are priced from the contract at checkout; the other purposes by a services row. */
export const CONTRACT_PURPOSES: ReadonlySet<PaymentPurpose> = new Set([
  'contract_platform_fee',
  'contract_cosigner_payment',
])
const SERVICE_BY_PURPOSE: Partial<Record<PaymentPurpose, string>> = {
  profile_creation: SERVICE_NAMES.profileCreation,
  unlock_contact: SERVICE_NAMES.unlockContact,
  match_request: SERVICE_NAMES.cosignerMatching,
}

/**
 * The live price of a purpose from GET /prices: cents, `null` when the purpose is priced from a contract (known
 * only at checkout), `'unavailable'` when its service is missing or inactive.
 */
export function livePriceCents(
  purpose: PaymentPurpose,
  prices: readonly ServiceDto[],
): number | null | 'unavailable' {
  const serviceName = SERVICE_BY_PURPOSE[purpose]
  if (!serviceName) return null
  const service = prices.find((item) => item.name === serviceName && item.isActive)
  return service ? service.priceCents : 'unavailable'
}

/** A payment amount must be a positive whole number of cents (spec: 'Invalid payment amount'). */
export function isValidAmount(cents: number): boolean {
  return Number.isSafeInteger(cents) && cents > 0
}

/** Which role may start a purpose (the server checks it too); null = any signed-in user. */
export function roleAllowedFor(purpose: PaymentPurpose): Role | null {
  if (purpose === 'profile_creation') return 'COSIGNER'
  if (purpose === 'match_request') return 'RENTER'
  return null
}

export type PayRequest =
  | { kind: 'none' }
  | { kind: 'invalid'; message: string }
  | { kind: 'pay'; purpose: PaymentPurpose; subjectId: string | undefined }

/** Reads `?purpose=<purpose>&subjectId=<id>` of the links the other flows send to the payment center. */
export function readPayRequest(search: URLSearchParams): PayRequest {
  const purpose = search.get('purpose')
  if (purpose === null || purpose === '') return { kind: 'none' }
  if (!isPaymentPurpose(purpose)) return { kind: 'invalid', message: MESSAGES.missingPaymentInformation }
  const subjectId = search.get('subjectId')?.trim() || undefined
  // Only the matching fee is for no one thing; the others name their profile or contract (server: 400).
  if (purpose !== 'match_request' && !subjectId)
    return { kind: 'invalid', message: MESSAGES.missingPaymentInformation }
  return { kind: 'pay', purpose, subjectId }
}

export interface PaymentReturn {
  token: string
  payerId: string | undefined
  contractId: string
  paymentType: string
}

/**
 * The query PayPal sends back to /success: `paymentType`, `contractId` (an id or 'none'), `token` (the order
 * id) and `PayerID`. The spec needs contractId, paymentType and token; null means 'Missing payment information'.
 */
export function readPaymentReturn(search: URLSearchParams): PaymentReturn | null {
  const token = search.get('token')?.trim()
  const contractId = search.get('contractId')?.trim()
  const paymentType = search.get('paymentType')?.trim()
  if (!token || !contractId || !paymentType) return null
  return { token, payerId: search.get('PayerID')?.trim() || undefined, contractId, paymentType }
}

/** A real contract id in the return query ('none' outside the contract steps). */
export function contractIdOf(contractId: string | null | undefined): string | null {
  return contractId && contractId !== 'none' ? contractId : null
}

/** Where Continue goes after a verified payment (spec: the cosigner step after a contract platform fee). */
export function continueTarget(paymentType: string, contractId: string | null | undefined): string {
  const contract = contractIdOf(contractId)
  if (paymentType === 'contract_platform_fee' && contract)
    return `/contract-management?step=cosigner&contractId=${encodeURIComponent(contract)}`
  return '/dashboard'
}

/** Where the cancel page's contract link goes: back to the contract being paid, when there is one. */
export function contractManagementLink(contractId: string | null | undefined): string {
  const contract = contractIdOf(contractId)
  return contract ? `/contract-management?contractId=${encodeURIComponent(contract)}` : '/contract-management'
}

/** Newest first (the API already orders them; this keeps the screen right if it ever does not). */
export function newestFirst(items: readonly PaymentDto[]): PaymentDto[] {
  return [...items].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt))
}
