// Request schemas of the activity timeline and admin alerts (TypeBox): the chat service validates with them,
// everyone else uses their Static types. Kept apart from back-office.ts so browser bundles never carry TypeBox.
import { Type, type Static } from '@sinclair/typebox'
import { ACTIVITY_MESSAGES, ACTIVITY_PAGE_SIZE_DEFAULT, ACTIVITY_PAGE_SIZE_MAX, ACTIVITY_TYPES } from './activity-types.js'
import { closedObject } from '../shared/schemas.js'

/** GET /admin/activity: optional client and type filters, a keyset cursor (from the previous page) and a limit. */
export const ActivityPageQuery = closedObject({
  clientId: Type.Optional(Type.String({ format: 'uuid', userMessage: ACTIVITY_MESSAGES.invalidClientId })),
  type: Type.Optional(
    Type.Unsafe<(typeof ACTIVITY_TYPES)[number]>({ type: 'string', enum: [...ACTIVITY_TYPES], userMessage: ACTIVITY_MESSAGES.invalidType }),
  ),
  cursor: Type.Optional(Type.String({ maxLength: 200, pattern: '^[A-Za-z0-9_-]+$', userMessage: ACTIVITY_MESSAGES.invalidCursor })),
  limit: Type.Optional(
    Type.Integer({ minimum: 1, maximum: ACTIVITY_PAGE_SIZE_MAX, default: ACTIVITY_PAGE_SIZE_DEFAULT, userMessage: ACTIVITY_MESSAGES.invalidLimit }),
  ),
})
export type ActivityPageQuery = Static<typeof ActivityPageQuery>

export const AdminAlertIdParams = closedObject({ id: Type.String({ format: 'uuid', userMessage: 'Invalid alert ID format' }) })
export type AdminAlertIdParams = Static<typeof AdminAlertIdParams>

/** GET /admin/activity.csv: the timeline's filters without its paging (the export is every matching row). */
export const ActivityExportQuery = Type.Omit(ActivityPageQuery, ['cursor', 'limit'], { additionalProperties: false })
export type ActivityExportQuery = Static<typeof ActivityExportQuery>
