import {
  MATCHING_MESSAGES,
  isUuid,
  type AccessTokenClaims,
  type CreditReportRequestDto,
} from '@cosign/api'
import { badRequest, conflict, notFound } from '@cosign/service-kit'
import { isUniqueViolation } from '../repositories/db.js'
import { creditReportRequestRepository } from '../repositories/credit-report-request-repository.js'
import { userRepository } from '../repositories/user-repository.js'
import { ensureUserFromClaims } from './ensure-user-from-claims.js'
import { loadCreditReportRequestDtos } from './load-credit-report-request-dtos.js'
import type { Deps } from './deps.js'
import { outboxRepository } from '../repositories/outbox-repository.js'

/**
 * POST /credit-report-requests: any signed-in user asks to see another user's credit report. Only a pending
 * request for the same pair blocks a new one (409, partial unique index): an approved request, viewed
 * (`viewedAt` set, its one view used) or not yet viewed, does not, nor does a denied one.
 */
export async function createCreditReportRequest(
  deps: Pick<Deps, 'db' | 'transaction' | 'events'>,
  claims: AccessTokenClaims,
  targetUserId: string,
): Promise<CreditReportRequestDto> {
  if (!isUuid(targetUserId)) throw badRequest(MATCHING_MESSAGES.invalidUserId)
  const targetId = targetUserId.toLowerCase()
  if (targetId === claims.sub) throw badRequest(MATCHING_MESSAGES.cannotRequestOwnReport)
  try {
    const request = await deps.transaction(async (tx) => {
      if (!(await userRepository.findById(tx, targetId))) throw notFound(MATCHING_MESSAGES.userNotFound)
      await ensureUserFromClaims(tx, claims)
      const created = await creditReportRequestRepository.create(tx, claims.sub, targetId)
      await outboxRepository.add(tx, deps.events.record('credit_report_request.created', {
          requestId: created.id,
          requesterId: claims.sub,
          targetUserId: targetId,
        }))
      return created
    })
    void deps.events.flush()
    const [dto] = await loadCreditReportRequestDtos(deps.db, [request])
    return dto
  } catch (err) {
    if (isUniqueViolation(err))
      throw conflict(MATCHING_MESSAGES.duplicatePendingCreditRequest)
    throw err
  }
}
