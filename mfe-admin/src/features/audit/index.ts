// The admin Audit tab (issue 30): the append-only log of admin actions.
export { AuditPanel } from './AuditPanel.js'
