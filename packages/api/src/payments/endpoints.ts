// The payments service's endpoints (browser: /api/payments/...): checkout and its return pages, the buyer's
// payments and replacement credits, live prices, PayPal's webhook, the back office under /admin, and receipts.
import { endpoint, fileBody, typed } from '../endpoint.js'
import type {
  AdminPaymentActionResponse,
  CheckoutResponse,
  CreditListResponse,
  CreditResponse,
  GatewayConfigResponse,
  PaymentListResponse,
  PaymentResponse,
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

const service = 'payments'
// Back office: 401 without a token, 403 for any role but ADMIN, checked before the input is read.
const admins = { access: ['ADMIN'] } as const

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

  // ---- Receipts: listed for the screens that offer them (payment history, the contract page), downloaded as PDF.
  /** The viewer's receipts (as payer, or as the cosigner paid), newest first; `contractId`: that contract's. */
  listReceipts: endpoint({
    service, method: 'GET', path: '/receipts', access: 'signed-in', query: ReceiptListQuery,
    response: { 200: typed<ReceiptListResponse>() },
  }),
  /** The receipt as PDF (attachment): its payer, the cosigner it paid, admins; anyone else 404. */
  downloadReceipt: endpoint({
    service, method: 'GET', path: '/receipts/:id/file', access: 'signed-in', params: UuidIdParams,
    response: { 200: fileBody() },
  }),
} as const
