// The admin Documents tab's calls (documents service): the shared library and the credit report review queue.
import type {
  CreditReportLinkResponse,
  CreditReportReviewListResponse,
  CreditReportReviewResponse,
  CreditReportReviewStatus,
  DocumentListResponse,
  DocumentResponse,
} from '@cosign/api'
import { api } from '@cosign/ui'

export const listDocuments = (signal?: AbortSignal) =>
  api.get<DocumentListResponse>('/documents/documents', { signal })

/** Multipart: the file, title, description and audience. */
export const uploadDocument = (form: FormData) => api.post<DocumentResponse>('/documents/documents', form)

/** Soft delete: the document stays listed here as deleted. */
export const deleteDocument = (documentId: string) => api.delete(`/documents/documents/${documentId}`)

export const listCreditReviews = (
  query: { status: CreditReportReviewStatus; page: number },
  signal?: AbortSignal,
) => api.get<CreditReportReviewListResponse>('/documents/admin/credit-reports', { query, signal })

/** A short-lived link to the private file. */
export const creditReportLink = (reportId: string) =>
  api.post<CreditReportLinkResponse>(`/documents/admin/credit-reports/${reportId}/link`)

export const verifyCreditReport = (reportId: string) =>
  api.post<CreditReportReviewResponse>(`/documents/admin/credit-reports/${reportId}/verify`)

export const rejectCreditReport = (reportId: string, reason: string) =>
  api.post<CreditReportReviewResponse>(`/documents/admin/credit-reports/${reportId}/reject`, { reason })
