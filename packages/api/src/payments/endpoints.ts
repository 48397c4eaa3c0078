// The payments service's endpoints (browser: /api/payments/...): checkout and its return pages, the buyer's
// payments and replacement credits, live prices, PayPal's webhook, the back office under /admin, and receipts.
import { created, endpointsOf, fileBody, ok, typed } from '../endpoint.js'
import type {
  AdminPaymentActionResponse,
  CheckoutResponse,
  CreditListResponse,
  CreditResponse,
  GatewayConfigResponse,
  PaymentListResponse,
  PaymentResponse,
  PaymentSeriesResponse,
  PaymentStatsResponse,
  PriceListResponse,
  ServiceListResponse,
  ServiceResponse,
  TestGatewayConnectionResponse,
  TransactionListResponse,
  VerifyPaymentResponse,
} from './types.js'
import type { ReceiptListResponse } from './receipt-types.js'
import type { ClientPaymentFiguresResponse } from '../shared/admin-client-figures.js'
import {
  CancelBody,
  CheckoutBody,
  ClientParams,
  CreateServiceBody,
  CreditsQuery,
  MyPaymentsQuery,
  NotesBody,
  ReceiptListQuery,
  TestGatewayConnectionBody,
  TransactionExportQuery,
  TransactionListQuery,
  UpdateGatewayConfigBody,
  UpdateServiceBody,
  VerifyBody,
} from './schemas.js'
import { UuidIdParams } from '../shared/schemas.js'

const { get, post, put, patch } = endpointsOf('payments')
// Back office: 401 without a token, 403 for any role but ADMIN, checked before the input is read.
const admins = { access: ['ADMIN'] } as const

export const paymentEndpoints = {
  // ---- The buyer's side.
  /** Prices the purpose on the server and opens the PayPal order (or pays step 1 with a replacement credit). */
  startCheckout: post('/checkout', { access: 'signed-in', body: CheckoutBody, response: created<CheckoutResponse>() }),
  /** /success: 200 when the payment is settled, 202 while PayPal's capture is not final yet. */
  verifyPayment: post('/verify', {
    access: 'signed-in', body: VerifyBody,
    response: { 200: typed<VerifyPaymentResponse>(), 202: typed<VerifyPaymentResponse>() },
  }),
  /** /cancel: the buyer cancelled on PayPal's page. */
  cancelPayment: post('/cancel', { access: 'signed-in', body: CancelBody, response: ok<PaymentResponse>() }),
  listMyPayments: get('/payments/mine', {
    access: 'signed-in', query: MyPaymentsQuery, response: ok<PaymentListResponse>(),
  }),
  getPayment: get('/payments/:id', { access: 'signed-in', params: UuidIdParams, response: ok<PaymentResponse>() }),
  /** Cosigner Replacement Guarantee credits: the renter's own (admins: every renter's, or `?renterId=`). */
  listCredits: get('/credits', { access: 'signed-in', query: CreditsQuery, response: ok<CreditListResponse>() }),
  refundCredit: post('/credits/:id/refund', {
    access: 'signed-in', params: UuidIdParams, response: ok<CreditResponse>(),
  }),
  /** Every screen shows the live price. */
  listPrices: get('/prices', { access: 'public', response: ok<PriceListResponse>() }),

  // ---- PayPal: the signature covers the raw body, checked by the service (no access token).
  paypalWebhook: post('/webhooks/paypal', { access: 'public', response: ok<{ received: true }>() }),

  // ---- Back office (role ADMIN).
  /** 200 when the refund is recorded, 202 when PayPal refunded and the record follows. */
  refundPayment: post('/admin/payments/:id/refund', {
    ...admins, params: UuidIdParams, body: NotesBody,
    response: { 200: typed<AdminPaymentActionResponse>(), 202: typed<AdminPaymentActionResponse>() },
  }),
  adjustPayment: post('/admin/payments/:id/adjust', {
    ...admins, params: UuidIdParams, body: NotesBody, response: ok<AdminPaymentActionResponse>(),
  }),
  getPaymentStats: get('/admin/payments/stats', { ...admins, response: ok<PaymentStatsResponse>() }),
  /** Completed payments per week and per month (the Payments tab's charts). */
  getPaymentSeries: get('/admin/payments/series', { ...admins, response: ok<PaymentSeriesResponse>() }),
  listTransactions: get('/admin/transactions', {
    ...admins, query: TransactionListQuery, response: ok<TransactionListResponse>(),
  }),
  /** The list's filters, every matching transaction, as CSV. */
  exportTransactions: get('/admin/transactions.csv', {
    ...admins, query: TransactionExportQuery, response: { 200: fileBody() },
  }),
  getClientPaymentFigures: get('/admin/clients/:userId/figures', {
    ...admins, params: ClientParams, response: ok<ClientPaymentFiguresResponse>(),
  }),
  listServices: get('/admin/services', { ...admins, response: ok<ServiceListResponse>() }),
  createService: post('/admin/services', { ...admins, body: CreateServiceBody, response: created<ServiceResponse>() }),
  updateService: patch('/admin/services/:id', {
    ...admins, params: UuidIdParams, body: UpdateServiceBody, response: ok<ServiceResponse>(),
  }),
  /** The secret is never returned, only masked. */
  getGatewayConfig: get('/admin/gateway-config', { ...admins, response: ok<Pick<GatewayConfigResponse, 'config'>>() }),
  updateGatewayConfig: put('/admin/gateway-config', {
    ...admins, body: UpdateGatewayConfigBody, response: ok<GatewayConfigResponse>(),
  }),
  testGatewayConnection: post('/admin/gateway-config/test', {
    ...admins, body: TestGatewayConnectionBody, response: ok<TestGatewayConnectionResponse>(),
  }),

  // ---- Receipts: listed for the screens that offer them (payment history, the contract page), downloaded as PDF.
  /** The viewer's receipts (as payer, or as the cosigner paid), newest first; `contractId`: that contract's. */
  listReceipts: get('/receipts', { access: 'signed-in', query: ReceiptListQuery, response: ok<ReceiptListResponse>() }),
  /** The receipt as PDF (attachment): its payer, the cosigner it paid, admins; anyone else 404. */
  downloadReceipt: get('/receipts/:id/file', {
    access: 'signed-in', params: UuidIdParams, response: { 200: fileBody() },
  }),
} as const
