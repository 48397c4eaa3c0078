import { randomUUID } from 'node:crypto'
import { disputeReportErrors, type DisputeDto, type OpenDisputeRequest } from '@cosign/api'
import { inTransaction } from '../repositories/db.js'
import { disputeRepository } from '../repositories/dispute-repository.js'
import { readModelRepository } from '../repositories/read-model-repository.js'
import { displayNameOf } from '../model/chat-dto.js'
import { announceDisputeChange } from './announce-dispute-change.js'
import { toDisputeDto } from '../model/dispute-dto.js'
import { adminsCannotReport, alreadyOpen, invalidReport, tooManyReports } from '../model/dispute-errors.js'
import { isUniqueViolation } from '../model/errors.js'
import { ownSubject } from './dispute-subject.js'
import type { DisputeDeps, Viewer } from './deps.js'

/**
 * POST /disputes: a renter or cosigner reports a problem with one of their own payments or contracts (checked
 * against the read models fed by payment.* and contract.* events). The dispute, its first history row, the
 * reporter's notification and `dispute.opened` are written in one transaction. One unresolved report per
 * reporter and subject (a partial unique index decides between concurrent ones: 409), and at most
 * DISPUTE_REPORTS_PER_HOUR reports per reporter (429), counted once the report is known to be valid.
 */
export async function openDispute(deps: DisputeDeps, viewer: Viewer, input: OpenDisputeRequest): Promise<DisputeDto> {
  if (viewer.role !== 'RENTER' && viewer.role !== 'COSIGNER') throw adminsCannotReport()
  const errors = disputeReportErrors(input)
  const invalid = errors.title ?? errors.description
  if (invalid) throw invalidReport(invalid)
  const reporterId = viewer.id.toLowerCase()
  const subjectId = input.subjectId.toLowerCase()
  const [, reporter] = await Promise.all([
    ownSubject(deps.prisma, reporterId, input.subjectType, subjectId),
    readModelRepository.user(deps.prisma, reporterId),
  ])
  if (await disputeRepository.hasUnresolved(deps.prisma, reporterId, input.subjectType, subjectId)) throw alreadyOpen()
  if (!(await deps.reportRateLimit.allow(reporterId))) throw tooManyReports()
  const title = input.title.trim()
  const { dispute, after } = await inTransaction(deps.prisma, async (tx) => {
    const dispute = await disputeRepository.create(tx, {
      id: randomUUID(),
      reporterId,
      reporterName: displayNameOf(reporter, viewer.role === 'RENTER' ? 'renter' : 'cosigner'),
      reporterRole: viewer.role,
      subjectType: input.subjectType,
      subjectId,
      title,
      description: input.description.trim(),
      priority: input.priority,
    })
    await disputeRepository.addHistory(tx, [
      { id: randomUUID(), disputeId: dispute.id, action: 'opened', actorId: reporterId, actorRole: viewer.role, toValue: 'open' },
    ])
    const after = await announceDisputeChange(
      deps,
      tx,
      {
        userId: reporterId,
        title: 'Problem report received',
        message: `We received your report “${title}”. We will notify you of every change.`,
      },
      {
        type: 'dispute.opened',
        data: {
          disputeId: dispute.id,
          reporterId,
          reporterRole: viewer.role as 'RENTER' | 'COSIGNER',
          subjectType: input.subjectType,
          subjectId,
          title,
          priority: input.priority,
        },
      },
    )
    return { dispute, after }
  }).catch((err: unknown) => {
    if (isUniqueViolation(err)) throw alreadyOpen()
    throw err
  })
  after()
  return toDisputeDto(dispute)
}
