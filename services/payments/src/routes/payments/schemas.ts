// JSON schemas of the buyer-facing routes. Bodies reject unknown properties (an `amount` among them).
import { uuid, uuidIdParams } from '@cosign/service-kit'
import { PAYMENT_PURPOSES } from '@cosign/contracts'

export const checkoutSchema = {
  body: {
    type: 'object',
    additionalProperties: false,
    required: ['purpose'],
    properties: {
      purpose: { type: 'string', enum: [...PAYMENT_PURPOSES] },
      subjectId: uuid,
      metadata: { type: 'object', maxProperties: 50 },
      payerName: { type: 'string', maxLength: 100 },
    },
  },
} as const

// token is optional here so that its absence gets the spec's 'Missing payment information'.
export const verifySchema = {
  body: {
    type: 'object',
    additionalProperties: false,
    properties: {
      token: { type: 'string', maxLength: 64 },
      payerId: { type: 'string', maxLength: 64 },
      contractId: { type: 'string', maxLength: 64 },
      paymentType: { type: 'string', maxLength: 64 },
    },
  },
} as const

export const myPaymentsSchema = {
  querystring: {
    type: 'object',
    additionalProperties: false,
    properties: { limit: { type: 'integer', minimum: 1, maximum: 100, default: 50 } },
  },
} as const

export const paymentByIdSchema = { params: uuidIdParams } as const
