// JSON schemas of the admin routes (role ADMIN).
import { GATEWAY_MODES, PAYMENT_STATUSES } from '@cosign/api'
import { uuidIdParams } from '@cosign/service-kit'

const notesBody = {
  type: 'object',
  additionalProperties: false,
  // notes may be missing or blank: the handler answers with the spec's message.
  properties: { notes: { type: 'string', maxLength: 2000 } },
} as const

export const refundSchema = { params: uuidIdParams, body: notesBody } as const
export const adjustSchema = { params: uuidIdParams, body: notesBody } as const

const filterProperties = {
  search: { type: 'string', maxLength: 100 },
  status: { type: 'string', enum: [...PAYMENT_STATUSES] },
  userId: { type: 'string', format: 'uuid' },
} as const

export const transactionsSchema = {
  querystring: {
    type: 'object',
    additionalProperties: false,
    properties: {
      ...filterProperties,
      page: { type: 'integer', minimum: 1, maximum: 100_000, default: 1 },
      pageSize: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
    },
  },
} as const
// The list's filters (the screen's, client included) without its paging.
export const transactionsCsvSchema = {
  querystring: { type: 'object', additionalProperties: false, properties: filterProperties },
} as const

// Prices are integer cents; name and price may be missing so that the handler answers 'Please fill in all required fields'.
const serviceProperties = {
  name: { type: 'string', maxLength: 100 },
  priceCents: { type: 'integer', minimum: 0, maximum: 100_000_000 },
  description: { type: 'string', maxLength: 500 },
  isActive: { type: 'boolean' },
} as const
export const createServiceSchema = {
  body: { type: 'object', additionalProperties: false, properties: serviceProperties },
} as const
export const updateServiceSchema = {
  params: uuidIdParams,
  body: { type: 'object', additionalProperties: false, minProperties: 1, properties: serviceProperties },
} as const

export const updateGatewaySchema = {
  body: {
    type: 'object',
    additionalProperties: false,
    required: ['clientId', 'mode'],
    properties: {
      clientId: { type: 'string', minLength: 1, maxLength: 200 },
      clientSecret: { type: 'string', maxLength: 500 },
      mode: { type: 'string', enum: [...GATEWAY_MODES] },
    },
  },
} as const
export const testGatewaySchema = {
  body: {
    type: 'object',
    additionalProperties: false,
    properties: {
      clientId: { type: 'string', maxLength: 200 },
      clientSecret: { type: 'string', maxLength: 500 },
      mode: { type: 'string', enum: [...GATEWAY_MODES] },
    },
  },
} as const

export const clientFiguresSchema = {
  params: {
    type: 'object',
    additionalProperties: false,
    required: ['userId'],
    properties: { userId: { type: 'string', format: 'uuid' } },
  },
} as const
