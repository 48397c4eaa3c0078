import {
  MAX_COSIGNER_FEE_CENTS,
  MESSAGES,
  PAYMENT_MESSAGES,
  PAYOUT_EMAIL_UNCONFIRMED,
  SERVICE_NAMES,
  platformFeeCents,
  splitContractFee,
  type PaymentPurpose,
  type Role,
} from '@cosign/api'
import { AppError, badRequest, conflict, forbidden, notFound } from '@cosign/service-kit'

/** Purposes a user pays at most once per subject (a second completed payment would be a double charge). */
export const ONCE_PER_SUBJECT: ReadonlySet<PaymentPurpose> = new Set([
  'profile_creation',
  'unlock_contact',
  'contract_platform_fee',
  'contract_cosigner_payment',
  'contract_installment',
])
/** The two contract steps (subject = the contract id). Installments' subject is their ledger entry. */
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
  contract_installment: 'Contract installment: monthly cosigner fee',
}

/** Refusals the shared catalogue has no text for (candidates for PAYMENT_MESSAGES). */
export const CHECKOUT_MESSAGES = {
  ownProfile: 'You cannot unlock your own profile.',
  alreadyUnlocked: 'You have already unlocked this contact.',
} as const

/** A cosigner profile as this service knows it from the matching and auth events. */
export interface SubjectProfile {
  ownerId: string
  /** pending_review | approved | rejected | awaiting_payment; null while only the owner is known. */
  status: string | null
  /** The owner's account; null: not announced. */
  ownerRole: string | null
  ownerActive: boolean | null
}

/** Listed = approved, and the owner is an active cosigner (matching's `isCosignerListed`). */
export function isListed(profile: SubjectProfile): boolean {
  return (
    profile.status === 'approved' &&
    profile.ownerActive !== false &&
    (profile.ownerRole === null || profile.ownerRole === 'COSIGNER')
  )
}

/** A contract's cosigner fee must be whole cents from 1 to MAX_COSIGNER_FEE_CENTS ($2,500.00). */
export function isValidCosignerFee(feeCents: number): boolean {
  return Number.isSafeInteger(feeCents) && feeCents >= 1 && feeCents <= MAX_COSIGNER_FEE_CENTS
}

/**
 * What the two steps are priced from: the fee (full), or for an installments contract the down payment, which
 * may be 0 (step 1 is then the $50.00 processing fee alone, and step 2 has nothing to charge: 400).
 */
export function isValidStepFee(feeCents: number, feeOption: string | null): boolean {
  if (feeOption === 'installments' && feeCents === 0) return true
  return isValidCosignerFee(feeCents)
}

/** What this service needs of a contract to sell its steps (from contract.fully_signed). */
export interface ContractForPricing {
  renterId: string
  cosignerId: string
  /** What the two steps charge: the whole fee (full) or the down payment (installments). */
  feeCents: number
  cosignerPaypalEmail: string
  feeOption?: string | null
}

/** A monthly installment (contract.finalized) as a contract_installment checkout prices it. */
export interface InstallmentForPricing {
  renterId: string
  amountCents: number
  /** The cosigner's PayPal email (the payee); null when not known here. */
  cosignerPaypalEmail: string | null
}

/** States the profile fee has already moved a profile out of (matching only applies it to awaiting_payment). */
const PAID_PROFILE_STATES: ReadonlySet<string> = new Set(['pending_review', 'approved', 'rejected'])

export interface PricingInput {
  purpose: PaymentPurpose
  userId: string
  role: Role
  subjectId: string | null
  /** The services row for the purpose (null when missing). */
  service: { priceCents: number; isActive: boolean } | null
  /** Contract terms, for the contract steps. */
  contract: ContractForPricing | null
  /** contract_installment: the ledger entry the subject names, null when not known here. */
  installment?: InstallmentForPricing | null
  /** The contract (of the steps, or of the installment) was cancelled: nothing of it is sold any more. */
  contractCancelled?: boolean
  /**
   * The contract steps and installments: the cosigner confirmed the PayPal email the contract pays (issue 27).
   * Until then nothing of the contract is charged (409 PAYOUT_EMAIL_UNCONFIRMED).
   */
  payeeConfirmed?: boolean
  /** Purposes this user already completed for this subject. */
  completed: ReadonlySet<PaymentPurpose>
  /** profile_creation and unlock_contact: the cosigner profile the subject names, null when unknown here. */
  profile: SubjectProfile | null
  /**
   * profile_creation: the payer's own cosigner profile id, when known here (only decides whether to wait for
   * the subject's announcement, see `awaitsProfileAnnouncement`).
   */
  payerProfileId: string | null
  /** profile_creation: a completed profile_creation payment exists for the subject, by anyone. */
  profileFeePaid: boolean
  /** unlock_contact: the payer can already see the profile's contact details (matching's unlock rule). */
  contactUnlocked: boolean
}
export interface PricedCheckout {
  amountCents: number
  platformFeeCents: number
  payeeEmail: string | null
  description: string
}

/**
 * Prices a checkout from the server's own data, or refuses a purchase that would deliver nothing. Pure: the
 * caller loads the rows.
 * - profile_creation: the payer's own cosigner profile, known here (from cosigner_profile.saved or a later
 *   event) and not paid yet (by anyone); an id this service does not know as the payer's is 'Profile not
 *   found'.
 * - unlock_contact: a listed cosigner profile that is not the payer's and whose contact the payer has not
 *   unlocked yet (unknown and unlisted profiles answer 'Profile not found', as the profile page does).
 * - Contract step 1 = 15 % platform fee (half-up) + $50.00 to the platform; step 2 = fee - platform fee to
 *   the cosigner's PayPal email; step 2 only after step 1; no step twice; only the contract's renter pays;
 *   the contract's fee must be within 1..MAX_COSIGNER_FEE_CENTS.
 * - contract_installment: the entry's amount, to the cosigner's PayPal email, with 15 % (half-up) recorded as
 *   the platform's fee; only the contract's renter, once per entry.
 * - Nothing of a cancelled contract (409 CONTRACT_CANCELLED).
 * - Nothing of a contract (steps, installments) before its cosigner confirmed the PayPal email it pays (409
 *   PAYOUT_EMAIL_UNCONFIRMED, issue 27).
 */
export function priceCheckout(input: PricingInput): PricedCheckout {
  const { purpose } = input
  if (purpose === 'profile_creation' && input.role !== 'COSIGNER') throw forbidden()
  if (purpose === 'match_request' && input.role !== 'RENTER')
    throw forbidden(MESSAGES.rentersOnlyAccessDenied)
  if (
    (purpose === 'unlock_contact' ||
      purpose === 'profile_creation' ||
      purpose === 'contract_installment' ||
      CONTRACT_PURPOSES.has(purpose)) &&
    !input.subjectId
  )
    throw badRequest(MESSAGES.missingPaymentInformation)
  if (ONCE_PER_SUBJECT.has(purpose) && input.subjectId && input.completed.has(purpose))
    throw conflict(PAYMENT_MESSAGES.stepAlreadyPaid, 'ALREADY_PAID')
  if (purpose === 'profile_creation') checkProfileFee(input)
  if (purpose === 'unlock_contact') checkUnlock(input)

  if (purpose === 'contract_installment') {
    const entry = input.installment
    if (!entry) throw notFound(PAYMENT_MESSAGES.installmentNotFound)
    if (!sameId(entry.renterId, input.userId)) throw forbidden(PAYMENT_MESSAGES.onlyRenterMayPay)
    if (input.contractCancelled) throw contractCancelled()
    if (!entry.cosignerPaypalEmail) throw conflict(PAYMENT_MESSAGES.installmentNotFound, 'NOT_PAYABLE')
    if (!input.payeeConfirmed) throw payoutEmailUnconfirmed()
    return checked(priceInstallment(entry.amountCents, entry.cosignerPaypalEmail))
  }

  if (CONTRACT_PURPOSES.has(purpose)) {
    const contract = input.contract
    if (!contract) throw notFound(PAYMENT_MESSAGES.contractNotPayable)
    if (!sameId(contract.renterId, input.userId)) throw forbidden(PAYMENT_MESSAGES.onlyRenterMayPay)
    if (input.contractCancelled) throw contractCancelled()
    // Both steps wait: the renter pays nothing towards a contract whose payout could not go out.
    if (!input.payeeConfirmed) throw payoutEmailUnconfirmed()
    if (!isValidStepFee(contract.feeCents, contract.feeOption ?? null))
      throw badRequest(MESSAGES.invalidPaymentAmount, 'INVALID_AMOUNT')
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

/** 409 for a contract payment whose payee email its cosigner has not confirmed yet (issue 27). */
export const payoutEmailUnconfirmed = () => conflict(PAYMENT_MESSAGES.payoutEmailUnconfirmed, PAYOUT_EMAIL_UNCONFIRMED)

/** 409 for any checkout or capture of a cancelled contract's payments. */
export const contractCancelled = () => conflict(PAYMENT_MESSAGES.contractCancelled, 'CONTRACT_CANCELLED')

/** An installment: its amount to the cosigner, 15 % of it (half-up) the platform's fee taken at PayPal. */
export function priceInstallment(amountCents: number, payeeEmail: string): PricedCheckout {
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0 || amountCents > MAX_COSIGNER_FEE_CENTS)
    throw badRequest(MESSAGES.invalidPaymentAmount, 'INVALID_AMOUNT')
  return {
    amountCents,
    platformFeeCents: platformFeeCents(amountCents),
    payeeEmail,
    description: DESCRIPTIONS.contract_installment,
  }
}

/**
 * Whether an available Cosigner Replacement Guarantee credit may pay step 1 of `contract`: the credit is the
 * renter's and the contract is with another cosigner than the one who cancelled the credit's contract (and not
 * that contract itself).
 */
export function creditApplies(
  credit: { renterId: string; sourceContractId: string; sourceCosignerId: string },
  contract: { contractId: string; renterId: string; cosignerId: string },
): boolean {
  return (
    sameId(credit.renterId, contract.renterId) &&
    !sameId(credit.sourceCosignerId, contract.cosignerId) &&
    !sameId(credit.sourceContractId, contract.contractId)
  )
}

const sameId = (a: string | null, b: string | null) => !!a && !!b && a.toLowerCase() === b.toLowerCase()

/**
 * Whether a profile_creation checkout would be refused only because its profile is not known here yet, and may
 * still become known: matching announces every draft (cosigner_profile.saved), but the cosigner form saves
 * the draft and starts the checkout at once, so the event can still be on its way. That is the case when
 * neither the subject nor any profile of the payer is known (a payer with a known profile owns that one: one
 * profile per user). The caller then polls the directory briefly before pricing again; any other refusal
 * (role, missing subject, already paid) does not depend on the announcement and is answered at once.
 */
export function awaitsProfileAnnouncement(input: PricingInput): boolean {
  return (
    input.purpose === 'profile_creation' &&
    input.role === 'COSIGNER' &&
    !!input.subjectId &&
    !input.completed.has('profile_creation') &&
    input.profile === null &&
    input.payerProfileId === null
  )
}

function checkProfileFee(input: PricingInput): void {
  const { profile } = input
  // Unknown here (never announced, or not yet after the wait), or someone else's profile.
  if (!profile || !sameId(profile.ownerId, input.userId)) throw notFound(MESSAGES.profileNotFound)
  if (input.profileFeePaid || (profile?.status && PAID_PROFILE_STATES.has(profile.status)))
    throw conflict(PAYMENT_MESSAGES.stepAlreadyPaid, 'ALREADY_PAID')
}

function checkUnlock(input: PricingInput): void {
  const { profile } = input
  if (!profile) throw notFound(MESSAGES.profileNotFound)
  if (sameId(profile.ownerId, input.userId)) throw badRequest(CHECKOUT_MESSAGES.ownProfile, 'OWN_PROFILE')
  if (!isListed(profile)) throw notFound(MESSAGES.profileNotFound)
  if (input.contactUnlocked) throw conflict(CHECKOUT_MESSAGES.alreadyUnlocked, 'ALREADY_UNLOCKED')
}

function checked(priced: PricedCheckout): PricedCheckout {
  if (!Number.isSafeInteger(priced.amountCents) || priced.amountCents <= 0)
    throw badRequest(MESSAGES.invalidPaymentAmount, 'INVALID_AMOUNT')
  return priced
}
