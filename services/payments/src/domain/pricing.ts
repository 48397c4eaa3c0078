import {
  MESSAGES,
  PAYMENT_MESSAGES,
  SERVICE_NAMES,
  splitContractFee,
  type PaymentPurpose,
  type Role,
} from '@cosign/contracts'
import { AppError, badRequest, conflict, forbidden, notFound } from '@cosign/service-kit'

/** Purposes a user pays at most once per subject (a second completed payment would be a double charge). */
export const ONCE_PER_SUBJECT: ReadonlySet<PaymentPurpose> = new Set([
  'profile_creation',
  'unlock_contact',
  'contract_platform_fee',
  'contract_cosigner_payment',
])
export const CONTRACT_PURPOSES: ReadonlySet<PaymentPurpose> = new Set([
  'contract_platform_fee',
  'contract_cosigner_payment',
])

/** The services row that prices a non-contract purpose. */
export function serviceNameFor(purpose: PaymentPurpose): string | null {
  switch (purpose) {
    case 'profile_creation':
      return SERVICE_NAMES.profileCreation
    case 'unlock_contact':
      return SERVICE_NAMES.unlockContact
    case 'match_request':
      return SERVICE_NAMES.cosignerMatching
    default:
      return null
  }
}

const DESCRIPTIONS: Record<PaymentPurpose, string> = {
  profile_creation: 'Cosigner profile creation fee',
  unlock_contact: 'Unlock cosigner contact details',
  match_request: 'Cosigner matching fee',
  contract_platform_fee: 'Contract step 1: platform fee and processing fee',
  contract_cosigner_payment: 'Contract step 2: cosigner payment',
}

export interface PricingInput {
  purpose: PaymentPurpose
  userId: string
  role: Role
  subjectId: string | null
  /** The services row for the purpose (null when missing). */
  service: { priceCents: number; isActive: boolean } | null
  /** Contract terms, for the contract steps. */
  contract: { renterId: string; cosignerId: string; feeCents: number; cosignerPaypalEmail: string } | null
  /** Purposes this user already completed for this subject. */
  completed: ReadonlySet<PaymentPurpose>
}
export interface PricedCheckout {
  amountCents: number
  platformFeeCents: number
  payeeEmail: string | null
  description: string
}

/**
 * Prices a checkout from the server's own data, or refuses it. Pure: the caller loads the rows.
 * Contract step 1 = 15 % platform fee (half-up) + $50.00 to the platform; step 2 = fee - platform fee to the
 * cosigner's PayPal email; step 2 only after step 1; no step twice; only the contract's renter pays.
 */
export function priceCheckout(input: PricingInput): PricedCheckout {
  const { purpose } = input
  if (purpose === 'profile_creation' && input.role !== 'COSIGNER') throw forbidden()
  if (purpose === 'match_request' && input.role !== 'RENTER')
    throw forbidden(MESSAGES.rentersOnlyAccessDenied)
  if ((purpose === 'unlock_contact' || CONTRACT_PURPOSES.has(purpose)) && !input.subjectId)
    throw badRequest(MESSAGES.missingPaymentInformation)
  if (ONCE_PER_SUBJECT.has(purpose) && input.subjectId && input.completed.has(purpose))
    throw conflict(PAYMENT_MESSAGES.stepAlreadyPaid, 'ALREADY_PAID')

  if (CONTRACT_PURPOSES.has(purpose)) {
    const contract = input.contract
    if (!contract) throw notFound(PAYMENT_MESSAGES.contractNotPayable)
    if (contract.renterId !== input.userId) throw forbidden(PAYMENT_MESSAGES.onlyRenterMayPay)
    const split = splitContractFee(contract.feeCents)
    if (purpose === 'contract_platform_fee')
      return checked({
        amountCents: split.step1Cents,
        platformFeeCents: split.platformFeeCents,
        payeeEmail: null,
        description: DESCRIPTIONS[purpose],
      })
    if (!input.completed.has('contract_platform_fee'))
      throw conflict(PAYMENT_MESSAGES.contractStepOneFirst, 'STEP_ONE_REQUIRED')
    return checked({
      amountCents: split.step2Cents,
      platformFeeCents: 0,
      payeeEmail: contract.cosignerPaypalEmail,
      description: DESCRIPTIONS[purpose],
    })
  }

  if (!input.service || !input.service.isActive)
    throw new AppError(409, 'SERVICE_UNAVAILABLE', PAYMENT_MESSAGES.serviceUnavailable)
  return checked({
    amountCents: input.service.priceCents,
    platformFeeCents: 0,
    payeeEmail: null,
    description: DESCRIPTIONS[purpose],
  })
}

function checked(priced: PricedCheckout): PricedCheckout {
  if (!Number.isSafeInteger(priced.amountCents) || priced.amountCents <= 0)
    throw badRequest(MESSAGES.invalidPaymentAmount, 'INVALID_AMOUNT')
  return priced
}
