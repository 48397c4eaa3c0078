import { SUPPORT_MESSAGES } from '@cosign/api'
import { conflict, notFound, tooManyRequests } from '@cosign/service-kit'

export const SUPPORT_ERROR_CODES = {
  closed: 'SUPPORT_CONVERSATION_CLOSED',
  answerByEmail: 'SUPPORT_ANSWER_BY_EMAIL',
} as const

export const supportConversationNotFound = () => notFound(SUPPORT_MESSAGES.notFound)
export const supportConversationClosed = () => conflict(SUPPORT_MESSAGES.closed, SUPPORT_ERROR_CODES.closed)
export const supportAnswerByEmail = () => conflict(SUPPORT_MESSAGES.answerByEmail, SUPPORT_ERROR_CODES.answerByEmail)
export const visitorThrottled = () => tooManyRequests(SUPPORT_MESSAGES.visitorThrottled)
