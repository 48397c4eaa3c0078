import { MATCHING_ERROR_CODES, MATCHING_MESSAGES, isUuid, type MatchRequestDto } from '@cosign/api'
import { AppError, badRequest, forbidden, notFound } from '@cosign/service-kit'
import type { MatchRequest } from '../repositories/db.js'
import { contactUnlockRepository } from '../repositories/contact-unlock-repository.js'
import { matchRequestRepository } from '../repositories/match-request-repository.js'
import { matchRequestActionRefusal, type MatchRequestAction, type Viewer } from '../model/access.js'
import type { Deps } from './deps.js'
import { loadMatchRequestDtos } from './load-match-request-dtos.js'
import { outboxRepository } from '../repositories/outbox-repository.js'

const OUTCOME = { accept: 'accepted', decline: 'declined', withdraw: 'withdrawn' } as const

/** POST /match-requests/:id/accept|decline|withdraw: pending -> accepted | declined | withdrawn. */
export async function respondToMatchRequest(
  deps: Pick<Deps, 'db' | 'transaction' | 'events' | 'now'>,
  viewer: Viewer,
  id: string,
  action: MatchRequestAction,
): Promise<MatchRequestDto> {
  if (!isUuid(id)) throw badRequest(MATCHING_MESSAGES.invalidRequestId)
  const requestId = id.toLowerCase()
  const updated = await deps.transaction(async (tx) => {
    await matchRequestRepository.lockById(tx, requestId)
    const request = await matchRequestRepository.findById(tx, requestId)
    if (!request) throw notFound(MATCHING_MESSAGES.requestNotFound)
    const refusal = matchRequestActionRefusal(viewer, request, action)
    if (refusal) throw forbidden(refusal)
    const to = OUTCOME[action]
    if (
      request.status !== 'pending' ||
      (await matchRequestRepository.transition(tx, requestId, to, deps.now())) === 0
    )
      throw new AppError(409, MATCHING_ERROR_CODES.invalidState, MATCHING_MESSAGES.requestNotPending)
    const data = { requestId, renterId: request.renterId, cosignerId: request.cosignerId }
    if (to === 'accepted') {
      // Accepting puts the two in touch: each sees the other's contact details from now on (issue 12).
      await contactUnlockRepository.grant(tx, request.cosignerId, request.renterProfileId, 'match_accepted', null)
      await contactUnlockRepository.grant(tx, request.renterId, request.cosignerProfileId, 'match_accepted', null)
      // The contracts service prefills a contract from the accepted request: terms and both names.
      const [dto] = await loadMatchRequestDtos(tx, [request])
      await outboxRepository.add(tx, deps.events.record('match_request.accepted', {
          ...data,
          renterName: dto!.renterName,
          cosignerName: dto!.cosignerName,
          monthlyRentCents: request.monthlyRentCents,
          leaseDurationMonths: request.leaseDurationMonths,
          propertyAddress: request.propertyAddress,
          moveInDate: request.moveInDate.toISOString().slice(0, 10),
          sessionPaymentId: request.paymentId,
        }))
    } else await outboxRepository.add(tx, deps.events.record(`match_request.${to}`, data))
    return (await matchRequestRepository.findById(tx, requestId)) as MatchRequest
  })
  void deps.events.flush()
  const [dto] = await loadMatchRequestDtos(deps.db, [updated])
  return dto
}
