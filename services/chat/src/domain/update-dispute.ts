import { adminActionOf } from '@cosign/api'
import { randomUUID } from 'node:crypto'
import type { DisputeAssignee, DisputeDto, DisputePriority, DisputeStatus, UpdateDisputeRequest } from '@cosign/api'
import { inTransaction } from '../repositories/db.js'
import { outboxRepository } from '../repositories/outbox-repository.js'
import { disputeRepository } from '../repositories/dispute-repository.js'
import { announceDisputeChange } from './announce-dispute-change.js'
import { toDisputeDto } from '../model/dispute-dto.js'
import { disputeNotFound, resolutionRequired } from '../model/dispute-errors.js'
import { describeDisputeChanges, planDisputeUpdate } from '../model/dispute-rules.js'
import type { DisputeDeps, Viewer } from './deps.js'

/**
 * PATCH /admin/disputes/:id: an admin changes status, assignee, priority or resolution (rules in dispute-rules.ts).
 * The row is locked for the transaction, so concurrent updates apply one after the other and each history row's
 * "from" is the value the previous update left. Every changed field gets a history row; the reporter is notified
 * and `dispute.updated` is announced, all in the same transaction. Nothing changed: nothing is written.
 */
export async function updateDispute(deps: DisputeDeps, admin: Viewer & { email?: string }, id: string, input: UpdateDisputeRequest): Promise<DisputeDto> {
  const actorId = admin.id.toLowerCase()
  const { dispute, after } = await inTransaction(deps.prisma, async (tx) => {
    const current = await disputeRepository.lock(tx, id.toLowerCase())
    if (!current) throw disputeNotFound()
    const plan = planDisputeUpdate(
      {
        status: current.status as DisputeStatus,
        assignedTo: current.assignedTo as DisputeAssignee | null,
        priority: current.priority as DisputePriority,
        resolution: current.resolution,
      },
      input,
    )
    if ('error' in plan) throw resolutionRequired(plan.error)
    if (plan.changes.length === 0) return { dispute: current, after: () => undefined }
    const now = new Date()
    const dispute = await disputeRepository.update(tx, current.id, { ...plan.next, updatedAt: now })
    await disputeRepository.addHistory(
      tx,
      plan.changes.map((c) => ({
        id: randomUUID(),
        disputeId: current.id,
        action: c.field,
        actorId,
        actorRole: admin.role,
        fromValue: c.from,
        toValue: c.to,
        createdAt: now,
      })),
    )
    // The audit log (issue 30): every change of a dispute by an admin, with each changed field before and after.
    await outboxRepository.add(
      tx,
      deps.record('admin_action.recorded', adminActionOf({ id: actorId, email: admin.email }, 'dispute.status_changed', ['dispute', current.id],
        Object.fromEntries(plan.changes.map((c) => [c.field, c.from])),
        Object.fromEntries(plan.changes.map((c) => [c.field, c.to])),
      )),
    )
    const after = await announceDisputeChange(
      deps,
      tx,
      { userId: current.reporterId, ...describeDisputeChanges(current.title, plan.changes) },
      {
        type: 'dispute.updated',
        data: { disputeId: current.id, reporterId: current.reporterId, actorId, status: plan.next.status, changes: plan.changes },
      },
    )
    return { dispute, after }
  })
  after()
  return toDisputeDto(dispute)
}
