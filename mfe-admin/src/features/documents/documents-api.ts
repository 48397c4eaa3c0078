// The admin Documents tab's calls (documents service): the shared library and the credit report review queue.
import { documentEndpoints, type CreditReportReviewStatus, type DocumentResponse } from '@cosign/api'
import { api } from '@cosign/ui'

export const listDocuments = (signal?: AbortSignal) =>
  api.call(documentEndpoints.listDocuments, {}, { signal })

/** Multipart: the file, title, description and audience. */
// Not api.call: a multipart FormData upload (documentEndpoints.uploadDocument declares no body to type it).
export const uploadDocument = (form: FormData) => api.post<DocumentResponse>('/documents/documents', form)

/** Soft delete: the document stays listed here as deleted. */
export const deleteDocument = (documentId: string) => api.call(documentEndpoints.deleteDocument, { params: { id: documentId } })

export const listCreditReviews = (
  query: { status: CreditReportReviewStatus; page: number },
  signal?: AbortSignal,
) => api.call(documentEndpoints.listCreditReviews, { query }, { signal })

/** A short-lived link to the private file. */
export const creditReportLink = (reportId: string) =>
  api.call(documentEndpoints.createReviewLink, { params: { id: reportId } })

export const verifyCreditReport = (reportId: string) =>
  api.call(documentEndpoints.verifyCreditReport, { params: { id: reportId } })

export const rejectCreditReport = (reportId: string, reason: string) =>
  api.call(documentEndpoints.rejectCreditReport, { params: { id: reportId }, body: { reason } })
