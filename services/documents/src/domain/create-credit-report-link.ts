import { DOCUMENT_MESSAGES, type CreditReportLinkResponse } from '@cosign/api'
import { forbidden, notFound } from '@cosign/service-kit'
import { creditReportRepository } from '../repositories/credit-report-repository.js'
import { grantRepository, type ConsumedGrant } from '../repositories/grant-repository.js'
import type { Deps, LinkSettings, Viewer } from './deps.js'
import { signLink } from '../model/file-links.js'
import { inTransaction } from '../repositories/db.js'
import { outboxRepository } from '../repositories/outbox-repository.js'

type GrantDeps = Pick<Deps, 'prisma' | 'record' | 'flush'>

/**
 * A short-lived link to a user's latest credit report. The owner and admins may always have one; anyone
 * else needs an unused grant (an approved request), which creating the link uses up: one view per approval.
 * A grant is only used once a report exists to be viewed; using it announces `credit_report.viewed` for its
 * approval (request id), so the matching service can tell the requester's list that the view is spent.
 */
export async function createCreditReportLink(
  deps: GrantDeps & Pick<Deps, 'now'> & LinkSettings,
  viewer: Viewer,
  ownerIdParam: string,
): Promise<CreditReportLinkResponse> {
  // User ids are stored and signed lower-case; a path may carry any case of the same UUID.
  const ownerId = ownerIdParam.toLowerCase()
  const privileged = viewer.sub === ownerId || viewer.role === 'ADMIN'
  if (!privileged && !(await grantRepository.hasUnused(deps.prisma, viewer.sub, ownerId)))
    throw forbidden(DOCUMENT_MESSAGES.creditReportAccessDenied)
  const report = await creditReportRepository.latestFor(deps.prisma, ownerId)
  if (!report) throw notFound(DOCUMENT_MESSAGES.noCreditReport)
  const grant = privileged ? null : await useGrant(deps, viewer.sub, ownerId)

  const exp = Math.floor(deps.now().getTime() / 1000) + deps.linkTtlSeconds
  // The owner and admins may open their link as often as it lives. A requester's names the approval it used up
  // (unique, unlike the report, which several requesters may view in the same second) and opens once
  // (open-file-link.ts).
  const token = grant
    ? signLink({ kind: 'credit_report_view', id: grant.requestId, exp }, deps.linkSecret)
    : signLink({ kind: 'credit_report', id: report.id, exp }, deps.linkSecret)
  return { url: `${deps.publicPath}/files/${token}`, expiresAt: new Date(exp * 1000).toISOString() }
}

/**
 * Checked again atomically: two tabs racing for one grant get one link between them. The grant's consumption
 * and its `credit_report.viewed` event commit together (transactional outbox), so each used approval is
 * announced exactly once.
 */
async function useGrant(deps: GrantDeps, requesterId: string, ownerId: string): Promise<ConsumedGrant> {
  const used = await inTransaction(deps.prisma, async (tx) => {
    const grant = await grantRepository.consumeOne(tx, requesterId, ownerId)
    if (!grant) return null
    await outboxRepository.add(
      tx,
      deps.record('credit_report.viewed', {
        requestId: grant.requestId,
        requesterId: grant.requesterId,
        targetUserId: grant.targetUserId,
        viewedAt: new Date(grant.consumedAt).toISOString(),
      }),
    )
    return grant
  })
  if (!used) throw forbidden(DOCUMENT_MESSAGES.creditReportAccessDenied)
  void deps.flush()
  return used
}
