// The audit log of admin actions (issue 30): written by the service that acts (an `admin_action.recorded` event
// in the action's transaction), kept append-only by chat, read in the back office's Audit tab.
import { valuesOf } from '../shared/labels.js'

/** Every admin action the log records, with its label. */
export const ADMIN_ACTION_LABELS = {
  'payment.refunded': 'Refund',
  'payment.adjusted': 'Adjustment',
  'cosigner_profile.reviewed': 'Profile review',
  'credit_report.reviewed': 'Credit review',
  'user.suspended': 'Suspension',
  'user.reactivated': 'Reactivation',
  'document.uploaded': 'Document upload',
  'document.deleted': 'Document delete',
  'service_price.changed': 'Service price change',
  'dispute.status_changed': 'Dispute status',
  'dispute.conversation_read': 'Dispute conversation read',
  'contract.created_for_cosigner': 'Contract created for a cosigner',
  'paypal_settings.changed': 'PayPal settings change',
}
export const ADMIN_ACTIONS = valuesOf(ADMIN_ACTION_LABELS)
export type AdminAction = (typeof ADMIN_ACTIONS)[number]

/** One row of the audit log: who did what to what, when, and the state before and after. */
export interface AuditEntryDto {
  id: string
  at: string
  actorId: string
  actorEmail: string | null
  action: AdminAction
  targetType: string
  targetId: string
  before: Record<string, unknown> | null
  after: Record<string, unknown> | null
}
export interface AuditPageResponse {
  items: AuditEntryDto[]
  nextCursor: string | null
}

export const AUDIT_PAGE_SIZE_DEFAULT = 50
export const AUDIT_PAGE_SIZE_MAX = 200
export const AUDIT_CSV_NAME = 'audit-log'
export const AUDIT_CSV_COLUMNS = ['Time', 'Actor', 'Actor ID', 'Action', 'Target type', 'Target ID', 'Before', 'After'] as const
export const AUDIT_MESSAGES = {
  invalidActor: 'Invalid actor ID format',
  invalidAction: 'Invalid action',
  invalidTarget: 'Invalid target',
  invalidDate: 'Dates must be YYYY-MM-DD',
  invalidCursor: 'Invalid page cursor',
  invalidLimit: `Page size must be between 1 and ${AUDIT_PAGE_SIZE_MAX}`,
} as const
