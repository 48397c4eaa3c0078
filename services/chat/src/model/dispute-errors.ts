import { DISPUTE_MESSAGES } from '@cosign/api'
import { badRequest, conflict, forbidden, notFound, tooManyRequests } from '@cosign/service-kit'

/** Error codes of the dispute refusals (the messages are DISPUTE_MESSAGES). */
export const DISPUTE_ERROR_CODES = {
  resolutionRequired: 'RESOLUTION_REQUIRED',
  invalidReport: 'INVALID_REPORT',
  alreadyOpen: 'DISPUTE_ALREADY_OPEN',
} as const

export const disputeNotFound = () => notFound(DISPUTE_MESSAGES.disputeNotFound)
export const paymentNotFound = () => notFound(DISPUTE_MESSAGES.paymentNotFound)
export const contractNotFound = () => notFound(DISPUTE_MESSAGES.contractNotFound)
export const adminsCannotReport = () => forbidden(DISPUTE_MESSAGES.adminsCannotReport)
export const noConversation = () => notFound(DISPUTE_MESSAGES.noConversation)
export const invalidReport = (message: string) => badRequest(message, DISPUTE_ERROR_CODES.invalidReport)
export const resolutionRequired = (message: string) => badRequest(message, DISPUTE_ERROR_CODES.resolutionRequired)
export const alreadyOpen = () => conflict(DISPUTE_MESSAGES.alreadyOpen, DISPUTE_ERROR_CODES.alreadyOpen)
export const tooManyReports = () => tooManyRequests(DISPUTE_MESSAGES.tooManyReports)
