import type { EventEnvelope } from '@cosign/api'
import { dataExportRepository } from '../repositories/data-export-repository.js'
import type { Tx } from '../repositories/db.js'

/** `data_export.part_ready`: stores a service's part of the user's export (once; the export must be theirs). */
export async function recordExportPart(tx: Tx, event: EventEnvelope<'data_export.part_ready'>): Promise<boolean> {
  const { exportId, userId, service, files } = event.data
  return dataExportRepository.addPart(tx, exportId, userId, service, files)
}
