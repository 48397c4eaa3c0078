import {
  MATCHING_MESSAGES,
  isUuid,
  type AccessTokenClaims,
  type CreditReportRequestDto,
} from '@cosign/api'
import { badRequest, notFound } from '@cosign/service-kit'
import type { Tx } from '../repositories/db.js'
import { creditReportRequestRepository } from '../repositories/credit-report-request-repository.js'
import { userRepository } from '../repositories/user-repository.js'
import { ensureUserFromClaims } from './ensure-user-from-claims.js'
import { loadCreditReportRequestDtos } from './load-credit-report-request-dtos.js'
import type { Deps } from './deps.js'
import { createPendingRequest } from './create-pending-request.js'
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
  const create = async (tx: Tx) => {
    if (!(await userRepository.findById(tx, targetId))) throw notFound(MATCHING_MESSAGES.userNotFound)
    await ensureUserFromClaims(tx, claims)
    const created = await creditReportRequestRepository.create(tx, claims.sub, targetId)
    await outboxRepository.add(tx, deps.events.record('credit_report_request.created', {
        requestId: created.id,
        requesterId: claims.sub,
        targetUserId: targetId,
      }))
    return created
  }
  return createPendingRequest(deps, create, loadCreditReportRequestDtos, MATCHING_MESSAGES.duplicatePendingCreditRequest)
}
