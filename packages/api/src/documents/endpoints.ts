// The documents service's endpoints (browser: /api/documents/...): credit reports and their admin review, the
// back office's documents, signed links, signed PDF agreements and their public verification, the admin's client
// report. Uploads are multipart/form-data, read part by part by the route (no JSON body schema): credit reports
// take `creditScore` and `file`, documents `file`, `title`, `description` and `targetAudience`, the agreement
// verification one `file`.
import { Type } from '@sinclair/typebox'
import { endpoint, fileBody, NoContent } from '../endpoint.js'
import {
  CREDIT_REJECTION_REASON_MAX,
  CREDIT_REPORT_REVIEW_STATUSES,
  DOCUMENT_MESSAGES,
  type AgreementShareListResponse,
  type AgreementVerificationResponse,
  type CreateAgreementShareResponse,
  type SharedAgreementCheckResponse,
  type SharedAgreementResponse,
  type CreditReportLinkResponse,
  type CreditReportResponse,
  type CreditReportReviewListResponse,
  type CreditReportReviewResponse,
  type CreditReportReviewStatus,
  type DocumentListResponse,
  type DocumentResponse,
  type SignedAgreementLinkResponse,
  type SignedAgreementResponse,
} from './types.js'
import { CLIENT_REPORT_LIMITS as L } from '../shared/admin-client-figures.js'
import { jsonObject, UuidIdParams } from '../shared/schemas.js'

const service = 'documents'
const admins = { access: ['ADMIN'] } as const

// ---- Requests
const UserIdParams = Type.Object({ userId: Type.String({ format: 'uuid' }) }, { additionalProperties: false })
const ContractIdParams = Type.Object(
  { contractId: Type.String({ format: 'uuid', userMessage: 'Invalid contract ID format' }) },
  { additionalProperties: false },
)
/** Any string up to the length limit reaches the verifier, so every bad link gets the same 403. */
const LinkTokenParams = Type.Object(
  { token: Type.String({ minLength: 1, maxLength: 1024 }) },
  { additionalProperties: false },
)
const ShareParams = Type.Object(
  {
    contractId: Type.String({ format: 'uuid', userMessage: 'Invalid contract ID format' }),
    shareId: Type.String({ format: 'uuid' }),
  },
  { additionalProperties: false },
)
const Sha256Params = Type.Object(
  { sha256: Type.String({ pattern: '^[0-9a-fA-F]{64}$', userMessage: DOCUMENT_MESSAGES.invalidSha256 }) },
  { additionalProperties: false },
)
const ReviewListQuery = Type.Object(
  {
    status: Type.Optional(
      Type.Unsafe<CreditReportReviewStatus>({ type: 'string', enum: [...CREDIT_REPORT_REVIEW_STATUSES], default: 'pending' }),
    ),
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10000, default: 1 })),
  },
  { additionalProperties: false },
)
/** A missing or blank reason gets the product's message from the use case; the length is checked there too. */
const RejectBody = Type.Unsafe<{ reason?: string | null } | null>({
  type: ['object', 'null'],
  additionalProperties: false,
  properties: { reason: { type: ['string', 'null'], maxLength: CREDIT_REJECTION_REASON_MAX * 4 } },
})

/** The client report: every list and text bounded, nothing unknown accepted. */
const Pairs = Type.Array(
  Type.Object(
    { label: Type.String({ maxLength: L.labelLength }), value: Type.String({ maxLength: L.valueLength }) },
    { additionalProperties: false },
  ),
  { maxItems: L.fields },
)
const Rows = Type.Array(
  Type.Object(
    {
      at: Type.String({ maxLength: 40 }),
      text: Type.String({ maxLength: L.textLength }),
      amountCents: Type.Optional(Type.Integer({ minimum: -1_000_000_000, maximum: 1_000_000_000 })),
      status: Type.Optional(Type.String({ maxLength: 40 })),
    },
    { additionalProperties: false },
  ),
  { maxItems: L.rows },
)
const ClientReportBody = Type.Object(
  {
    clientId: Type.String({ format: 'uuid', userMessage: 'Invalid user ID format' }),
    name: Type.String({ maxLength: 200 }),
    email: Type.String({ maxLength: 320 }),
    kind: Type.Unsafe<'renter' | 'cosigner'>({ type: 'string', enum: ['renter', 'cosigner'] }),
    profile: Pairs,
    figures: Pairs,
    payments: Rows,
    contracts: Rows,
    activity: Rows,
  },
  { additionalProperties: false },
)

// ---- Answers: serialized with these schemas (only the listed properties leave the service).
const s = { type: 'string' }
const sN = { type: ['string', 'null'] }
const link = { url: s, expiresAt: s }
const creditReport = {
  type: ['object', 'null'],
  properties: {
    id: s,
    creditScore: { type: 'integer' },
    fileName: s,
    fileType: s,
    fileSize: { type: 'integer' },
    uploadedAt: s,
    verified: { type: 'boolean' },
    reviewStatus: s,
    reviewedAt: sN,
    rejectionReason: sN,
  },
}
const review = {
  type: 'object',
  properties: {
    id: s,
    userId: s,
    creditScore: { type: 'integer' },
    fileName: s,
    fileType: s,
    fileSize: { type: 'integer' },
    uploadedAt: s,
    verified: { type: 'boolean' },
    reviewStatus: s,
    reviewedAt: sN,
    rejectionReason: sN,
    isLatest: { type: 'boolean' },
  },
}
const document = {
  type: 'object',
  properties: {
    id: s,
    title: s,
    description: s,
    fileName: s,
    fileType: s,
    fileSize: { type: 'integer' },
    targetAudience: s,
    uploadedBy: s,
    isActive: { type: 'boolean' },
    createdAt: s,
    downloadUrl: s,
  },
}
const agreement = {
  type: 'object',
  properties: { contractId: s, sha256: s, sizeBytes: { type: 'integer' }, createdAt: s, downloadUrl: s },
}
const Verification = jsonObject<AgreementVerificationResponse>({
  issued: { type: 'boolean' },
  contractId: s,
  issuedAt: s,
  supersededAt: s,
})
const share = {
  type: 'object',
  properties: { id: s, createdAt: s, createdByRole: s, revokedAt: sN, revokedByRole: sN },
}
const sharedAgreement = {
  type: 'object',
  properties: {
    renterName: sN,
    cosignerName: sN,
    propertyAddress: sN,
    leaseStartDate: sN,
    leaseEndDate: sN,
    maxLiabilityCents: { type: ['integer', 'null'] },
    status: s,
    issuedAt: s,
    sha256: s,
  },
}

export const documentEndpoints = {
  // ---- Credit reports: the owner uploads (multipart `creditScore` + `file`) and reads theirs; a short-lived
  // link streams the file to its owner or to a cosigner the owner granted it to.
  uploadCreditReport: endpoint({
    service, method: 'POST', path: '/credit-reports', access: 'signed-in',
    response: { 201: jsonObject<CreditReportResponse>({ creditReport }) },
  }),
  getMyCreditReport: endpoint({
    service, method: 'GET', path: '/credit-reports/mine', access: 'signed-in',
    response: { 200: jsonObject<CreditReportResponse>({ creditReport }) },
  }),
  createCreditReportLink: endpoint({
    service, method: 'POST', path: '/credit-reports/:userId/link', access: 'signed-in', params: UserIdParams,
    response: { 200: jsonObject<CreditReportLinkResponse>(link) },
  }),

  // ---- The back office's documents: admins upload (multipart) and delete; every signed-in user lists and
  // downloads those meant for their role.
  uploadDocument: endpoint({
    service, method: 'POST', path: '/documents', ...admins,
    response: { 201: jsonObject<DocumentResponse>({ document }) },
  }),
  listDocuments: endpoint({
    service, method: 'GET', path: '/documents', access: 'signed-in',
    response: { 200: jsonObject<DocumentListResponse>({ items: { type: 'array', items: document } }) },
  }),
  deleteDocument: endpoint({
    service, method: 'DELETE', path: '/documents/:id', ...admins, params: UuidIdParams,
    response: { 204: NoContent },
  }),
  downloadDocument: endpoint({
    service, method: 'GET', path: '/documents/:id/download', access: 'signed-in', params: UuidIdParams,
    response: { 200: fileBody() },
  }),

  /** A signed link (credit report): the signature is the permission; opens inline. */
  openFileLink: endpoint({
    service, method: 'GET', path: '/files/:token', access: 'public', params: LinkTokenParams,
    response: { 200: fileBody() },
  }),

  // ---- Signed PDF agreements: the two parties and admins read and download them.
  getSignedAgreement: endpoint({
    service, method: 'GET', path: '/agreements/:contractId', access: 'signed-in', params: ContractIdParams,
    response: { 200: jsonObject<SignedAgreementResponse>({ agreement }) },
  }),
  downloadSignedAgreement: endpoint({
    service, method: 'GET', path: '/agreements/:contractId/file', access: 'signed-in', params: ContractIdParams,
    response: { 200: fileBody() },
  }),
  createAgreementLink: endpoint({
    service, method: 'POST', path: '/agreements/:contractId/link', access: 'signed-in', params: ContractIdParams,
    response: { 200: jsonObject<SignedAgreementLinkResponse>(link) },
  }),
  /** The link createAgreementLink gives: the signature is the permission (a plain link sends no token). */
  openAgreementLink: endpoint({
    service, method: 'GET', path: '/agreements/files/:token', access: 'public', params: LinkTokenParams,
    response: { 200: fileBody() },
  }),
  /** Public: whether the platform issued a PDF with this SHA-256 as a signed agreement. */
  verifyAgreementHash: endpoint({
    service, method: 'GET', path: '/agreements/verify/:sha256', access: 'public', params: Sha256Params,
    response: { 200: Verification },
  }),
  /** Public: the same check for an uploaded PDF (multipart `file`, hashed as it streams, never stored). */
  verifyAgreementFile: endpoint({
    service, method: 'POST', path: '/agreements/verify', access: 'public',
    response: { 200: Verification },
  }),

  // ---- Share links for the landlord: the parties of a finalized contract create, list and revoke them; whoever
  // holds one sees what a landlord needs (never income, score, fee or emails) and checks a PDF against it.
  createAgreementShare: endpoint({
    service, method: 'POST', path: '/agreements/:contractId/shares', access: 'signed-in', params: ContractIdParams,
    response: { 201: jsonObject<CreateAgreementShareResponse>({ share, url: s }) },
  }),
  listAgreementShares: endpoint({
    service, method: 'GET', path: '/agreements/:contractId/shares', access: 'signed-in', params: ContractIdParams,
    response: { 200: jsonObject<AgreementShareListResponse>({ items: { type: 'array', items: share } }) },
  }),
  revokeAgreementShare: endpoint({
    service, method: 'DELETE', path: '/agreements/:contractId/shares/:shareId', access: 'signed-in',
    params: ShareParams, response: { 204: NoContent },
  }),
  /** Public: the agreement behind a share link (404 unknown, 410 revoked). The token is the permission. */
  getSharedAgreement: endpoint({
    service, method: 'GET', path: '/agreements/shared/:token', access: 'public', params: LinkTokenParams,
    response: { 200: jsonObject<SharedAgreementResponse>({ agreement: sharedAgreement }) },
  }),
  /** Public: is the uploaded PDF (multipart `file`, hashed as it streams, never stored) this agreement's? */
  checkSharedAgreement: endpoint({
    service, method: 'POST', path: '/agreements/shared/:token/check', access: 'public', params: LinkTokenParams,
    response: { 200: jsonObject<SharedAgreementCheckResponse>({ matches: { type: 'boolean' }, sha256: s }) },
  }),

  // ---- Credit report review (admins): the queue, the file, verify or reject with a reason.
  listCreditReviews: endpoint({
    service, method: 'GET', path: '/admin/credit-reports', ...admins, query: ReviewListQuery,
    response: {
      200: jsonObject<CreditReportReviewListResponse>({
        items: { type: 'array', items: review },
        total: { type: 'integer' },
        page: { type: 'integer' },
        pageSize: { type: 'integer' },
      }),
    },
  }),
  createReviewLink: endpoint({
    service, method: 'POST', path: '/admin/credit-reports/:id/link', ...admins, params: UuidIdParams,
    response: { 200: jsonObject<CreditReportLinkResponse>(link) },
  }),
  verifyCreditReport: endpoint({
    service, method: 'POST', path: '/admin/credit-reports/:id/verify', ...admins, params: UuidIdParams,
    response: { 200: jsonObject<CreditReportReviewResponse>({ creditReport: review }) },
  }),
  rejectCreditReport: endpoint({
    service, method: 'POST', path: '/admin/credit-reports/:id/reject', ...admins, params: UuidIdParams,
    body: RejectBody, response: { 200: jsonObject<CreditReportReviewResponse>({ creditReport: review }) },
  }),

  /** The back office's Generate Report: the client's data as the admin screen fetched it, answered as a PDF. */
  generateClientReport: endpoint({
    service, method: 'POST', path: '/admin/client-report', ...admins, body: ClientReportBody,
    response: { 200: fileBody() },
  }),
} as const
