// The payments service's endpoints (browser: /api/payments/...): checkout and its return pages, the buyer's
// payments and replacement credits, live prices, PayPal's webhook, and the back office under /admin.
import { Type } from '@sinclair/typebox'
import { endpoint, fileBody, typed } from '../endpoint.js'
import { PAYMENT_STATUSES } from '../constants.js'
import {
  CHECKOUT_METADATA_VALUE_MESSAGE,
  GATEWAY_MODES,
  MY_PAYMENTS_DEFAULT_LIMIT,
  MY_PAYMENTS_MAX_LIMIT,
  PAYMENT_PURPOSES,
  type AdminPaymentActionResponse,
  type CheckoutMetadata,
  type CheckoutResponse,
  type CreditListResponse,
  type CreditResponse,
  type GatewayConfigResponse,
  type PaymentListResponse,
  type PaymentResponse,
  type PaymentStatsResponse,
  type PriceListResponse,
  type ServiceListResponse,
  type ServiceResponse,
  type TestGatewayConnectionResponse,
  type TransactionListResponse,
  type VerifyPaymentResponse,
} from './types.js'
import type { ClientPaymentFiguresResponse } from '../shared/admin-client-figures.js'
import { receiptEndpoints } from './receipt-endpoints.js'
import { UuidIdParams } from '../shared/schemas.js'

const service = 'payments'
// Back office: 401 without a token, 403 for any role but ADMIN, checked before the input is read.
const admins = { access: ['ADMIN'] } as const

/** A string that must be one of `values` (`enum`, as the JSON schemas have always said it). */
const oneOf = <T extends string>(values: readonly T[]) => Type.Unsafe<T>({ type: 'string', enum: [...values] })
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
const CheckoutBody = Type.Object(
  {
    purpose: oneOf(PAYMENT_PURPOSES),
    subjectId: Type.Optional(Uuid),
    metadata: Type.Optional(CheckoutMetadataSchema),
    payerName: Type.Optional(Type.String({ maxLength: 100 })),
  },
  { additionalProperties: false },
)

// token is optional here so that its absence gets the spec's 'Missing payment information'.
const VerifyBody = Type.Object(
  {
    token: Type.Optional(Type.String({ maxLength: 64 })),
    payerId: Type.Optional(Type.String({ maxLength: 64 })),
    contractId: Type.Optional(Type.String({ maxLength: 64 })),
    paymentType: Type.Optional(Type.String({ maxLength: 64 })),
  },
  { additionalProperties: false },
)
const CancelBody = Type.Object(
  { token: Type.Optional(Type.String({ maxLength: 64 })) },
  { additionalProperties: false },
)

const MyPaymentsQuery = Type.Object(
  {
    limit: Type.Optional(
      Type.Integer({ minimum: 1, maximum: MY_PAYMENTS_MAX_LIMIT, default: MY_PAYMENTS_DEFAULT_LIMIT }),
    ),
  },
  { additionalProperties: false },
)
const CreditsQuery = Type.Object({ renterId: Type.Optional(Uuid) }, { additionalProperties: false })

// ---- Back office.

/** notes may be missing or blank: the handler answers with the spec's message. */
const NotesBody = Type.Object(
  { notes: Type.Optional(Type.String({ maxLength: 2000 })) },
  { additionalProperties: false },
)

const transactionFilters = {
  search: Type.Optional(Type.String({ maxLength: 100 })),
  status: Type.Optional(oneOf(PAYMENT_STATUSES)),
  userId: Type.Optional(Uuid),
}
const TransactionListQuery = Type.Object(
  {
    ...transactionFilters,
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000, default: 1 })),
    pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
  },
  { additionalProperties: false },
)
/** The list's filters (the screen's, client included) without its paging. */
const TransactionExportQuery = Type.Object(transactionFilters, { additionalProperties: false })

const ClientParams = Type.Object({ userId: Uuid }, { additionalProperties: false })

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
const CreateServiceBody = Type.Object(serviceProperties, { additionalProperties: false })
const UpdateServiceBody = Type.Object(serviceProperties, { additionalProperties: false, minProperties: 1 })

const UpdateGatewayConfigBody = Type.Object(
  {
    clientId: Type.String({ minLength: 1, maxLength: 200 }),
    clientSecret: Type.Optional(Type.String({ maxLength: 500 })),
    mode: oneOf(GATEWAY_MODES),
  },
  { additionalProperties: false },
)
const TestGatewayConnectionBody = Type.Object(
  {
    clientId: Type.Optional(Type.String({ maxLength: 200 })),
    clientSecret: Type.Optional(Type.String({ maxLength: 500 })),
    mode: Type.Optional(oneOf(GATEWAY_MODES)),
  },
  { additionalProperties: false },
)

export const paymentEndpoints = {
  // ---- The buyer's side.
  /** Prices the purpose on the server and opens the PayPal order (or pays step 1 with a replacement credit). */
  startCheckout: endpoint({
    service, method: 'POST', path: '/checkout', access: 'signed-in', body: CheckoutBody,
    response: { 201: typed<CheckoutResponse>() },
  }),
  /** /success: 200 when the payment is settled, 202 while PayPal's capture is not final yet. */
  verifyPayment: endpoint({
    service, method: 'POST', path: '/verify', access: 'signed-in', body: VerifyBody,
    response: { 200: typed<VerifyPaymentResponse>(), 202: typed<VerifyPaymentResponse>() },
  }),
  /** /cancel: the buyer cancelled on PayPal's page. */
  cancelPayment: endpoint({
    service, method: 'POST', path: '/cancel', access: 'signed-in', body: CancelBody,
    response: { 200: typed<PaymentResponse>() },
  }),
  listMyPayments: endpoint({
    service, method: 'GET', path: '/payments/mine', access: 'signed-in', query: MyPaymentsQuery,
    response: { 200: typed<PaymentListResponse>() },
  }),
  getPayment: endpoint({
    service, method: 'GET', path: '/payments/:id', access: 'signed-in', params: UuidIdParams,
    response: { 200: typed<PaymentResponse>() },
  }),
  /** Cosigner Replacement Guarantee credits: the renter's own (admins: every renter's, or `?renterId=`). */
  listCredits: endpoint({
    service, method: 'GET', path: '/credits', access: 'signed-in', query: CreditsQuery,
    response: { 200: typed<CreditListResponse>() },
  }),
  refundCredit: endpoint({
    service, method: 'POST', path: '/credits/:id/refund', access: 'signed-in', params: UuidIdParams,
    response: { 200: typed<CreditResponse>() },
  }),
  /** Every screen shows the live price. */
  listPrices: endpoint({
    service, method: 'GET', path: '/prices', access: 'public', response: { 200: typed<PriceListResponse>() },
  }),

  // ---- PayPal: the signature covers the raw body, checked by the service (no access token).
  paypalWebhook: endpoint({
    service, method: 'POST', path: '/webhooks/paypal', access: 'public',
    response: { 200: typed<{ received: true }>() },
  }),

  // ---- Back office (role ADMIN).
  /** 200 when the refund is recorded, 202 when PayPal refunded and the record follows. */
  refundPayment: endpoint({
    service, method: 'POST', path: '/admin/payments/:id/refund', ...admins, params: UuidIdParams, body: NotesBody,
    response: { 200: typed<AdminPaymentActionResponse>(), 202: typed<AdminPaymentActionResponse>() },
  }),
  adjustPayment: endpoint({
    service, method: 'POST', path: '/admin/payments/:id/adjust', ...admins, params: UuidIdParams, body: NotesBody,
    response: { 200: typed<AdminPaymentActionResponse>() },
  }),
  getPaymentStats: endpoint({
    service, method: 'GET', path: '/admin/payments/stats', ...admins,
    response: { 200: typed<PaymentStatsResponse>() },
  }),
  listTransactions: endpoint({
    service, method: 'GET', path: '/admin/transactions', ...admins, query: TransactionListQuery,
    response: { 200: typed<TransactionListResponse>() },
  }),
  /** The list's filters, every matching transaction, as CSV. */
  exportTransactions: endpoint({
    service, method: 'GET', path: '/admin/transactions.csv', ...admins, query: TransactionExportQuery,
    response: { 200: fileBody() },
  }),
  getClientPaymentFigures: endpoint({
    service, method: 'GET', path: '/admin/clients/:userId/figures', ...admins, params: ClientParams,
    response: { 200: typed<ClientPaymentFiguresResponse>() },
  }),
  listServices: endpoint({
    service, method: 'GET', path: '/admin/services', ...admins, response: { 200: typed<ServiceListResponse>() },
  }),
  createService: endpoint({
    service, method: 'POST', path: '/admin/services', ...admins, body: CreateServiceBody,
    response: { 201: typed<ServiceResponse>() },
  }),
  updateService: endpoint({
    service, method: 'PATCH', path: '/admin/services/:id', ...admins, params: UuidIdParams, body: UpdateServiceBody,
    response: { 200: typed<ServiceResponse>() },
  }),
  /** The secret is never returned, only masked. */
  getGatewayConfig: endpoint({
    service, method: 'GET', path: '/admin/gateway-config', ...admins,
    response: { 200: typed<Pick<GatewayConfigResponse, 'config'>>() },
  }),
  updateGatewayConfig: endpoint({
    service, method: 'PUT', path: '/admin/gateway-config', ...admins, body: UpdateGatewayConfigBody,
    response: { 200: typed<GatewayConfigResponse>() },
  }),
  testGatewayConnection: endpoint({
    service, method: 'POST', path: '/admin/gateway-config/test', ...admins, body: TestGatewayConnectionBody,
    response: { 200: typed<TestGatewayConnectionResponse>() },
  }),

  // ---- Receipts (endpoints/receipts.ts).
  ...receiptEndpoints,
} as const
