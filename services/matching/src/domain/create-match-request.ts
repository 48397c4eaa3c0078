import {
  MATCH_REQUEST_SOURCES,
  MATCHING_ERROR_CODES,
  MATCHING_MESSAGES,
  PROFILE_MESSAGES,
  isUuid,
  validateMatchRequest,
  type CreateMatchRequestInput,
  type MatchRequestDto,
} from '@cosign/api'
import { AppError, badRequest, conflict, notFound } from '@cosign/service-kit'
import type { Tx } from '../repositories/db.js'
import { contactUnlockRepository } from '../repositories/contact-unlock-repository.js'
import { cosignerProfileRepository } from '../repositories/cosigner-profile-repository.js'
import { leaseArmorRepository } from '../repositories/lease-armor-repository.js'
import { matchRequestRepository } from '../repositories/match-request-repository.js'
import type { Viewer } from '../model/access.js'
import { requestRefusal, type RequestRefusal } from '../model/request-eligibility.js'
import type { Deps } from './deps.js'
import { createPendingRequest } from './create-pending-request.js'
import { loadMatchRequestDtos } from './load-match-request-dtos.js'
import { requireMatchingAccess } from './require-matching-access.js'
import { outboxRepository } from '../repositories/outbox-repository.js'

export const todayUtc = (now: Date) => now.toISOString().slice(0, 10)

/** The error a submit answers a refusal with (codes and messages as before the shared rule). */
function refusalError(refusal: RequestRefusal): AppError {
  switch (refusal.code) {
    // Unlisted profiles (not approved, deactivated) answer as unknown, as on the profile page.
    case 'NOT_AVAILABLE':
      return notFound(PROFILE_MESSAGES.profileNotFound)
    case 'OWN_PROFILE':
      return new AppError(409, MATCHING_ERROR_CODES.invalidState, MATCHING_MESSAGES.cosignerNotAvailable)
    case 'LEASE_ARMOR_REQUIRED':
      return new AppError(409, MATCHING_ERROR_CODES.leaseArmorRequired, refusal.message)
    case 'RENT_ABOVE_MAXIMUM':
      return badRequest(refusal.message)
    default:
      return conflict(refusal.message)
  }
}

/**
 * POST /match-requests: a renter with a live matching session asks a listed cosigner to cosign. Sending
 * the request also unlocks that cosigner's contact details for the renter (paid through the session).
 */
export async function createMatchRequest(
  deps: Pick<Deps, 'db' | 'transaction' | 'events' | 'now'>,
  viewer: Viewer,
  input: CreateMatchRequestInput,
): Promise<MatchRequestDto> {
  const now = deps.now()
  const message = validateMatchRequest(input, todayUtc(now))
  if (message) throw badRequest(message)
  if (!isUuid(input.cosignerProfileId)) throw badRequest(PROFILE_MESSAGES.invalidProfileId)
  const source = input.source ?? 'matches'
  if (!(MATCH_REQUEST_SOURCES as readonly string[]).includes(source))
    throw badRequest(MATCHING_MESSAGES.invalidRequestSource)
  const cosignerProfileId = input.cosignerProfileId.toLowerCase()

  const create = async (tx: Tx) => {
    const { renter, session } = await requireMatchingAccess(tx, viewer, now, 'request')
    // One connection in a transaction: read in turn.
    const cosigner = await cosignerProfileRepository.findById(tx, cosignerProfileId)
    const openStatus = await matchRequestRepository.findOpenStatus(tx, viewer.id, cosignerProfileId)
    const leaseArmor = await leaseArmorRepository.findByUserId(tx, viewer.id)
    // The rules of the profile page's button (GET /cosigners/:id/request-eligibility), on the form's rent.
    const refusal = requestRefusal({
      listed: !!cosigner && cosigner.isActive,
      ownProfile: cosigner?.userId === viewer.id,
      openRequestStatus: openStatus,
      rentCents: input.monthlyRentCents,
      rentFromBudget: false,
      maxRentSupportCents: cosigner?.maxRentSupportCents ?? 0,
      requiresLeaseArmor: cosigner?.requiresLeaseArmor ?? false,
      hasLeaseArmor: !!leaseArmor,
    })
    if (refusal) throw refusalError(refusal)
    if (!cosigner) throw notFound(PROFILE_MESSAGES.profileNotFound)
    const created = await matchRequestRepository.create(tx, {
      renterId: viewer.id,
      renterProfileId: renter.id,
      cosignerId: cosigner.userId,
      cosignerProfileId: cosigner.id,
      paymentId: session.paymentId,
      monthlyRentCents: input.monthlyRentCents,
      leaseDurationMonths: input.leaseDurationMonths,
      propertyAddress: input.propertyAddress.trim(),
      moveInDate: new Date(`${input.moveInDate}T00:00:00Z`),
      message: input.message?.trim() ? input.message.trim() : null,
      source,
    })
    await contactUnlockRepository.grant(tx, viewer.id, cosigner.id, 'match_request', session.paymentId)
    await outboxRepository.add(tx, deps.events.record('match_request.created', {
        requestId: created.id,
        renterId: created.renterId,
        cosignerId: created.cosignerId,
      }))
    return created
  }
  // One pending request per renter and cosigner profile.
  return createPendingRequest(deps, create, loadMatchRequestDtos, MATCHING_MESSAGES.duplicatePendingRequest)
}
