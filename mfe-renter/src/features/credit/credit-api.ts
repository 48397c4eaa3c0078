// The credit screens' calls (matching service: access requests; documents service: reports and links).
// Screens call these, never fetch themselves.
import type {
  CreditReportLinkResponse,
  CreditReportRequestListResponse,
  CreditReportRequestResponse,
  CreditReportResponse,
} from '@cosign/api'
import { api } from '@cosign/ui'

/** Requests others sent for the owner's report, waiting for approve or deny. */
export const listIncomingCreditRequests = async (signal?: AbortSignal) =>
  (await api.get<CreditReportRequestListResponse>('/matching/credit-report-requests/incoming', { signal }))
    .items

export const decideCreditRequest = (requestId: string, decision: 'approve' | 'deny') =>
  api.post<CreditReportRequestResponse>(`/matching/credit-report-requests/${requestId}/${decision}`)

/** The user's own requests for other people's reports. */
export const listOutgoingCreditRequests = async (signal?: AbortSignal) =>
  (await api.get<CreditReportRequestListResponse>('/matching/credit-report-requests/outgoing', { signal }))
    .items

/** Asks the owner for a one-time look at their report. */
export const requestCreditReport = async (targetUserId: string) =>
  (await api.post<CreditReportRequestResponse>('/matching/credit-report-requests', { targetUserId })).request

/** A short-lived link to an approved report. */
export const createCreditReportLink = (targetUserId: string) =>
  api.post<CreditReportLinkResponse>(`/documents/credit-reports/${encodeURIComponent(targetUserId)}/link`)

/** Multipart: the stated score, then the file. */
export const uploadCreditReport = (form: FormData) =>
  api.post<CreditReportResponse>('/documents/credit-reports', form)

/** The owner's latest credit report and its review. */
export const fetchMyCreditReport = (signal?: AbortSignal) =>
  api.get<CreditReportResponse>('/documents/credit-reports/mine', { signal })
