import type { Readable } from 'node:stream'
import { ADMIN_ACTION_LABELS, AUDIT_CSV_COLUMNS, labelFor, type AuditExportQuery } from '@cosign/api'
import { CSV_EXPORT_BATCH_SIZE, keysetCsv } from '@cosign/service-kit'
import type { Db } from '../repositories/db.js'
import { auditRepository, type AdminAuditEntry } from '../repositories/audit-repository.js'
import { auditFilterOf } from '../model/audit-dto.js'

const jsonOrNull = (value: unknown) => (value === null ? null : JSON.stringify(value))

/** GET /admin/audit.csv: every audit row the filters match, newest first (keysetCsv; before and after as JSON). */
export async function exportAuditLog(
  db: Db,
  query: AuditExportQuery,
  batchSize = CSV_EXPORT_BATCH_SIZE,
): Promise<Readable> {
  const filter = auditFilterOf(query)
  return keysetCsv<AdminAuditEntry>(
    AUDIT_CSV_COLUMNS,
    (last) =>
      auditRepository.page(
        db,
        { ...filter, before: last ? { occurredAt: last.at, id: last.id } : undefined },
        batchSize,
      ),
    batchSize,
    (row) => [
      row.at.toISOString(),
      row.actorEmail,
      row.actorId,
      labelFor(ADMIN_ACTION_LABELS, row.action),
      row.targetType,
      row.targetId,
      jsonOrNull(row.before),
      jsonOrNull(row.after),
    ],
  )
}
