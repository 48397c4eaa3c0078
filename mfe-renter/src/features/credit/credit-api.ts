// The credit screens' calls (matching service: access requests; documents service: reports and links).
// Screens call these, never fetch themselves.
import { documentEndpoints, matchingEndpoints, type CreditReportResponse } from '@cosign/api'
import { api } from '@cosign/ui'

/** Requests others sent for the owner's report, waiting for approve or deny. */
export const listIncomingCreditRequests = async (signal?: AbortSignal) =>
  (await api.call(matchingEndpoints.listIncomingCreditReportRequests, {}, { signal })).items

export const decideCreditRequest = (requestId: string, decision: 'approve' | 'deny') =>
  api.call(
    decision === 'approve' ? matchingEndpoints.approveCreditReportRequest : matchingEndpoints.denyCreditReportRequest,
    { params: { id: requestId } },
  )

/** The user's own requests for other people's reports. */
export const listOutgoingCreditRequests = async (signal?: AbortSignal) =>
  (await api.call(matchingEndpoints.listOutgoingCreditReportRequests, {}, { signal })).items

/** Asks the owner for a one-time look at their report. */
export const requestCreditReport = async (targetUserId: string) =>
  (await api.call(matchingEndpoints.createCreditReportRequest, { body: { targetUserId } })).request

/** A short-lived link to an approved report. */
export const createCreditReportLink = (targetUserId: string) =>
  api.call(documentEndpoints.createCreditReportLink, { params: { userId: targetUserId } })

/** Multipart: the stated score, then the file. */
// Not api.call: a multipart FormData upload (documentEndpoints.uploadCreditReport declares no body to type it).
export const uploadCreditReport = (form: FormData) =>
  api.post<CreditReportResponse>('/documents/credit-reports', form)

/** The owner's latest credit report and its review. */
export const fetchMyCreditReport = (signal?: AbortSignal) =>
  api.call(documentEndpoints.getMyCreditReport, {}, { signal })
