// Who may call each route of each service: the one place the access rules are written as data (docs/security.md,
// "Route access"). The scan (route-access.int.test.ts) fails for any route a service declares that is missing
// here, and checks every rule below against the running services.
import type { Role } from '@cosign/api'
import type { Service } from './support/services.js'

/**
 * Resources owned by a user: the scan creates one for a user and asks for it as another user of the same role
 * (IDOR), expecting 403 or 404. The kind names the fixture (route-access.int.test.ts, `OWNED`).
 */
export type OwnerKind =
  | 'payment'
  | 'contract'
  | 'conversation'
  | 'dispute'
  | 'notification'
  | 'creditReportRequest'
  | 'creditReportOwner'
  | 'signedAgreement'
  | 'matchRequest'
  | 'credit'

export type Rule =
  /** Anyone, signed in or not; `why` says what protects it instead (a signature, a rate limit, nothing). */
  | { public: string }
  /** Signed-in users of these roles; the others get 403, visitors 401. */
  | { roles: readonly Role[]; owner?: OwnerKind }

const ANY: readonly Role[] = ['RENTER', 'COSIGNER', 'ADMIN']
const MEMBERS: readonly Role[] = ['RENTER', 'COSIGNER']
const ADMIN: readonly Role[] = ['ADMIN']
const RENTER: readonly Role[] = ['RENTER']
const COSIGNER: readonly Role[] = ['COSIGNER']
const PROBE = { public: 'health probe' }
const METRICS = { public: 'Prometheus: needs METRICS_TOKEN as a bearer token (401), 404 when metrics are off' }

/** `METHOD /path` as the service declares it (HEAD follows GET). */
export const ACCESS: Record<Service, Record<string, Rule>> = {
  auth: {
    'GET /healthz': PROBE,
    'GET /readyz': PROBE,
    'GET /metrics': METRICS,
    'POST /signup': { public: 'credential endpoint, rate limited at the gateway' },
    'POST /login': { public: 'credential endpoint, rate limited at the gateway' },
    'POST /admin/login': { public: 'credential endpoint, rate limited at the gateway' },
    'POST /login/second-factor': {
      public: "a login's single-use challenge (10 minutes) and a TOTP or recovery code; throttled like the login",
    },
    'POST /login/second-factor/enrollment': {
      public: "a login's single-use challenge of an account without a second factor yet; throttled like the login",
    },
    'POST /refresh': { public: 'needs the httpOnly refresh cookie' },
    'POST /logout': { public: 'ends the session of the refresh cookie, if any' },
    'POST /password/forgot': { public: 'same answer for any address; throttled per address asked about and per client' },
    'POST /password/reset': { public: 'needs a mailed single-use token; throttled per client and per account' },
    'POST /email/verify': { public: 'needs a mailed single-use token; throttled per client' },
    'POST /me/email-verification': { roles: ANY },
    'POST /paypal-email/verify': {
      public: "needs a single-use token mailed to the cosigner's PayPal email; throttled per client",
    },
    'POST /me/paypal-email-verification': { roles: COSIGNER },
    'GET /me': { roles: ANY },
    'PUT /me/role': { roles: ANY },
    'PATCH /me': { roles: ANY },
    'POST /me/password': { roles: ANY },
    'POST /me/email': { roles: ANY },
    'POST /email/change': { public: 'needs a single-use token mailed to the new address; throttled per client' },
    'GET /me/sessions': { roles: ANY },
    'POST /me/sessions/end-others': { roles: ANY },
    // Only the caller's own sessions: another user's id is 404 (services/auth/test/settings.int.test.ts).
    'DELETE /me/sessions/:id': { roles: ANY },

    'GET /me/notification-preferences': { roles: ANY },
    'PUT /me/notification-preferences': { roles: ANY },
    'GET /me/second-factor': { roles: ANY },
    'POST /me/second-factor/enrollment': { roles: ANY },
    'POST /me/second-factor': { roles: ANY },
    'POST /me/second-factor/off': { roles: ANY },
    // Privacy and consent (issue 30): the caller's own account only.
    'POST /me/consents': { roles: ANY },
    // Needs the password; admins are refused (403) in the use case. services/auth/test/privacy.int.test.ts.
    'POST /me/delete': { roles: ANY },
    'POST /me/exports': { roles: ANY },
    'GET /me/exports': { roles: ANY },
    // Only the caller's own export: another user's id is 404 (services/auth/test/privacy.int.test.ts).
    'GET /me/exports/:id/archive': { roles: ANY },
    'GET /unsubscribe': { public: 'needs a token signed by auth naming a user and a kind; shows a page, changes nothing' },
    'POST /unsubscribe': { public: 'RFC 8058 one-click: needs a token signed by auth naming a user and a kind' },
    'GET /admin/users': { roles: ADMIN },
    'PATCH /admin/users/:id': { roles: ADMIN },
  },
  matching: {
    'GET /healthz': PROBE,
    'GET /readyz': PROBE,
    'GET /metrics': METRICS,
    'GET /listings': { public: 'browse: visitors get cosigners only; everyone gets bands, not figures' },
    'GET /profiles/:id': { roles: ANY },
    'GET /profiles/cosigner/mine': { roles: ANY },
    'GET /profiles/renter/mine': { roles: ANY },
    'GET /profiles/me/summary': { roles: ANY },
    'POST /profiles/cosigner': { roles: COSIGNER },
    'PUT /profiles/renter': { roles: RENTER },
    'GET /matches': { roles: RENTER },
    'GET /cosigners/request-eligibility': { roles: RENTER },
    'GET /cosigners/:id/request-eligibility': { roles: RENTER },
    'POST /match-requests': { roles: RENTER },
    'GET /match-requests/incoming': { roles: COSIGNER },
    'GET /match-requests/outgoing': { roles: RENTER },
    'POST /match-requests/:id/accept': { roles: ANY, owner: 'matchRequest' },
    'POST /match-requests/:id/decline': { roles: ANY, owner: 'matchRequest' },
    'POST /match-requests/:id/withdraw': { roles: ANY, owner: 'matchRequest' },
    'POST /credit-report-requests': { roles: ANY },
    'GET /credit-report-requests/incoming': { roles: ANY },
    'GET /credit-report-requests/outgoing': { roles: ANY },
    'POST /credit-report-requests/:id/approve': { roles: ANY, owner: 'creditReportRequest' },
    'POST /credit-report-requests/:id/deny': { roles: ANY, owner: 'creditReportRequest' },
    'GET /admin/profiles/pending': { roles: ADMIN },
    'POST /admin/profiles/:id/approve': { roles: ADMIN },
    'POST /admin/profiles/:id/reject': { roles: ADMIN },
    'GET /admin/clients': { roles: ADMIN },
    'GET /admin/clients/:userId': { roles: ADMIN },
    'GET /lease-armor/enrollment': { roles: RENTER },
    'PUT /lease-armor/enrollment': { roles: RENTER },
    'GET /admin/lease-armor/enrollments/summary': { roles: ADMIN },
    'GET /reviews/to-write': { roles: MEMBERS },
    'GET /reviews/written': { roles: MEMBERS },
    'GET /reviews/received': { roles: MEMBERS },
    'POST /reviews': { roles: MEMBERS },
    'POST /reviews/:id/report': { roles: MEMBERS },
    'GET /profiles/:id/reviews': { roles: ANY },
    'GET /admin/reviews': { roles: ADMIN },
    'POST /admin/reviews/:id/hide': { roles: ADMIN },
  },
  contracts: {
    'GET /healthz': PROBE,
    'GET /readyz': PROBE,
    'GET /metrics': METRICS,
    'GET /contracts/candidates': { roles: COSIGNER },
    'GET /contracts/new': { roles: COSIGNER },
    'POST /contracts': { roles: COSIGNER },
    'GET /contracts/admin/parties': { roles: ADMIN },
    'GET /contracts/admin/draft': { roles: ADMIN },
    'POST /contracts/admin': { roles: ADMIN },
    'GET /contracts/admin/clients/:userId/figures': { roles: ADMIN },
    'GET /contracts': { roles: ANY },
    'GET /contracts/:id': { roles: ANY, owner: 'contract' },
    'GET /contracts/:id/breakdown': { roles: ANY, owner: 'contract' },
    'GET /earnings': { roles: COSIGNER },
    'GET /earnings.csv': { roles: COSIGNER },
    'POST /contracts/:id/sign': { roles: ANY, owner: 'contract' },
    'POST /contracts/:id/cancel': { roles: ANY, owner: 'contract' },
    'GET /ledger': { roles: ANY },
  },
  payments: {
    'GET /healthz': PROBE,
    'GET /readyz': PROBE,
    'GET /metrics': METRICS,
    'GET /prices': { public: 'every screen shows the live price' },
    'POST /webhooks/paypal': { public: "PayPal's signature is the permission" },
    'POST /checkout': { roles: ANY },
    'POST /verify': { roles: ANY },
    'POST /cancel': { roles: ANY },
    'GET /payments/mine': { roles: ANY },
    'GET /payments/:id': { roles: ANY, owner: 'payment' },
    'GET /receipts': { roles: ANY },
    'GET /receipts/:id/file': { roles: ANY },
    'GET /credits': { roles: ANY },
    'POST /credits/:id/refund': { roles: ANY, owner: 'credit' },
    'GET /admin/payments/stats': { roles: ADMIN },
    'GET /admin/payments/series': { roles: ADMIN },
    'GET /admin/transactions': { roles: ADMIN },
    'GET /admin/transactions.csv': { roles: ADMIN },
    'GET /admin/clients/:userId/figures': { roles: ADMIN },
    'POST /admin/payments/:id/refund': { roles: ADMIN },
    'POST /admin/payments/:id/adjust': { roles: ADMIN },
    'GET /admin/services': { roles: ADMIN },
    'POST /admin/services': { roles: ADMIN },
    'PATCH /admin/services/:id': { roles: ADMIN },
    'GET /admin/gateway-config': { roles: ADMIN },
    'PUT /admin/gateway-config': { roles: ADMIN },
    'POST /admin/gateway-config/test': { roles: ADMIN },
  },
  chat: {
    'GET /healthz': PROBE,
    'GET /readyz': PROBE,
    'GET /metrics': METRICS,
    'GET /ws': { roles: ANY },
    'GET /conversations': { roles: MEMBERS },
    'GET /conversations/unread': { roles: MEMBERS },
    'GET /conversations/by-contract/:contractId': { roles: MEMBERS, owner: 'conversation' },
    'GET /conversations/:id/messages': { roles: MEMBERS, owner: 'conversation' },
    'POST /conversations/:id/messages': { roles: MEMBERS, owner: 'conversation' },
    'POST /conversations/:id/read': { roles: MEMBERS, owner: 'conversation' },
    'POST /disputes': { roles: MEMBERS },
    'GET /disputes/mine': { roles: MEMBERS },
    'GET /disputes/:id': { roles: MEMBERS, owner: 'dispute' },
    'GET /notifications': { roles: ANY },
    'POST /notifications/:id/read': { roles: ANY, owner: 'notification' },
    'POST /notifications/read-all': { roles: ANY },
    'POST /admin/notifications': { roles: ADMIN },
    'GET /admin/disputes': { roles: ADMIN },
    'GET /admin/disputes.csv': { roles: ADMIN },
    'GET /admin/disputes/:id': { roles: ADMIN },
    'PATCH /admin/disputes/:id': { roles: ADMIN },
    'GET /admin/disputes/:id/conversation': { roles: ADMIN },
    'GET /admin/activity': { roles: ADMIN },
    'GET /admin/activity.csv': { roles: ADMIN },
    'GET /admin/audit': { roles: ADMIN },
    'GET /admin/audit.csv': { roles: ADMIN },
    'GET /admin/alerts': { roles: ADMIN },
    'POST /admin/alerts/:id/read': { roles: ADMIN },
    'POST /admin/alerts/read-all': { roles: ADMIN },
    // Support conversations: a member reaches only their own (no id in the path); the queue is the admins'.
    'GET /support/conversation': { roles: MEMBERS },
    'POST /support/messages': { roles: MEMBERS },
    'POST /support/visitor-messages': { public: "a visitor's question with their email; validated and throttled per address and per network address" },
    'GET /admin/support': { roles: ADMIN },
    'GET /admin/support/:id': { roles: ADMIN },
    'POST /admin/support/:id/messages': { roles: ADMIN },
    'POST /admin/support/:id/assign': { roles: ADMIN },
    'POST /admin/support/:id/close': { roles: ADMIN },
  },
  documents: {
    'GET /healthz': PROBE,
    'GET /readyz': PROBE,
    'GET /metrics': METRICS,
    'GET /files/:token': { public: 'the HMAC-signed, short-lived link is the permission' },
    'GET /agreements/files/:token': { public: 'the HMAC-signed, short-lived link is the permission' },
    'GET /agreements/verify/:sha256': { public: 'public verification, rate limited at the gateway' },
    'POST /agreements/verify': { public: 'public verification, rate limited at the gateway' },
    'GET /agreements/shared/:token': { public: "a landlord's share link: its 256-bit token (stored hashed, revocable) is the permission" },
    'POST /agreements/shared/:token/check': { public: "a landlord's share link: its 256-bit token (stored hashed, revocable) is the permission" },
    'POST /credit-reports': { roles: ANY },
    'GET /credit-reports/mine': { roles: ANY },
    'POST /credit-reports/:userId/link': { roles: ANY, owner: 'creditReportOwner' },
    'GET /documents': { roles: ANY },
    'GET /documents/:id/download': { roles: ANY },
    'POST /documents': { roles: ADMIN },
    'DELETE /documents/:id': { roles: ADMIN },
    'GET /agreements/:contractId': { roles: ANY, owner: 'signedAgreement' },
    'GET /agreements/:contractId/file': { roles: ANY, owner: 'signedAgreement' },
    'POST /agreements/:contractId/link': { roles: ANY, owner: 'signedAgreement' },
    'POST /agreements/:contractId/shares': { roles: ANY, owner: 'signedAgreement' },
    'GET /agreements/:contractId/shares': { roles: ANY, owner: 'signedAgreement' },
    'DELETE /agreements/:contractId/shares/:shareId': { roles: ANY, owner: 'signedAgreement' },
    'GET /admin/credit-reports': { roles: ADMIN },
    'POST /admin/credit-reports/:id/verify': { roles: ADMIN },
    'POST /admin/credit-reports/:id/reject': { roles: ADMIN },
    'POST /admin/credit-reports/:id/link': { roles: ADMIN },
    'POST /admin/client-report': { roles: ADMIN },
  },
}
