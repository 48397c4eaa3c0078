import {
  CREDIT_REJECTION_REASON_MAX,
  DOCUMENT_MESSAGES,
  type CreditReportReviewResponse, adminActionOf } from '@cosign/api'
import { badRequest, conflict, notFound } from '@cosign/service-kit'
import { creditReportRepository } from '../repositories/credit-report-repository.js'
import { creditReviewRepository } from '../repositories/credit-review-repository.js'
import type { Deps } from './deps.js'
import { toCreditReviewDto } from '../model/to-dto.js'
import { accountNameRepository } from '../repositories/account-name-repository.js'
import { inTransaction } from '../repositories/db.js'
import { outboxRepository } from '../repositories/outbox-repository.js'

export type CreditReviewDecision =
  { status: 'verified' } | { status: 'rejected'; reason: string | null | undefined }

/** A rejection needs a reason the owner can act on: trimmed, non-blank, at most 500 characters. */
export function rejectionReason(reason: string | null | undefined): string {
  const trimmed = (reason ?? '').trim()
  if (!trimmed) throw badRequest(DOCUMENT_MESSAGES.rejectionReasonRequired, 'REASON_REQUIRED')
  if (trimmed.length > CREDIT_REJECTION_REASON_MAX) throw badRequest(DOCUMENT_MESSAGES.rejectionReasonTooLong)
  return trimmed
}

/**
 * An admin verifies or rejects a pending credit report. Only the owner's latest upload can be reviewed (an
 * older one no longer counts: the newer upload cleared credit_verified and waits for its own review), and
 * only once. The decision and its `credit_report.verified` / `.rejected` event commit together, under the
 * row's lock, so two admins deciding at once produce one decision and one event.
 */
export async function reviewCreditReport(
  deps: Pick<Deps, 'prisma' | 'record' | 'flush' | 'now'>,
  adminId: string,
  reportId: string,
  decision: CreditReviewDecision,
): Promise<CreditReportReviewResponse> {
  const reason = decision.status === 'rejected' ? rejectionReason(decision.reason) : null
  const report = await inTransaction(deps.prisma, async (tx) => {
    await creditReviewRepository.lock(tx, reportId)
    const current = await creditReportRepository.findById(tx, reportId)
    if (!current) throw notFound(DOCUMENT_MESSAGES.creditReportNotFound)
    if (current.reviewStatus !== 'pending')
      throw conflict(DOCUMENT_MESSAGES.creditReportAlreadyReviewed, 'ALREADY_REVIEWED')
    const latest = await creditReportRepository.latestFor(tx, current.userId)
    if (latest?.id !== current.id) throw conflict(DOCUMENT_MESSAGES.creditReportSuperseded, 'SUPERSEDED')
    const reviewedAt = deps.now()
    await creditReviewRepository.decide(tx, reportId, {
      status: decision.status,
      reviewedBy: adminId,
      reviewedAt,
      reason,
    })
    const base = {
      userId: current.userId,
      documentId: current.id,
      creditScore: current.creditScore,
      reviewedBy: adminId,
      reviewedAt: reviewedAt.toISOString(),
    }
    await outboxRepository.add(
      tx,
      decision.status === 'verified'
        ? deps.record('credit_report.verified', base)
        : deps.record('credit_report.rejected', { ...base, reason: reason as string }),
      // The audit log of admin actions (issue 30), in the decision's transaction.
      deps.record('admin_action.recorded', adminActionOf({ id: adminId }, 'credit_report.reviewed', ['credit_report', reportId],
        { reviewStatus: 'pending' },
        { reviewStatus: decision.status, ...(reason === null ? {} : { reason }) },
      )),
    )
    return (await creditReportRepository.findById(tx, reportId))!
  })
  void deps.flush()
  const names = await accountNameRepository.namesOf(deps.prisma, [report.userId])
  return { creditReport: toCreditReviewDto(report, true, names.get(report.userId) ?? null) }
}
