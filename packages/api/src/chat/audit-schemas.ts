// Request schemas of the audit log (TypeBox): chat validates with them; browser bundles use the Static types.
import { Type, type Static } from '@sinclair/typebox'
import { ADMIN_ACTIONS, AUDIT_MESSAGES, AUDIT_PAGE_SIZE_DEFAULT, AUDIT_PAGE_SIZE_MAX, type AdminAction } from './audit-types.js'
import { closedObject } from '../shared/schemas.js'

const Day = (userMessage: string) => Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', userMessage })

/** GET /admin/audit: filters (actor, action, target, from and to days, inclusive), a keyset cursor and a limit. */
export const AuditPageQuery = closedObject({
  actorId: Type.Optional(Type.String({ format: 'uuid', userMessage: AUDIT_MESSAGES.invalidActor })),
  action: Type.Optional(
    Type.Unsafe<AdminAction>({ type: 'string', enum: [...ADMIN_ACTIONS], userMessage: AUDIT_MESSAGES.invalidAction }),
  ),
  targetId: Type.Optional(Type.String({ minLength: 1, maxLength: 100, pattern: '^[A-Za-z0-9_.:-]+$', userMessage: AUDIT_MESSAGES.invalidTarget })),
  from: Type.Optional(Day(AUDIT_MESSAGES.invalidDate)),
  to: Type.Optional(Day(AUDIT_MESSAGES.invalidDate)),
  cursor: Type.Optional(Type.String({ maxLength: 200, pattern: '^[A-Za-z0-9_-]+$', userMessage: AUDIT_MESSAGES.invalidCursor })),
  limit: Type.Optional(
    Type.Integer({ minimum: 1, maximum: AUDIT_PAGE_SIZE_MAX, default: AUDIT_PAGE_SIZE_DEFAULT, userMessage: AUDIT_MESSAGES.invalidLimit }),
  ),
})
export type AuditPageQuery = Static<typeof AuditPageQuery>

/** GET /admin/audit.csv: the same filters, every matching row. */
export const AuditExportQuery = Type.Omit(AuditPageQuery, ['cursor', 'limit'], { additionalProperties: false })
export type AuditExportQuery = Static<typeof AuditExportQuery>
