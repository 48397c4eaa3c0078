// The documents service's endpoints (browser: /api/documents/...): credit reports and their admin review, the
// back office's documents, signed links, signed PDF agreements and their public verification, the admin's client
// report. Uploads are multipart/form-data, read part by part by the route (no JSON body schema): credit reports
// take `creditScore` and `file`, documents `file`, `title`, `description` and `targetAudience`, the agreement
// verification one `file`.
import { endpointsOf, fileBody, NoContent } from '../endpoint.js'
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

const { get, post, del } = endpointsOf('documents')
const admins = { access: ['ADMIN'] } as const

export const documentEndpoints = {
  // ---- Credit reports: the owner uploads (multipart `creditScore` + `file`) and reads theirs; a short-lived
  // link streams the file to its owner or to a cosigner the owner granted it to.
  uploadCreditReport: post('/credit-reports', {
    access: 'signed-in', response: { 201: jsonObject<CreditReportResponse>({ creditReport }) },
  }),
  getMyCreditReport: get('/credit-reports/mine', {
    access: 'signed-in', response: { 200: jsonObject<CreditReportResponse>({ creditReport }) },
  }),
  createCreditReportLink: post('/credit-reports/:userId/link', {
    access: 'signed-in', params: UserIdParams, response: { 200: jsonObject<CreditReportLinkResponse>(link) },
  }),

  // ---- The back office's documents: admins upload (multipart) and delete; every signed-in user lists and
  // downloads those meant for their role.
  uploadDocument: post('/documents', { ...admins, response: { 201: jsonObject<DocumentResponse>({ document }) } }),
  listDocuments: get('/documents', {
    access: 'signed-in',
    response: { 200: jsonObject<DocumentListResponse>({ items: { type: 'array', items: document } }) },
  }),
  deleteDocument: del('/documents/:id', { ...admins, params: UuidIdParams, response: { 204: NoContent } }),
  downloadDocument: get('/documents/:id/download', {
    access: 'signed-in', params: UuidIdParams, response: { 200: fileBody() },
  }),

  /** A signed link (credit report): the signature is the permission; opens inline. */
  openFileLink: get('/files/:token', { access: 'public', params: LinkTokenParams, response: { 200: fileBody() } }),

  // ---- Signed PDF agreements: the two parties and admins read and download them.
  getSignedAgreement: get('/agreements/:contractId', {
    access: 'signed-in', params: ContractIdParams,
    response: { 200: jsonObject<SignedAgreementResponse>({ agreement }) },
  }),
  downloadSignedAgreement: get('/agreements/:contractId/file', {
    access: 'signed-in', params: ContractIdParams, response: { 200: fileBody() },
  }),
  createAgreementLink: post('/agreements/:contractId/link', {
    access: 'signed-in', params: ContractIdParams,
    response: { 200: jsonObject<SignedAgreementLinkResponse>(link) },
  }),
  /** The link createAgreementLink gives: the signature is the permission (a plain link sends no token). */
  openAgreementLink: get('/agreements/files/:token', {
    access: 'public', params: LinkTokenParams, response: { 200: fileBody() },
  }),
  /** Public: whether the platform issued a PDF with this SHA-256 as a signed agreement. */
  verifyAgreementHash: get('/agreements/verify/:sha256', {
    access: 'public', params: Sha256Params, response: { 200: Verification },
  }),
  /** Public: the same check for an uploaded PDF (multipart `file`, hashed as it streams, never stored). */
  verifyAgreementFile: post('/agreements/verify', { access: 'public', response: { 200: Verification } }),

  // ---- Share links for the landlord: the parties of a finalized contract create, list and revoke them; whoever
  // holds one sees what a landlord needs (never income, score, fee or emails) and checks a PDF against it.
  createAgreementShare: post('/agreements/:contractId/shares', {
    access: 'signed-in', params: ContractIdParams,
    response: { 201: jsonObject<CreateAgreementShareResponse>({ share, url: s }) },
  }),
  listAgreementShares: get('/agreements/:contractId/shares', {
    access: 'signed-in', params: ContractIdParams,
    response: { 200: jsonObject<AgreementShareListResponse>({ items: { type: 'array', items: share } }) },
  }),
  revokeAgreementShare: del('/agreements/:contractId/shares/:shareId', {
    access: 'signed-in', params: ShareParams, response: { 204: NoContent },
  }),
  /** Public: the agreement behind a share link (404 unknown, 410 revoked). The token is the permission. */
  getSharedAgreement: get('/agreements/shared/:token', {
    access: 'public', params: LinkTokenParams,
    response: { 200: jsonObject<SharedAgreementResponse>({ agreement: sharedAgreement }) },
  }),
  /** Public: is the uploaded PDF (multipart `file`, hashed as it streams, never stored) this agreement's? */
  checkSharedAgreement: post('/agreements/shared/:token/check', {
    access: 'public', params: LinkTokenParams,
    response: { 200: jsonObject<SharedAgreementCheckResponse>({ matches: { type: 'boolean' }, sha256: s }) },
  }),

  // ---- Credit report review (admins): the queue, the file, verify or reject with a reason.
  listCreditReviews: get('/admin/credit-reports', {
    ...admins, query: ReviewListQuery,
    response: { 200: jsonObject<CreditReportReviewListResponse>({ items: { type: 'array', items: review }, total: { type: 'integer' }, page: { type: 'integer' }, pageSize: { type: 'integer' }, }), },
  }),
  createReviewLink: post('/admin/credit-reports/:id/link', {
    ...admins, params: UuidIdParams, response: { 200: jsonObject<CreditReportLinkResponse>(link) },
  }),
  verifyCreditReport: post('/admin/credit-reports/:id/verify', {
    ...admins, params: UuidIdParams,
    response: { 200: jsonObject<CreditReportReviewResponse>({ creditReport: review }) },
  }),
  rejectCreditReport: post('/admin/credit-reports/:id/reject', {
    ...admins, params: UuidIdParams, body: RejectBody,
    response: { 200: jsonObject<CreditReportReviewResponse>({ creditReport: review }) },
  }),

  /** The back office's Generate Report: the client's data as the admin screen fetched it, answered as a PDF. */
  generateClientReport: post('/admin/client-report', {
    ...admins, body: ClientReportBody, response: { 200: fileBody() },
  }),
} as const
