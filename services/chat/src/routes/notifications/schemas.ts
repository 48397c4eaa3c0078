// JSON schemas of the notification routes. The POSTs carry no body; ids must be UUIDs.
import { ADMIN_MESSAGE_BODY_MAX_LENGTH, ADMIN_MESSAGE_TITLE_MAX_LENGTH, ListNotificationsQuery } from '@cosign/api'
import { uuidIdParams } from '@cosign/service-kit'
const notification = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    title: { type: 'string' },
    message: { type: 'string' },
    read: { type: 'boolean' },
    createdAt: { type: 'string' },
  },
} as const

export const listSchema = {
  querystring: ListNotificationsQuery,
  response: {
    200: {
      type: 'object',
      properties: { items: { type: 'array', items: notification }, unreadCount: { type: 'integer' } },
    },
  },
} as const

export const markReadSchema = {
  params: uuidIdParams,
  response: { 200: { type: 'object', properties: { notification, unreadCount: { type: 'integer' } } } },
} as const

export const markAllReadSchema = {
  response: {
    200: { type: 'object', properties: { updated: { type: 'integer' }, unreadCount: { type: 'integer' } } },
  },
} as const

// \S: a title or message of spaces only is refused like an empty one.
export const adminSendSchema = {
  body: {
    type: 'object',
    additionalProperties: false,
    required: ['userId', 'title', 'message'],
    properties: {
      userId: { type: 'string', format: 'uuid', userMessage: 'Invalid user ID format' },
      title: {
        type: 'string',
        minLength: 1,
        maxLength: ADMIN_MESSAGE_TITLE_MAX_LENGTH,
        pattern: '\\S',
        userMessage: `The title must be 1 to ${ADMIN_MESSAGE_TITLE_MAX_LENGTH} characters.`,
      },
      message: {
        type: 'string',
        minLength: 1,
        maxLength: ADMIN_MESSAGE_BODY_MAX_LENGTH,
        pattern: '\\S',
        userMessage: `The message must be 1 to ${ADMIN_MESSAGE_BODY_MAX_LENGTH} characters.`,
      },
    },
  },
  response: { 201: { type: 'object', properties: { notification, message: { type: 'string' } } } },
} as const
