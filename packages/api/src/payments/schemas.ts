// The payments service's request schemas (its endpoints are in endpoints.ts; its answers are typed, types.ts).
import { Type } from '@sinclair/typebox'
import { PAYMENT_STATUSES } from '../constants.js'
import {
  CHECKOUT_METADATA_VALUE_MESSAGE,
  GATEWAY_MODES,
  MY_PAYMENTS_DEFAULT_LIMIT,
  MY_PAYMENTS_MAX_LIMIT,
  PAYMENT_PURPOSES,
  type CheckoutMetadata,
} from './types.js'
import { oneOf, closedObject } from '../shared/schemas.js'

const Uuid = Type.String({ format: 'uuid' })

// ---- Checkout and its return pages. Bodies reject unknown properties (an `amount` among them).

/** A flat object of short scalar values; the route also caps its JSON at 8 KB. */
const CheckoutMetadataSchema = Type.Unsafe<CheckoutMetadata>({
  type: 'object',
  maxProperties: 50,
  propertyNames: { type: 'string', minLength: 1, maxLength: 64 },
  additionalProperties: {
    anyOf: [
      { type: 'string', maxLength: 1000, userMessage: CHECKOUT_METADATA_VALUE_MESSAGE },
      { type: 'number', userMessage: CHECKOUT_METADATA_VALUE_MESSAGE },
      { type: 'boolean', userMessage: CHECKOUT_METADATA_VALUE_MESSAGE },
      { type: 'null', userMessage: CHECKOUT_METADATA_VALUE_MESSAGE },
    ],
  },
})

/**
 * `subjectId` is optional here (match_request has none); the pricing refuses any other purpose without it
 * ('Missing payment information').
 */
export const CheckoutBody = closedObject({
  purpose: oneOf(PAYMENT_PURPOSES),
  subjectId: Type.Optional(Uuid),
  metadata: Type.Optional(CheckoutMetadataSchema),
  payerName: Type.Optional(Type.String({ maxLength: 100 })),
})

// token is optional here so that its absence gets the spec's 'Missing payment information'.
export const VerifyBody = closedObject({
  token: Type.Optional(Type.String({ maxLength: 64 })),
  payerId: Type.Optional(Type.String({ maxLength: 64 })),
  contractId: Type.Optional(Type.String({ maxLength: 64 })),
  paymentType: Type.Optional(Type.String({ maxLength: 64 })),
})
export const CancelBody = closedObject({ token: Type.Optional(Type.String({ maxLength: 64 })) })

export const MyPaymentsQuery = closedObject({
  limit: Type.Optional(
    Type.Integer({ minimum: 1, maximum: MY_PAYMENTS_MAX_LIMIT, default: MY_PAYMENTS_DEFAULT_LIMIT }),
  ),
})
export const CreditsQuery = closedObject({ renterId: Type.Optional(Uuid) })

// ---- Back office.

/** notes may be missing or blank: the handler answers with the spec's message. */
export const NotesBody = closedObject({ notes: Type.Optional(Type.String({ maxLength: 2000 })) })

const transactionFilters = {
  search: Type.Optional(Type.String({ maxLength: 100 })),
  status: Type.Optional(oneOf(PAYMENT_STATUSES)),
  userId: Type.Optional(Uuid),
}
export const TransactionListQuery = closedObject({
  ...transactionFilters,
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000, default: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
})
/** The list's filters (the screen's, client included) without its paging. */
export const TransactionExportQuery = closedObject(transactionFilters)

export const ClientParams = closedObject({ userId: Uuid })

/**
 * Prices are integer cents; name and price may be missing so that the handler answers 'Please fill in all required
 * fields'.
 */
const serviceProperties = {
  name: Type.Optional(Type.String({ maxLength: 100 })),
  priceCents: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000_000 })),
  description: Type.Optional(Type.String({ maxLength: 500 })),
  isActive: Type.Optional(Type.Boolean()),
}
export const CreateServiceBody = closedObject(serviceProperties)
export const UpdateServiceBody = closedObject(serviceProperties, { minProperties: 1 })

export const UpdateGatewayConfigBody = closedObject({
  clientId: Type.String({ minLength: 1, maxLength: 200 }),
  clientSecret: Type.Optional(Type.String({ maxLength: 500 })),
  mode: oneOf(GATEWAY_MODES),
})
export const TestGatewayConnectionBody = closedObject({
  clientId: Type.Optional(Type.String({ maxLength: 200 })),
  clientSecret: Type.Optional(Type.String({ maxLength: 500 })),
  mode: Type.Optional(oneOf(GATEWAY_MODES)),
})

export const ReceiptListQuery = closedObject({ contractId: Type.Optional(Type.String({ format: 'uuid' })) })
