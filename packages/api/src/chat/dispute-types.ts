// Disputes API (chat service, browser path /api/chat/disputes and /api/chat/admin/disputes): a renter or cosigner
// reports a problem with one of their payments or contracts ("Report a problem"), admins handle it in the
// Disputes tab. Request schemas (TypeBox) are in disputes-schemas.ts so browser bundles never carry TypeBox.
import type { ContractStatus } from '../contracts/types.js'
import type { PaymentPurpose, PaymentStatus } from '../constants.js'
import type { ChatMessageDto } from './types.js'
import { valuesOf } from '../shared/labels.js'
import { withThousandsSeparators } from '../shared/digits.js'

/** Spec, "Dispute": open, in_progress, resolved, closed; any status can be chosen by an admin. */
export const DISPUTE_STATUS_LABELS = { open: 'Open', in_progress: 'In progress', resolved: 'Resolved', closed: 'Closed' }
export const DISPUTE_STATUSES = valuesOf(DISPUTE_STATUS_LABELS)
export type DisputeStatus = (typeof DISPUTE_STATUSES)[number]
/** Spec's dispute entity: low, medium, high. */
export const DISPUTE_PRIORITY_LABELS = { low: 'Low', medium: 'Medium', high: 'High' }
export const DISPUTE_PRIORITIES = valuesOf(DISPUTE_PRIORITY_LABELS)
export type DisputePriority = (typeof DISPUTE_PRIORITIES)[number]
/** Spec's assignee options. */
export const DISPUTE_ASSIGNEES = ['Admin Team', 'Support Team', 'Finance Team'] as const
export type DisputeAssignee = (typeof DISPUTE_ASSIGNEES)[number]
/** What a dispute is about: one of the reporter's payments or contracts. */
export const DISPUTE_SUBJECT_TYPES = ['payment', 'contract'] as const
export type DisputeSubjectType = (typeof DISPUTE_SUBJECT_TYPES)[number]

export const DISPUTE_TITLE_MAX = 120
export const DISPUTE_DESCRIPTION_MAX = 4000
export const DISPUTE_RESOLUTION_MAX = 4000
export const DISPUTE_PAGE_SIZE_DEFAULT = 20
export const DISPUTE_PAGE_SIZE_MAX = 100
/** The last page number asked for: beyond it the row offset overflows what the database takes (a 500 before). */
export const DISPUTE_PAGE_MAX = 10_000
/** The admin list's assignee filter value for disputes nobody is assigned to. */
export const DISPUTE_UNASSIGNED = 'unassigned'

/** User-facing texts of the dispute screens and the service's refusals (catalogue texts as written). */
/** Problems one user may report per hour (server-enforced in Redis; DISPUTE_RATE_LIMIT_PER_HOUR overrides). */
export const DISPUTE_REPORTS_PER_HOUR = 10
export const DISPUTE_MESSAGES = {
  updated: 'Dispute updated successfully',
  updateFailed: 'Failed to update dispute',
  resolutionRequired: 'Resolution details are required',
  titleRequired: 'Please enter a title for the problem.',
  titleTooLong: `The title can be at most ${DISPUTE_TITLE_MAX} characters.`,
  descriptionRequired: 'Please describe the problem.',
  descriptionTooLong: `The description can be at most ${withThousandsSeparators(DISPUTE_DESCRIPTION_MAX)} characters.`,
  invalidPriority: 'Please choose a priority: low, medium or high.',
  invalidStatus: 'Please choose a status: open, in progress, resolved or closed.',
  invalidAssignee: 'Please choose an assignee: Admin Team, Support Team or Finance Team.',
  invalidSubjectType: 'A problem is reported about a payment or a contract.',
  invalidDisputeId: 'Invalid dispute ID format',
  invalidSubjectId: 'Invalid payment or contract ID format',
  invalidPage: `page must be a whole number from 1 to ${DISPUTE_PAGE_MAX} and pageSize from 1 to ${DISPUTE_PAGE_SIZE_MAX}.`,
  paymentNotFound:
    'We could not find this payment among yours. If you have just paid, wait a moment and try again.',
  contractNotFound:
    'We could not find this contract among yours. If it was just created, wait a moment and try again.',
  disputeNotFound: 'Dispute not found',
  adminsCannotReport: 'Admins handle disputes in the back office; only renters and cosigners report problems.',
  reported: 'Problem reported. We will keep you posted on its progress.',
  reportFailed: 'Failed to report the problem. Please try again.',
  loadFailed: 'Failed to load disputes. Please try again.',
  noDisputes: 'No problem reports yet',
  noConversation: 'The two parties have no conversation.',
  alreadyOpen:
    'You already have an open report about this. Follow it, or add to it, under My Problem Reports; you can report it again once it is resolved or closed.',
  tooManyReports: `You have reported ${DISPUTE_REPORTS_PER_HOUR} problems in the last hour. Please wait a while before reporting another.`,
} as const

/** Why a resolution text is refused, or null (non-blank after trimming, bounded). */
export function disputeResolutionError(resolution: string | null | undefined): string | null {
  return resolution?.trim() ? null : DISPUTE_MESSAGES.resolutionRequired
}

/** Why a report form is refused, per field, or an empty object (the screen and the server share it). */
export function disputeReportErrors(input: { title: string; description: string }): { title?: string; description?: string } {
  const errors: { title?: string; description?: string } = {}
  const title = input.title.trim()
  const description = input.description.trim()
  if (!title) errors.title = DISPUTE_MESSAGES.titleRequired
  else if (title.length > DISPUTE_TITLE_MAX) errors.title = DISPUTE_MESSAGES.titleTooLong
  if (!description) errors.description = DISPUTE_MESSAGES.descriptionRequired
  else if (description.length > DISPUTE_DESCRIPTION_MAX) errors.description = DISPUTE_MESSAGES.descriptionTooLong
  return errors
}

// ---- Answers ---------------------------------------------------------------------------------------------

export interface DisputeDto {
  id: string
  title: string
  description: string
  status: DisputeStatus
  priority: DisputePriority
  subjectType: DisputeSubjectType
  /** The payment or contract id (the spec's transaction_id for payments). */
  subjectId: string
  reporterId: string
  reporterName: string
  reporterRole: 'RENTER' | 'COSIGNER'
  assignedTo: DisputeAssignee | null
  /** Only while resolved (spec: the resolution is kept only when resolved). */
  resolution: string | null
  createdAt: string
  updatedAt: string
}

/** One recorded change: who, when, which field, from and to. `conversation_read`: an admin read the parties' chat. */
export interface DisputeHistoryDto {
  id: string
  action: 'opened' | 'status' | 'assignee' | 'priority' | 'resolution' | 'conversation_read'
  actorId: string
  actorRole: 'RENTER' | 'COSIGNER' | 'ADMIN'
  from: string | null
  to: string | null
  at: string
}

/** What the dispute concerns, from the chat service's read models (fed by payment.* and contract.* events). */
export type DisputeSubjectDto =
  | {
      type: 'payment'
      id: string
      purpose: PaymentPurpose
      status: PaymentStatus
      amountCents: number
      /** The thing paid for: a cosigner profile id or a contract id. */
      paidForId: string | null
      payerId: string
      payerName: string
      at: string
    }
  | {
      type: 'contract'
      id: string
      status: ContractStatus | null
      feeCents: number | null
      renterId: string
      renterName: string
      cosignerId: string
      cosignerName: string
      createdAt: string
    }

/** POST /disputes (201) */
export interface DisputeResponse {
  dispute: DisputeDto
}
/** GET /disputes/mine: the caller's disputes, newest first. */
export interface MyDisputeListResponse {
  items: DisputeDto[]
}
/** GET /disputes/:id (the reporter) */
export interface MyDisputeDetailResponse {
  dispute: DisputeDto
  history: DisputeHistoryDto[]
}
export type DisputeStatusCounts = Record<DisputeStatus, number>
/** GET /admin/disputes: a page of the filtered list, newest first, and the four count cards (all disputes). */
export interface AdminDisputeListResponse {
  items: DisputeDto[]
  total: number
  /** A search counts its matches only up to a limit: true when there are more than `total`. */
  totalIsLowerBound: boolean
  page: number
  pageSize: number
  counts: DisputeStatusCounts
}
/** GET /admin/disputes/:id. `conversationId`: the renter and cosigner's conversation, when they have one. */
export interface AdminDisputeDetailResponse {
  dispute: DisputeDto
  subject: DisputeSubjectDto | null
  conversationId: string | null
  history: DisputeHistoryDto[]
}
/** GET /admin/disputes/:id/conversation: the parties' messages, read-only (each read is recorded). */
export interface DisputeConversationResponse {
  conversationId: string
  renter: { id: string; name: string }
  cosigner: { id: string; name: string }
  items: ChatMessageDto[]
  hasMore: boolean
}

/** Columns of GET /admin/disputes.csv, in order (file disputes-YYYY-MM-DD.csv). */
export const DISPUTES_CSV_COLUMNS = [
  'Opened',
  'Updated',
  'Dispute ID',
  'Title',
  'Description',
  'Status',
  'Priority',
  'Assigned to',
  'Subject type',
  'Subject ID',
  'Reporter',
  'Reporter role',
  'Resolution',
] as const
export const DISPUTES_CSV_NAME = 'disputes'
