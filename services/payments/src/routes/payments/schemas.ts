// JSON schemas of the buyer-facing routes. Bodies reject unknown properties (an `amount` among them).
import { uuid, uuidIdParams } from '@cosign/service-kit'
import { PAYMENT_PURPOSES } from '@cosign/api'

/**
 * Checkout metadata is echoed to consumers in the payment events (e.g. a form's fields): a flat object of
 * short scalar values, so its shape (no nesting), size and key lengths are bounded before anything is stored.
 * The route also caps its JSON at 8 KB.
 */
export const METADATA_VALUE_MESSAGE =
  'body/metadata values must be text of up to 1000 characters, numbers, booleans or null'
export const metadataSchema = {
  type: 'object',
  maxProperties: 50,
  propertyNames: { type: 'string', minLength: 1, maxLength: 64 },
  additionalProperties: {
    anyOf: [
      { type: 'string', maxLength: 1000, userMessage: METADATA_VALUE_MESSAGE },
      { type: 'number', userMessage: METADATA_VALUE_MESSAGE },
      { type: 'boolean', userMessage: METADATA_VALUE_MESSAGE },
      { type: 'null', userMessage: METADATA_VALUE_MESSAGE },
    ],
  },
} as const

export const checkoutSchema = {
  body: {
    type: 'object',
    additionalProperties: false,
    required: ['purpose'],
    properties: {
      purpose: { type: 'string', enum: [...PAYMENT_PURPOSES] },
      subjectId: uuid,
      metadata: metadataSchema,
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

// token is optional here so that its absence gets the spec's 'Missing payment information'.
export const cancelSchema = {
  body: {
    type: 'object',
    additionalProperties: false,
    properties: { token: { type: 'string', maxLength: 64 } },
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

export const creditsSchema = {
  querystring: {
    type: 'object',
    additionalProperties: false,
    properties: { renterId: uuid },
  },
} as const

export const creditRefundSchema = { params: uuidIdParams } as const
