// JSON schemas of the notification routes. The POSTs carry no body; ids must be UUIDs.
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

const idParams = {
  type: 'object',
  additionalProperties: false,
  required: ['id'],
  properties: { id: { type: 'string', format: 'uuid' } },
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
  params: idParams,
  response: { 200: { type: 'object', properties: { notification, unreadCount: { type: 'integer' } } } },
} as const

export const markAllReadSchema = {
  response: {
    200: { type: 'object', properties: { updated: { type: 'integer' }, unreadCount: { type: 'integer' } } },
  },
} as const
