import { AUDIT_MESSAGES, type AdminAction, type AuditEntryDto } from '@cosign/api'
import { badRequest } from '@cosign/service-kit'
import type { AdminAuditEntry } from '../generated/prisma/client.js'

const asObject = (value: unknown): Record<string, unknown> | null =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null

/** An audit row as the Audit tab shows it. */
export const toAuditEntryDto = (row: AdminAuditEntry): AuditEntryDto => ({
  id: row.id,
  at: row.at.toISOString(),
  actorId: row.actorId,
  actorEmail: row.actorEmail,
  action: row.action as AdminAction,
  targetType: row.targetType,
  targetId: row.targetId,
  before: asObject(row.before),
  after: asObject(row.after),
})

/** The filters of the page and the export: days are inclusive, in UTC. */
export const auditFilterOf = (query: { actorId?: string; action?: string; targetId?: string; from?: string; to?: string }) => ({
  actorId: query.actorId,
  action: query.action,
  targetId: query.targetId,
  from: query.from ? dayBound(query.from, 'T00:00:00.000Z') : undefined,
  until: query.to ? dayBound(query.to, 'T23:59:59.999Z') : undefined,
})

/** A day's first or last moment; 400 for a day that does not exist (2026-02-30, 0000-00-00). */
function dayBound(day: string, time: string): Date {
  const at = new Date(`${day}${time}`)
  if (Number.isNaN(at.getTime()) || at.toISOString().slice(0, 10) !== day) throw badRequest(AUDIT_MESSAGES.invalidDate)
  return at
}
