import { CONTRACT_MESSAGES, type ContractCandidateDto, type ContractPartyOptionDto } from '@cosign/api'
import { AppError, notFound } from '@cosign/service-kit'
import type { AcceptedMatchRequest } from '../generated/prisma/client.js'
import type { Db } from '../repositories/db.js'
import { readModelRepository, type PartyRow } from '../repositories/read-model-repository.js'
import type { Viewer } from './deps.js'
import { isoDate } from './terms.js'

/**
 * What the server adds to the cosigner's proposed terms: ids, the cosigner's account email (auth's directory,
 * else the token's) and PayPal payout email (matching's profile). The draft and the create call use this one
 * function, so the hash the form computes from the draft equals the server's.
 */
export async function serverParties(db: Db, viewer: Viewer, request: AcceptedMatchRequest) {
  const [user, payout] = await Promise.all([
    readModelRepository.user(db, viewer.id.toLowerCase()),
    readModelRepository.payout(db, viewer.id.toLowerCase()),
  ])
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

export function toCandidateDto(r: AcceptedMatchRequest): ContractCandidateDto {
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

/** The viewer's own accepted request, or null (unknown, someone else's, or not accepted). */
export async function ownAcceptedRequest(db: Db, viewer: Viewer, matchRequestId: string) {
  const r = await readModelRepository.acceptedRequest(db, matchRequestId.toLowerCase())
  return r && r.cosignerId === viewer.id.toLowerCase() ? r : null
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
export async function adminParties(db: Db, renterId: string, cosignerId: string) {
  const [renter, cosigner, payout] = await Promise.all([
    readModelRepository.user(db, renterId.toLowerCase()),
    readModelRepository.user(db, cosignerId.toLowerCase()),
    readModelRepository.payout(db, cosignerId.toLowerCase()),
  ])
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
