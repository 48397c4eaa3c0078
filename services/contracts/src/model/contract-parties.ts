import { CONTRACT_MESSAGES, MAX_COSIGNER_FEE_CENTS, type ContractCandidateDto, type ContractPartyOptionDto } from '@cosign/api'
import { AppError, notFound } from '@cosign/service-kit'
import type { AcceptedRequestRow, DirectoryUserRow, PartyRow, PayoutRow } from './rows.js'
import type { Viewer } from './viewer.js'
import { isoDate } from './terms.js'

/**
 * What the server adds to the cosigner's proposed terms: ids, the cosigner's account email (auth's directory,
 * else the token's) and PayPal payout email (matching's profile). The draft and the create call use this one
 * function, so the hash the form computes from the draft equals the server's.
 */
export function serverPartiesOf(
  viewer: Viewer,
  request: AcceptedRequestRow,
  user: DirectoryUserRow | null,
  payout: PayoutRow | null,
) {
  return {
    renterId: request.renterId,
    cosignerId: request.cosignerId,
    cosignerEmail: user?.email ?? viewer.email,
    cosignerPaypalEmail: payout?.paypalEmail ?? null,
    cosignerLocation: payout?.location ?? null,
    cosignerFeeCents: payout?.totalFeeCents ?? null,
    cosignerMaxRentSupportCents: payout?.maxRentSupportCents ?? null,
  }
}

export function toCandidateDto(r: AcceptedRequestRow): ContractCandidateDto {
  return {
    matchRequestId: r.requestId,
    renterId: r.renterId,
    renterName: r.renterName,
    monthlyRentCents: r.monthlyRentCents,
    leaseDurationMonths: r.leaseDurationMonths,
    propertyAddress: r.propertyAddress,
    moveInDate: isoDate(r.moveInDate),
    acceptedAt: r.acceptedAt.toISOString(),
  }
}

/** A directory name, else the email: auth's user.registered carries both, older rows may lack the name. */
export function displayName(u: { firstName: string | null; lastName: string | null; email: string | null }): string {
  return [u.firstName, u.lastName].filter(Boolean).join(' ').trim() || u.email || 'Unknown user'
}

export function toPartyOptionDto(r: PartyRow, withPayout: boolean): ContractPartyOptionDto {
  const option: ContractPartyOptionDto = { userId: r.userId, name: displayName(r), email: r.email }
  return withPayout ? { ...option, paypalEmail: r.paypalEmail, location: r.location } : option
}

/**
 * The parties of a contract an admin creates: an active renter and an active cosigner with an approved profile,
 * from this service's read models (auth's directory, matching's profiles). 404 for an unknown renter, 409 for a
 * cosigner without an approved profile.
 */
export function adminPartiesOf(renter: DirectoryUserRow | null, cosigner: DirectoryUserRow | null, payout: PayoutRow | null) {
  if (!renter || renter.role !== 'RENTER' || !renter.isActive) throw notFound(CONTRACT_MESSAGES.renterUnknown)
  if (!cosigner || !cosigner.isActive || !payout || payout.profileStatus !== 'approved')
    throw new AppError(409, 'COSIGNER_NOT_APPROVED', CONTRACT_MESSAGES.cosignerNotApproved)
  return {
    renterId: renter.userId,
    renterName: displayName(renter),
    cosignerId: cosigner.userId,
    cosignerName: displayName(cosigner),
    cosignerEmail: cosigner.email ?? '',
    cosignerPaypalEmail: payout.paypalEmail,
    cosignerLocation: payout.location,
    cosignerFeeCents: payout.totalFeeCents,
    cosignerMaxRentSupportCents: payout.maxRentSupportCents,
  }
}

/** The profile's fee as the contract's prefill when a contract may carry it, else 0 (the cosigner fills it in). */
export function profileFee(feeCents: number | null): number {
  return feeCents != null && feeCents >= 1 && feeCents <= MAX_COSIGNER_FEE_CENTS ? feeCents : 0
}
