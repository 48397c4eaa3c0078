import type { ContractCandidateDto } from '@cosign/contracts'
import type { AcceptedMatchRequest } from '../generated/prisma/client.js'
import type { Db } from '../repositories/db.js'
import { readModelRepository } from '../repositories/read-model-repository.js'
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
