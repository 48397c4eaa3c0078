import { CONTRACT_MESSAGES } from '@cosign/api'
import { AppError, badRequest, conflict } from '@cosign/service-kit'

/** Error codes of this service's refusals (the messages are CONTRACT_MESSAGES). */
export const CONTRACT_ERROR_CODES = {
  termsChanged: 'TERMS_CHANGED',
  notAwaitingSignature: 'NOT_AWAITING_SIGNATURE',
  alreadyFinal: 'ALREADY_FINAL',
  contractExists: 'CONTRACT_EXISTS',
  noPayoutEmail: 'NO_PAYOUT_EMAIL',
  signatureInvalid: 'SIGNATURE_INVALID',
  invalidTerms: 'INVALID_TERMS',
} as const

export const termsChanged = () => conflict(CONTRACT_MESSAGES.termsChanged, CONTRACT_ERROR_CODES.termsChanged)
export const notAwaitingSignature = () =>
  conflict(CONTRACT_MESSAGES.notAwaitingSignature, CONTRACT_ERROR_CODES.notAwaitingSignature)
export const alreadyFinal = () => conflict(CONTRACT_MESSAGES.alreadyFinal, CONTRACT_ERROR_CODES.alreadyFinal)
export const contractExists = () => conflict(CONTRACT_MESSAGES.contractExists, CONTRACT_ERROR_CODES.contractExists)
export const signatureInvalid = () => badRequest(CONTRACT_MESSAGES.signatureInvalid, CONTRACT_ERROR_CODES.signatureInvalid)
export const requestNotAccepted = () => new AppError(403, 'FORBIDDEN', CONTRACT_MESSAGES.requestNotAccepted)

// A write refused by a unique index, however Prisma or the pg adapter report it (one check for every service).
export { isUniqueViolation } from '@cosign/service-kit'
