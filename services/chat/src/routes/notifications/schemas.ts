// JSON schemas of the notification routes. The POSTs carry no body; ids must be UUIDs.
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
