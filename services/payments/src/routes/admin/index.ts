import type { FastifyInstance } from 'fastify'
import {
  PAYMENT_MESSAGES,
  TRANSACTIONS_CSV_NAME,
  csvExportFileName,
  type AdjustRequest,
  type CreateServiceRequest,
  type PaymentStatus,
  type RefundRequest,
  type TestGatewayConnectionRequest,
  type UpdateGatewayConfigRequest,
  type UpdateServiceRequest,
} from '@cosign/api'
import { csvDownloadHeaders } from '@cosign/service-kit'
import type { PaymentsConfig } from '../../config.js'
import { depsOf } from '../../deps-of.js'
import { adjustPayment } from '../../domain/adjust-payment.js'
import { createService } from '../../domain/create-service.js'
import { getGatewayConfig } from '../../domain/get-gateway-config.js'
import { getClientPaymentFigures } from '../../domain/get-client-payment-figures.js'
import { exportTransactions } from '../../domain/export-transactions.js'
import { listTransactions } from '../../domain/list-transactions.js'
import { paymentStats } from '../../domain/payment-stats.js'
import { refundPayment, REFUND_PENDING_MESSAGE } from '../../domain/refund-payment.js'
import { listServices } from '../../domain/list-services.js'
import { testGatewayConnection } from '../../domain/test-gateway-connection.js'
import { toServiceDto, toTransactionDto } from '../../domain/to-dto.js'
import { updateGatewayConfig } from '../../domain/update-gateway-config.js'
import { updateService } from '../../domain/update-service.js'
import {
  adjustSchema,
  clientFiguresSchema,
  createServiceSchema,
  refundSchema,
  testGatewaySchema,
  transactionsCsvSchema,
  transactionsSchema,
  updateGatewaySchema,
  updateServiceSchema,
} from './schemas.js'

type Id = { Params: { id: string } }

/** Back office. Every route: 401 without a token, 403 for any role but ADMIN. */
export default async function adminRoutes(app: FastifyInstance, opts: { config: PaymentsConfig }) {
  const deps = depsOf(app, opts.config)
  // onRequest: refused before any parsing or validation, so a visitor learns nothing about the inputs.
  app.addHook('onRequest', app.requireRole('ADMIN'))

  app.post<Id & { Body: RefundRequest }>(
    '/payments/:id/refund',
    { schema: refundSchema },
    async (request, reply) => {
      const { payment, recorded } = await refundPayment(
        deps,
        request.user.sub,
        request.params.id,
        request.body?.notes,
      )
      // 202: PayPal refunded, the record follows (see refundPayment); the transaction is as it was before.
      return reply.code(recorded ? 200 : 202).send({
        transaction: toTransactionDto(payment),
        message: recorded ? PAYMENT_MESSAGES.refundSucceeded : REFUND_PENDING_MESSAGE,
      })
    },
  )

  app.post<Id & { Body: AdjustRequest }>(
    '/payments/:id/adjust',
    { schema: adjustSchema },
    async (request) => {
      const payment = await adjustPayment(deps, request.user.sub, request.params.id, request.body?.notes)
      return { transaction: toTransactionDto(payment), message: PAYMENT_MESSAGES.adjustmentSucceeded }
    },
  )

  app.get('/payments/stats', async () => paymentStats(deps.prisma, deps.now()))

  app.get<{
    Querystring: { search?: string; status?: PaymentStatus; userId?: string; page: number; pageSize: number }
  }>('/transactions', { schema: transactionsSchema }, async (request) => {
    const { search, status, userId, page, pageSize } = request.query
    return listTransactions(deps.prisma, { search, status, userId: userId?.toLowerCase() }, page, pageSize)
  })

  app.get<{ Querystring: { search?: string; status?: PaymentStatus; userId?: string } }>(
    '/transactions.csv',
    { schema: transactionsCsvSchema },
    async (request, reply) => {
      // Reads the first batch before any header is set: a failure here is an ordinary JSON error answer.
      const csv = await exportTransactions(deps.prisma, {
        search: request.query.search,
        status: request.query.status,
        userId: request.query.userId?.toLowerCase(),
      })
      return reply.headers(csvDownloadHeaders(csvExportFileName(TRANSACTIONS_CSV_NAME))).send(csv)
    },
  )

  app.get<{ Params: { userId: string } }>(
    '/clients/:userId/figures',
    { schema: clientFiguresSchema },
    async (request) => ({
      figures: await getClientPaymentFigures(deps.prisma, request.params.userId.toLowerCase()),
    }),
  )

  app.get('/services', async () => ({
    items: (await listServices(deps.prisma)).map(toServiceDto),
  }))

  app.post<{ Body: CreateServiceRequest }>(
    '/services',
    { schema: createServiceSchema },
    async (request, reply) => {
      const service = await createService(deps.prisma, request.body)
      return reply
        .code(201)
        .send({ service: toServiceDto(service), message: PAYMENT_MESSAGES.serviceCreated })
    },
  )

  app.patch<Id & { Body: UpdateServiceRequest }>(
    '/services/:id',
    { schema: updateServiceSchema },
    async (request) => {
      const service = await updateService(deps.prisma, request.params.id, request.body)
      return { service: toServiceDto(service), message: PAYMENT_MESSAGES.serviceUpdated }
    },
  )

  app.get('/gateway-config', async () => ({ config: await getGatewayConfig(deps) }))

  app.put<{ Body: UpdateGatewayConfigRequest }>(
    '/gateway-config',
    { schema: updateGatewaySchema },
    async (request) => {
      const config = await updateGatewayConfig(deps, request.user.sub, request.body)
      return { config, message: PAYMENT_MESSAGES.configSaved }
    },
  )

  app.post<{ Body: TestGatewayConnectionRequest }>(
    '/gateway-config/test',
    { schema: testGatewaySchema },
    async (request) => testGatewayConnection(deps, request.body ?? {}),
  )
}
