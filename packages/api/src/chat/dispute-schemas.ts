// Request schemas of the disputes API, declared once with TypeBox: the chat service validates with them (they are
// JSON Schema), everyone else uses their Static types. Kept apart from disputes.ts so browser bundles never carry
// TypeBox.
import { Type, type Static } from '@sinclair/typebox'
import {
  DISPUTE_ASSIGNEES,
  DISPUTE_DESCRIPTION_MAX,
  DISPUTE_MESSAGES,
  DISPUTE_PAGE_SIZE_DEFAULT,
  DISPUTE_PAGE_SIZE_MAX,
  DISPUTE_PAGE_MAX,
  DISPUTE_PRIORITIES,
  DISPUTE_RESOLUTION_MAX,
  DISPUTE_STATUSES,
  DISPUTE_SUBJECT_TYPES,
  DISPUTE_TITLE_MAX,
  DISPUTE_UNASSIGNED,
  type DisputeAssignee,
} from './dispute-types.js'
import { closedObject } from '../shared/schemas.js'
import { CHAT_SEQ_MAX } from './types.js'

const Uuid = (userMessage: string) => Type.String({ format: 'uuid', userMessage })
/** One of a list of strings, as a JSON Schema enum: one failure, answered with the field's message. */
const OneOf = <T extends readonly string[]>(values: T, userMessage: string) =>
  Type.Unsafe<T[number]>({ type: 'string', enum: [...values], userMessage })
const Status = OneOf(DISPUTE_STATUSES, DISPUTE_MESSAGES.invalidStatus)
const Priority = OneOf(DISPUTE_PRIORITIES, DISPUTE_MESSAGES.invalidPriority)
const PageNumber = Type.Integer({ minimum: 1, maximum: DISPUTE_PAGE_MAX, default: 1, userMessage: DISPUTE_MESSAGES.invalidPage })

export const DisputeIdParams = closedObject({ id: Uuid(DISPUTE_MESSAGES.invalidDisputeId) })
export type DisputeIdParams = Static<typeof DisputeIdParams>

/**
 * POST /disputes. Title and description are trimmed and must then be non-blank and within bounds
 * (disputeReportErrors); the schema only bounds the raw size.
 */
export const OpenDisputeRequest = closedObject({
  subjectType: OneOf(DISPUTE_SUBJECT_TYPES, DISPUTE_MESSAGES.invalidSubjectType),
  subjectId: Uuid(DISPUTE_MESSAGES.invalidSubjectId),
  title: Type.String({ maxLength: DISPUTE_TITLE_MAX * 2, userMessage: DISPUTE_MESSAGES.titleTooLong }),
  description: Type.String({ maxLength: DISPUTE_DESCRIPTION_MAX * 2, userMessage: DISPUTE_MESSAGES.descriptionTooLong }),
  priority: Priority,
})
export type OpenDisputeRequest = Static<typeof OpenDisputeRequest>

/** GET /admin/disputes: filters (each optional), search over title, description, reporter name and ids. */
export const AdminDisputeListQuery = closedObject({
  status: Type.Optional(Status),
  priority: Type.Optional(Priority),
  assignee: Type.Optional(
    OneOf([...DISPUTE_ASSIGNEES, DISPUTE_UNASSIGNED] as const, DISPUTE_MESSAGES.invalidAssignee),
  ),
  search: Type.Optional(Type.String({ maxLength: 200, userMessage: 'The search can be at most 200 characters.' })),
  page: Type.Optional(PageNumber),
  pageSize: Type.Optional(
    Type.Integer({ minimum: 1, maximum: DISPUTE_PAGE_SIZE_MAX, default: DISPUTE_PAGE_SIZE_DEFAULT, userMessage: DISPUTE_MESSAGES.invalidPage }),
  ),
})
export type AdminDisputeListQuery = Static<typeof AdminDisputeListQuery>

/**
 * PATCH /admin/disputes/:id: any of status (any status may be chosen), assignee (null unassigns), priority and
 * resolution. Resolved needs a non-blank resolution (the current one is kept when none is sent); any other status
 * drops it.
 */
export const UpdateDisputeRequest = closedObject({
  status: Type.Optional(Status),
  assignedTo: Type.Optional(
    Type.Unsafe<DisputeAssignee | null>({
      type: ['string', 'null'],
      enum: [...DISPUTE_ASSIGNEES, null],
      userMessage: DISPUTE_MESSAGES.invalidAssignee,
    }),
  ),
  priority: Type.Optional(Priority),
  resolution: Type.Optional(
    Type.String({ maxLength: DISPUTE_RESOLUTION_MAX, userMessage: `The resolution can be at most ${DISPUTE_RESOLUTION_MAX} characters.` }),
  ),
})
export type UpdateDisputeRequest = Static<typeof UpdateDisputeRequest>

/** GET /admin/disputes/:id/conversation: the newest page, or the page before a seq. */
export const DisputeConversationQuery = closedObject({
  before: Type.Optional(
    Type.Integer({ minimum: 0, maximum: CHAT_SEQ_MAX, userMessage: `before must be a whole number from 0 to ${CHAT_SEQ_MAX}.` }),
  ),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 50, userMessage: 'limit must be a whole number from 1 to 100.' })),
})
export type DisputeConversationQuery = Static<typeof DisputeConversationQuery>

/** GET /admin/disputes.csv: the list's filters without its paging (the export is every matching dispute). */
export const AdminDisputeExportQuery = Type.Omit(AdminDisputeListQuery, ['page', 'pageSize'], { additionalProperties: false })
export type AdminDisputeExportQuery = Static<typeof AdminDisputeExportQuery>
