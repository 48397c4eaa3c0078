import { MATCHING_MESSAGES, formatUsd, type RequestRefusalCode } from '@cosign/api'

/** What decides whether a renter may ask a cosigner to cosign (one rule for the button and the submit). */
export interface RequestFacts {
  /** The cosigner profile is listed (approved, active cosigner account). */
  listed: boolean
  ownProfile: boolean
  /** The renter's latest request to this cosigner that is still open: pending, or accepted (a contract follows). */
  openRequestStatus: 'pending' | 'accepted' | null
  /** The rent the request is for: the form's rent on submit, the renter's saved housing budget before it. */
  rentCents: number
  /** True when rentCents is the housing budget (the message then says so). */
  rentFromBudget: boolean
  maxRentSupportCents: number
  requiresLeaseArmor: boolean
  hasLeaseArmor: boolean
}

export interface RequestRefusal {
  code: RequestRefusalCode
  message: string
  /** The HTTP status a submit answers with. */
  status: 400 | 404 | 409
}

/**
 * The first reason the request cannot be sent, or null. Order: availability, own profile, an open request or
 * contract (nothing else matters then), then the cosigner's rules (rent, Lease Armor).
 */
export function requestRefusal(facts: RequestFacts): RequestRefusal | null {
  if (!facts.listed)
    return { code: 'NOT_AVAILABLE', message: MATCHING_MESSAGES.cosignerNotAvailable, status: 404 }
  if (facts.ownProfile)
    return { code: 'OWN_PROFILE', message: MATCHING_MESSAGES.cannotRequestYourself, status: 409 }
  if (facts.openRequestStatus === 'pending')
    return { code: 'OPEN_REQUEST', message: MATCHING_MESSAGES.duplicatePendingRequest, status: 409 }
  if (facts.openRequestStatus === 'accepted')
    return { code: 'OPEN_CONTRACT', message: MATCHING_MESSAGES.openContractWithCosigner, status: 409 }
  if (facts.rentCents > facts.maxRentSupportCents)
    return {
      code: 'RENT_ABOVE_MAXIMUM',
      message: facts.rentFromBudget
        ? `Your housing budget (${formatUsd(facts.rentCents)}/month) is above the most this cosigner supports (${formatUsd(facts.maxRentSupportCents)}/month).`
        : MATCHING_MESSAGES.rentAboveMaximum,
      status: 400,
    }
  if (facts.requiresLeaseArmor && !facts.hasLeaseArmor)
    return { code: 'LEASE_ARMOR_REQUIRED', message: MATCHING_MESSAGES.leaseArmorRequired, status: 409 }
  return null
}
