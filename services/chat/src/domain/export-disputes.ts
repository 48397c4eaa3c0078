import type { Readable } from 'node:stream'
import { DISPUTE_UNASSIGNED, DISPUTES_CSV_COLUMNS, type AdminDisputeExportQuery } from '@cosign/api'
import { CSV_EXPORT_BATCH_SIZE, keysetCsv } from '@cosign/service-kit'
import type { Db, Dispute } from '../repositories/db.js'
import { disputeRepository } from '../repositories/dispute-repository.js'

/** GET /admin/disputes.csv: every dispute the list's filters match, in the list's order (keysetCsv). */
export async function exportDisputes(
  db: Db,
  query: AdminDisputeExportQuery,
  batchSize = CSV_EXPORT_BATCH_SIZE,
): Promise<Readable> {
  const assignedTo =
    query.assignee === undefined ? undefined : query.assignee === DISPUTE_UNASSIGNED ? null : query.assignee
  const filter = { status: query.status, priority: query.priority, assignedTo, search: query.search }
  return keysetCsv<Dispute>(
    DISPUTES_CSV_COLUMNS,
    (last) => disputeRepository.pageAfter(db, filter, last, batchSize),
    batchSize,
    (d) => [
      d.createdAt.toISOString(),
      d.updatedAt.toISOString(),
      d.id,
      d.title,
      d.description,
      d.status,
      d.priority,
      d.assignedTo,
      d.subjectType,
      d.subjectId,
      d.reporterName,
      d.reporterRole,
      d.resolution,
    ],
  )
}
