import type { CosignerProfileInput, CosignerProfileStatus, RenterProfileInput } from '@cosign/api'
import { locationKeys, searchTextFor } from './location.js'

const trimOrNull = (s: string | null | undefined) => (s && s.trim() ? s.trim() : null)

/** The name and place columns of either form, with the keys and search text derived from them. */
function whoAndWhere(input: { firstName: string; lastName: string; location: string }) {
  const firstName = input.firstName.trim()
  const lastName = input.lastName.trim()
  const location = input.location.trim()
  return { firstName, lastName, location, ...locationKeys(location), searchText: searchTextFor(firstName, lastName, location) }
}

/** The stored form of a valid cosigner form. */
export function cosignerProfileData(input: CosignerProfileInput) {
  const setupMonthly = input.feeType === 'setup-monthly'
  return {
    ...whoAndWhere(input),
    phone: trimOrNull(input.phone),
    paypalEmail: input.paypalEmail.trim().toLowerCase(),
    creditScore: input.creditScore,
    creditVerified: false,
    monthlyIncomeCents: input.monthlyIncomeCents,
    employmentStatus: trimOrNull(input.employmentStatus),
    rentalHistoryIssues: [...new Set(input.rentalHistoryIssues ?? [])],
    maxRentSupportCents: input.maxRentSupportCents,
    feeType: input.feeType,
    totalFeeCents: input.totalFeeCents,
    // The form shows these only for setup-monthly; a one-time fee keeps none.
    setupFeeCents: setupMonthly ? (input.setupFeeCents ?? null) : null,
    monthlyFeeCents: setupMonthly ? (input.monthlyFeeCents ?? null) : null,
    requireUpfront: input.requireUpfront,
    requiresLeaseArmor: input.requiresLeaseArmor === true,
    bio: input.bio.trim(),
  }
}

/**
 * Status after the owner saves the form: a draft stays awaiting payment; once paid, any edit goes (back)
 * to review without a new fee, and the profile is unlisted until an admin approves it again.
 */
export function statusAfterEdit(current: CosignerProfileStatus): CosignerProfileStatus {
  return current === 'awaiting_payment' ? 'awaiting_payment' : 'pending_review'
}

/** The stored form of a valid renter form. */
export function renterProfileData(input: RenterProfileInput) {
  return {
    ...whoAndWhere(input),
    phone: input.phone?.trim() ? input.phone.trim() : null,
    monthlyIncomeCents: input.monthlyIncomeCents,
    employmentStatus: input.employmentStatus,
    rentalIssues: [...new Set(input.rentalIssues ?? [])],
    cosignerBudget: input.cosignerBudget,
    moveInTimeline: input.moveInTimeline,
    housingBudgetCents: input.housingBudgetCents,
    housingType: input.housingType,
    bio: input.bio.trim(),
  }
}
