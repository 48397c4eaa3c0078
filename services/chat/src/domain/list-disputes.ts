import {
  DISPUTE_PAGE_SIZE_DEFAULT,
  DISPUTE_STATUSES,
  DISPUTE_UNASSIGNED,
  type AdminDisputeListQuery,
  type AdminDisputeListResponse,
  type DisputeStatus,
} from '@cosign/api'
import type { Db } from '../repositories/db.js'
import { disputeRepository } from '../repositories/dispute-repository.js'
import { toDisputeDto } from '../model/dispute-dto.js'

/** GET /admin/disputes: a filtered page, newest first, and the four count cards over all disputes. */
export async function listDisputes(db: Db, query: AdminDisputeListQuery): Promise<AdminDisputeListResponse> {
  const page = query.page ?? 1
  const pageSize = query.pageSize ?? DISPUTE_PAGE_SIZE_DEFAULT
  const assignedTo = query.assignee === undefined ? undefined : query.assignee === DISPUTE_UNASSIGNED ? null : query.assignee
  const [{ items, total, totalIsLowerBound }, byStatus] = await Promise.all([
    disputeRepository.page(db, { status: query.status, priority: query.priority, assignedTo, search: query.search }, page, pageSize),
    disputeRepository.countsByStatus(db),
  ])
  const counts = Object.fromEntries(DISPUTE_STATUSES.map((s) => [s, byStatus.get(s) ?? 0])) as Record<DisputeStatus, number>
  return { items: items.map(toDisputeDto), total, totalIsLowerBound, page, pageSize, counts }
}
