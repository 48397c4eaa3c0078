// The documents service's endpoints (browser: /api/documents/...): credit reports and their admin review, the
// back office's documents, signed links, signed PDF agreements and their public verification, the admin's client
// report. Uploads are multipart/form-data, read part by part by the route (no JSON body schema): credit reports
// take `creditScore` and `file`, documents `file`, `title`, `description` and `targetAudience`, the agreement
// verification one `file`.
import { endpoint, fileBody, NoContent } from '../endpoint.js'
import type {
  AgreementShareListResponse,
  CreateAgreementShareResponse,
  CreditReportLinkResponse,
  CreditReportResponse,
  CreditReportReviewListResponse,
  CreditReportReviewResponse,
  DocumentListResponse,
  DocumentResponse,
  SharedAgreementCheckResponse,
  SharedAgreementResponse,
  SignedAgreementLinkResponse,
  SignedAgreementResponse,
} from './types.js'
import {
  ClientReportBody,
  ContractIdParams,
  LinkTokenParams,
  RejectBody,
  ReviewListQuery,
  Sha256Params,
  ShareParams,
  UserIdParams,
  Verification,
  agreement,
  creditReport,
  document,
  link,
  review,
  share,
  sharedAgreement,
} from './schemas.js'
import { jsonObject, s, UuidIdParams } from '../shared/schemas.js'

const service = 'documents'
const admins = { access: ['ADMIN'] } as const

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
