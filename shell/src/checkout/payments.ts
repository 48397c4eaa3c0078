// Pure helpers of the checkout screens: the payment center, /success and /cancel (unit-tested; no React, no network).
import {
  MESSAGES,
  PAYMENT_PURPOSES,
  SERVICE_NAMES,
  type PaymentDto,
  type PaymentPurpose,
  type Role,
  type ServiceDto,
} from '@cosign/api'

/** How a purpose reads on screen. */
export const PURPOSE_LABELS: Record<PaymentPurpose, string> = {
  profile_creation: 'Cosigner profile creation',
  unlock_contact: 'Unlock contact details',
  match_request: 'Cosigner matching',
  contract_platform_fee: 'Contract platform fee (step 1)',
  contract_cosigner_payment: 'Cosigner payment (step 2)',
  contract_installment: 'Contract monthly installment',
}

export function isPaymentPurpose(value: unknown): value is PaymentPurpose {
  return typeof value === 'string' && (PAYMENT_PURPOSES as readonly string[]).includes(value)
}

/** What happens now that a payment of this purpose is complete (the success page says it), if anything. */
export function afterPaymentText(payment: Pick<PaymentDto, 'purpose' | 'subjectId'>): string | null {
  switch (payment.purpose) {
    case 'profile_creation':
      return 'Your cosigner profile is now pending review. We will notify you once an admin approves it.'
    case 'unlock_contact':
      return 'The contact details open on the profile in a moment. You can chat with this cosigner too.'
    case 'match_request':
      return payment.subjectId
        ? 'Your matching session is open: continue to send your request to this cosigner.'
        : 'Your matches are ready: see them and send your requests.'
    case 'contract_platform_fee':
      return 'Step 1 is paid. Continue to pay the cosigner (step 2).'
    case 'contract_cosigner_payment':
      return 'Step 2 is paid. Your contract is being finalized.'
    default:
      return null
  }
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

/** Purposes whose return query names a contract (the two steps and the monthly installments). */
export const CONTRACT_RETURN_PURPOSES: ReadonlySet<string> = new Set([
  'contract_platform_fee',
  'contract_cosigner_payment',
  'contract_installment',
])

/**
 * Where Continue goes after a verified payment: after step 1 (contract_platform_fee) to step 2 of the same
 * contract (spec: /contract-management?step=cosigner&contractId={id}); after step 2 or an installment to the
 * contract's screen; anything else to /dashboard.
 */
export function continueTarget(paymentType: string, contractId: string | null | undefined): string {
  const contract = contractIdOf(contractId)
  if (!contract || !CONTRACT_RETURN_PURPOSES.has(paymentType)) return '/dashboard'
  if (paymentType === 'contract_platform_fee')
    return `/contract-management?step=cosigner&contractId=${encodeURIComponent(contract)}`
  // Step 2 finalizes the contract: its page opens on the confirmation (what happens next, PDF, landlord link).
  if (paymentType === 'contract_cosigner_payment') return `/contracts/${encodeURIComponent(contract)}?finalized=1`
  return `/contracts/${encodeURIComponent(contract)}`
}

/** The contract a verified payment belongs to: the return query's, else a step's subject (the contract id). */
export function contractOfPayment(
  payment: Pick<PaymentDto, 'purpose' | 'subjectId'>,
  returnContractId: string | null | undefined,
): string | null {
  const fromQuery = contractIdOf(returnContractId)
  if (fromQuery) return fromQuery
  return CONTRACT_PURPOSES.has(payment.purpose) ? (payment.subjectId ?? null) : null
}

/**
 * Where the cancel page sends the renter back to: that contract's payment screen (step 2 for a cancelled
 * cosigner payment), the ledger for a cancelled installment, the generic screen without a contract.
 */
export function contractManagementLink(contractId: string | null | undefined, paymentType?: string | null): string {
  const contract = contractIdOf(contractId)
  if (!contract) return '/contract-management'
  const id = encodeURIComponent(contract)
  if (paymentType === 'contract_installment') return `/ledger?contractId=${id}`
  if (paymentType === 'contract_cosigner_payment') return `/contract-management?step=cosigner&contractId=${id}`
  return `/contract-management?contractId=${id}`
}

/** Newest first (the API already orders them; this keeps the screen right if it ever does not). */
export function newestFirst(items: readonly PaymentDto[]): PaymentDto[] {
  return [...items].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt))
}

/** Where the success and cancel pages send the payer back to, and what the link says. */
export interface ReturnLink {
  to: string
  label: string
}

/**
 * The way back to what a payment was for, from the payment the server answered with (purpose, subject and
 * contract are the server's, never the URL's). `paid`: after a completed payment, on to what it bought (the
 * unlocked profile, the match results, step 2, the contract). `cancelled`: back to where the payment started,
 * to try again.
 */
export function returnLink(
  payment: Pick<PaymentDto, 'purpose' | 'subjectId'> & { contractId?: string | null },
  outcome: 'paid' | 'cancelled',
): ReturnLink {
  const contract = contractIdOf(payment.contractId) ?? (CONTRACT_PURPOSES.has(payment.purpose) ? payment.subjectId : null)
  const paid = outcome === 'paid'
  switch (payment.purpose) {
    case 'unlock_contact':
      return payment.subjectId
        ? { to: `/profile/${encodeURIComponent(payment.subjectId)}`, label: 'Back to the profile' }
        : { to: '/listings', label: 'Back to listings' }
    case 'match_request':
      // Paid from a cosigner's profile ("Request to cosign"): back to that profile, its request form open.
      if (payment.subjectId)
        return paid
          ? { to: `/profile/${encodeURIComponent(payment.subjectId)}?request=1`, label: 'Continue to your request' }
          : { to: `/profile/${encodeURIComponent(payment.subjectId)}`, label: 'Back to the profile' }
      return { to: MATCH_RESULTS_PATH, label: paid ? 'See your matches' : 'Back to Find Your Cosigner' }
    case 'profile_creation':
      return paid ? { to: '/dashboard', label: 'Go to dashboard' } : { to: '/profile/cosigner', label: 'Back to your profile' }
    case 'contract_platform_fee':
    case 'contract_cosigner_payment':
    case 'contract_installment':
      if (!contract) return { to: '/contracts', label: 'Back to your contracts' }
      if (paid)
        return payment.purpose === 'contract_platform_fee'
          ? { to: continueTarget(payment.purpose, contract), label: 'Continue to step 2' }
          : { to: continueTarget(payment.purpose, contract), label: 'Continue to your contract' }
      return payment.purpose === 'contract_installment'
        ? { to: contractManagementLink(contract, payment.purpose), label: 'Back to the ledger' }
        : { to: contractManagementLink(contract, payment.purpose), label: 'Back to the contract payment' }
    default:
      return { to: '/dashboard', label: 'Go to dashboard' }
  }
}

/** The renter dashboard's Find Your Cosigner view: the match results a matching payment opens. */
export const MATCH_RESULTS_PATH = '/dashboard?view=find-cosigner'
