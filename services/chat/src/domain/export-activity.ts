import type { Readable } from 'node:stream'
import {
  ACTIVITY_CSV_COLUMNS,
  ACTIVITY_TYPE_LABELS,
  centsToDecimalString,
  labelFor,
  type ActivityExportQuery,
} from '@cosign/api'
import { CSV_EXPORT_BATCH_SIZE, keysetCsv } from '@cosign/service-kit'
import type { Db } from '../repositories/db.js'
import { activityRepository, type ActivityRow } from '../repositories/activity-repository.js'

/** GET /admin/activity.csv: every timeline row the filters (client, type) match, newest first (keysetCsv). */
export async function exportActivity(
  db: Db,
  query: ActivityExportQuery,
  batchSize = CSV_EXPORT_BATCH_SIZE,
): Promise<Readable> {
  const filter = { clientId: query.clientId, type: query.type }
  return keysetCsv<ActivityRow>(
    ACTIVITY_CSV_COLUMNS,
    (last) => activityRepository.page(db, { ...filter, before: last ?? undefined }, batchSize),
    batchSize,
    (row) => [
      row.occurredAt.toISOString(),
      row.clientName,
      row.clientId,
      labelFor(ACTIVITY_TYPE_LABELS, row.type),
      row.title,
      row.description,
      row.amountCents === null ? null : centsToDecimalString(row.amountCents),
    ],
  )
}
