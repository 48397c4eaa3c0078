import { AUDIT_PAGE_SIZE_DEFAULT, type AuditPageQuery, type AuditPageResponse } from '@cosign/api'
import type { Db } from '../repositories/db.js'
import { auditRepository } from '../repositories/audit-repository.js'
import { decodeActivityCursor, encodeActivityCursor } from '../model/activity-cursor.js'
import { auditFilterOf, toAuditEntryDto } from '../model/audit-dto.js'

/** GET /admin/audit: a page of the audit log, newest first, filtered by actor, action, target and days. */
export async function listAuditLog(db: Db, query: AuditPageQuery): Promise<AuditPageResponse> {
  const limit = query.limit ?? AUDIT_PAGE_SIZE_DEFAULT
  const before = query.cursor ? decodeActivityCursor(query.cursor) : undefined
  const rows = await auditRepository.page(db, { ...auditFilterOf(query), before }, limit + 1)
  const page = rows.slice(0, limit)
  const last = page.at(-1)
  return {
    items: page.map(toAuditEntryDto),
    nextCursor: rows.length > limit && last ? encodeActivityCursor({ occurredAt: last.at, id: last.id }) : null,
  }
}
