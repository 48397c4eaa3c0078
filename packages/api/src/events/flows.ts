// Who publishes and who consumes each event, declared next to the payload schemas. service-kit holds the services
// to it (the outbox refuses an event its service does not declare it produces; a durable consumer whose types are
// not declared here for its service does not start), and service-kit's event contract test checks the whole
// table: every event has a producer, every consumed event is declared, every payload matches its schema.
import type { ApiService } from '../endpoint.js'
import type { EventType } from './types.js'

/** The services that record each event in their outbox. */
export const EVENT_PRODUCERS: Readonly<Record<EventType, readonly ApiService[]>> = {
  'user.registered': ['auth'],
  'user.role_changed': ['auth'],
  'user.status_changed': ['auth'],
  'user.updated': ['auth'],
  'user.deleted': ['auth'],
  'user.paypal_verified': ['auth'],
  'data_export.requested': ['auth'],
  'data_export.part_ready': ['matching', 'contracts', 'payments', 'chat', 'documents'],
  'payment.started': ['payments'],
  'payment.completed': ['payments'],
  'payment.failed': ['payments'],
  'payment.refunded': ['payments'],
  'replacement_credit.created': ['payments'],
  'replacement_credit.applied': ['payments'],
  'replacement_credit.refunded': ['payments'],
  'contract.created': ['contracts'],
  'contract.cosigner_signed': ['contracts'],
  'contract.fully_signed': ['contracts'],
  'contract.finalized': ['contracts'],
  'contract.cancelled': ['contracts'],
  'contract.completed': ['contracts'],
  'contract.purged': ['contracts'],
  'contract.payment_step_updated': ['contracts'],
  'ledger_entry.due_soon': ['contracts'],
  'ledger_entry.overdue': ['contracts'],
  'ledger_entry.paid': ['contracts'],
  'notification.requested': ['contracts', 'payments', 'matching'],
  'cosigner_profile.saved': ['matching'],
  'cosigner_profile.submitted': ['matching'],
  'cosigner_profile.approved': ['matching'],
  'cosigner_profile.rejected': ['matching'],
  'renter_profile.saved': ['matching'],
  'match_request.created': ['matching'],
  'match_request.accepted': ['matching'],
  'match_request.declined': ['matching'],
  'match_request.withdrawn': ['matching'],
  'credit_report_request.created': ['matching'],
  'credit_report_request.approved': ['matching'],
  'credit_report_request.denied': ['matching'],
  'lease_armor.enrolled': ['matching'],
  'credit_report.uploaded': ['documents'],
  'credit_report.verified': ['documents'],
  'credit_report.rejected': ['documents'],
  'credit_report.viewed': ['documents'],
  'dispute.opened': ['chat'],
  // Every service that serves an admin action records it (issue 30).
  'admin_action.recorded': ['auth', 'matching', 'contracts', 'payments', 'chat', 'documents'],
  'dispute.updated': ['chat'],
  'chat.unread_digest': ['chat'],
}

export interface EventConsumerDeclaration {
  service: ApiService
  types: readonly EventType[]
}

/** Every durable consumer, by its durable name: its service and the events it consumes. */
export const EVENT_CONSUMERS: Readonly<Record<string, EventConsumerDeclaration>> = {
  'auth-profile-events': {
    service: 'auth',
    types: ['cosigner_profile.saved', 'cosigner_profile.submitted', 'cosigner_profile.approved', 'cosigner_profile.rejected', 'renter_profile.saved', 'credit_report.uploaded', 'credit_report.verified', 'credit_report.rejected'],
  },
  /** Notification emails (auth owns the addresses and the mail outbox); one email per event id. */
  'auth-notification-mails': {
    service: 'auth',
    types: ['match_request.created', 'match_request.accepted', 'match_request.declined', 'contract.created', 'contract.cosigner_signed', 'payment.completed', 'cosigner_profile.approved', 'cosigner_profile.rejected', 'credit_report.verified', 'credit_report.rejected', 'contract.fully_signed', 'contract.finalized', 'ledger_entry.due_soon', 'ledger_entry.overdue', 'dispute.updated', 'chat.unread_digest'],
  },
  /** The audit log of admin actions (issue 30): one append-only row per event. */
  'chat-admin-audit': { service: 'chat', types: ['admin_action.recorded'] },
  /** Issue 30: each service erases a deleted user's personal data and answers data export requests. */
  'auth-deletion-guard': {
    service: 'auth',
    types: ['contract.created', 'contract.finalized', 'contract.cancelled', 'contract.completed', 'ledger_entry.paid'],
  },
  'auth-data-export-parts': { service: 'auth', types: ['data_export.part_ready'] },
  'matching-privacy': { service: 'matching', types: ['user.deleted', 'data_export.requested'] },
  'contracts-privacy': { service: 'contracts', types: ['user.deleted', 'data_export.requested'] },
  'payments-privacy': { service: 'payments', types: ['user.deleted', 'data_export.requested'] },
  'chat-privacy': { service: 'chat', types: ['user.deleted', 'data_export.requested'] },
  'documents-privacy': { service: 'documents', types: ['user.deleted', 'data_export.requested'] },
  'chat-admin-alerts': {
    service: 'chat',
    types: ['payment.failed', 'payment.completed', 'dispute.opened', 'credit_report.uploaded', 'cosigner_profile.submitted'],
  },
  'chat-conversations': {
    service: 'chat',
    types: ['user.registered', 'user.role_changed', 'user.updated', 'cosigner_profile.saved', 'cosigner_profile.submitted', 'cosigner_profile.approved', 'cosigner_profile.rejected', 'payment.completed', 'match_request.accepted', 'contract.created'],
  },
  'chat-notifications': {
    service: 'chat',
    types: ['user.registered', 'cosigner_profile.approved', 'cosigner_profile.rejected', 'match_request.created', 'match_request.accepted', 'match_request.declined', 'match_request.withdrawn', 'credit_report_request.created', 'credit_report_request.approved', 'credit_report_request.denied', 'credit_report.verified', 'credit_report.rejected', 'payment.completed', 'payment.failed', 'notification.requested'],
  },
  'chat-dispute-subjects': {
    service: 'chat',
    types: ['payment.started', 'payment.completed', 'payment.failed', 'payment.refunded', 'contract.created', 'contract.cosigner_signed', 'contract.fully_signed', 'contract.finalized', 'contract.cancelled', 'contract.completed'],
  },
  'chat-activity': {
    service: 'chat',
    types: ['user.registered', 'renter_profile.saved', 'cosigner_profile.saved', 'cosigner_profile.submitted', 'cosigner_profile.approved', 'cosigner_profile.rejected', 'credit_report.uploaded', 'payment.completed', 'payment.refunded', 'ledger_entry.paid', 'match_request.created', 'match_request.accepted', 'match_request.declined', 'match_request.withdrawn', 'lease_armor.enrolled', 'dispute.opened', 'contract.created', 'contract.cosigner_signed', 'contract.fully_signed', 'contract.finalized', 'contract.cancelled', 'contract.completed'],
  },
  'chat-contract-updates': {
    service: 'chat',
    types: ['contract.created', 'contract.cosigner_signed', 'contract.fully_signed', 'contract.payment_step_updated', 'contract.finalized', 'contract.cancelled', 'contract.completed'],
  },
  contracts: {
    service: 'contracts',
    types: ['user.registered', 'user.role_changed', 'user.status_changed', 'user.updated', 'user.paypal_verified', 'cosigner_profile.saved', 'cosigner_profile.submitted', 'cosigner_profile.approved', 'cosigner_profile.rejected', 'match_request.accepted', 'payment.started', 'payment.completed', 'payment.failed', 'payment.refunded'],
  },
  'documents-credit-report-grants': { service: 'documents', types: ['credit_report_request.approved'] },
  /** People's names for the admin's credit report reviews (issue 27). */
  'documents-account-names': { service: 'documents', types: ['user.registered', 'user.updated'] },
  'documents-signed-agreements': { service: 'documents', types: ['contract.fully_signed'] },
  'documents-final-agreements': { service: 'documents', types: ['contract.finalized'] },
  'documents-contract-statuses': { service: 'documents', types: ['contract.finalized', 'contract.completed', 'contract.cancelled'] },
  /** Issue 30's retention purge: each service deletes what it keeps under a purged contract. */
  'documents-contract-purges': { service: 'documents', types: ['contract.purged'] },
  matching: {
    service: 'matching',
    types: ['user.registered', 'user.role_changed', 'user.status_changed', 'user.updated', 'payment.completed', 'payment.refunded', 'credit_report.uploaded', 'credit_report.viewed', 'credit_report.verified', 'credit_report.rejected', 'contract.cancelled', 'contract.finalized', 'contract.completed'],
  },
  'payments-directory': {
    service: 'payments',
    types: ['contract.fully_signed', 'contract.finalized', 'contract.cancelled', 'user.registered', 'user.updated', 'user.paypal_verified', 'cosigner_profile.submitted'],
  },
  'payments-contract-purges': { service: 'payments', types: ['contract.purged'] },
  'payments-access': {
    service: 'payments',
    types: ['cosigner_profile.saved', 'cosigner_profile.submitted', 'cosigner_profile.approved', 'cosigner_profile.rejected', 'user.registered', 'user.role_changed', 'user.status_changed', 'match_request.created'],
  },
}
