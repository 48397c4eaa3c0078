import { CHAT_MESSAGES, chatMessageError } from '@cosign/api'
import { AppError, badRequest, notFound, tooManyRequests } from '@cosign/service-kit'

/** Error codes of the chat refusals (the messages are CHAT_MESSAGES). */
export const CHAT_ERROR_CODES = {
  messageBlank: 'MESSAGE_BLANK',
  messageTooLong: 'MESSAGE_TOO_LONG',
  contractNotShared: 'CONTRACT_NOT_SHARED',
  invalidCursor: 'INVALID_CURSOR',
  messageIdTaken: 'MESSAGE_ID_TAKEN',
} as const

export const conversationNotFound = () => notFound(CHAT_MESSAGES.conversationNotFound)
export const contractNotFound = () => notFound(CHAT_MESSAGES.contractNotFound)
export const messageNotFound = () => notFound(CHAT_MESSAGES.messageNotFound)
export const contractNotShared = () => badRequest(CHAT_MESSAGES.contractNotShared, CHAT_ERROR_CODES.contractNotShared)
export const invalidCursor = () => badRequest(CHAT_MESSAGES.invalidCursor, CHAT_ERROR_CODES.invalidCursor)
export const rateLimited = () => tooManyRequests(CHAT_MESSAGES.rateLimited)
export const invalidMessage = (message: string) =>
  badRequest(message, message === CHAT_MESSAGES.blank ? CHAT_ERROR_CODES.messageBlank : CHAT_ERROR_CODES.messageTooLong)
/** Refuses a blank or too long message (400 with the catalogue's text), the same for chat and support. */
export function assertChatMessage(text: string): void {
  const invalid = chatMessageError(text)
  if (invalid) throw invalidMessage(invalid)
}
/** A client-chosen message id that another message (another sender or conversation) already has. */
export const messageIdTaken = () => new AppError(409, CHAT_ERROR_CODES.messageIdTaken, CHAT_MESSAGES.invalidMessageId)

// A write refused by a unique index, however Prisma or the pg adapter report it (one check for every service).
export { isUniqueViolation } from '@cosign/service-kit'
