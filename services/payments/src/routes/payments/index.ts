import type { FastifyInstance } from 'fastify'
import {
  MESSAGES,
  PAYMENT_MESSAGES,
  type CancelPaymentRequest,
  type CheckoutRequest,
  type CreditListResponse,
  type CreditResponse,
  type VerifyPaymentRequest,
} from '@cosign/api'
import { badRequest, forbidden, notFound } from '@cosign/service-kit'
import type { PaymentsConfig } from '../../config.js'
import { cancelPayment } from '../../domain/cancel-payment.js'
import { toCreditDto } from '../../domain/credit-events.js'
import { listCredits, refundCredit } from '../../domain/replacement-credits.js'
import { startCheckout } from '../../domain/start-checkout.js'
import { toPaymentDto, toServiceDto } from '../../domain/to-dto.js'
import { verifyPayment } from '../../domain/verify-payment.js'
import { paymentRepository } from '../../repositories/payment-repository.js'
import { serviceRepository } from '../../repositories/service-repository.js'
import {
  cancelSchema,
  checkoutSchema,
  creditRefundSchema,
  creditsSchema,
  myPaymentsSchema,
  paymentByIdSchema,
  verifySchema,
} from './schemas.js'

const MAX_METADATA_BYTES = 8 * 1024

export default async function paymentRoutes(app: FastifyInstance, opts: { config: PaymentsConfig }) {
  app.post<{ Body: CheckoutRequest }>(
    '/checkout',
    { schema: checkoutSchema, onRequest: app.authenticate },
    async (request, reply) => {
      if (
        request.body.metadata &&
        Buffer.byteLength(JSON.stringify(request.body.metadata)) > MAX_METADATA_BYTES
      )
        throw badRequest('body/metadata is too large')
      return reply.code(201).send(await startCheckout(app, opts.config, request.user, request.body))
    },
  )

  app.post<{ Body: VerifyPaymentRequest }>(
    '/verify',
    { schema: verifySchema, onRequest: app.authenticate },
    async (request, reply) => {
      const { payment, settled } = await verifyPayment(app, request.user, request.body ?? {})
      return reply.code(settled ? 200 : 202).send({ payment: toPaymentDto(payment) })
    },
  )

  // /cancel page: the buyer cancelled on PayPal's page (domain/cancel-payment.ts).
  app.post<{ Body: CancelPaymentRequest }>(
    '/cancel',
    { schema: cancelSchema, onRequest: app.authenticate },
    async (request) => ({
      payment: toPaymentDto(await cancelPayment(app, request.user, request.body?.token)),
    }),
  )

  app.get<{ Querystring: { limit: number } }>(
    '/payments/mine',
    { schema: myPaymentsSchema, onRequest: app.authenticate },
    async (request) => {
      const payments = await paymentRepository.listByUser(app.prisma, request.user.sub, request.query.limit)
      return { items: payments.map(toPaymentDto) }
    },
  )

  app.get<{ Params: { id: string } }>(
    '/payments/:id',
    { schema: paymentByIdSchema, onRequest: app.authenticate },
    async (request) => {
      const payment = await paymentRepository.findById(app.prisma, request.params.id)
      if (!payment) throw notFound('Payment not found')
      if (payment.userId !== request.user.sub && request.user.role !== 'ADMIN')
        throw forbidden(MESSAGES.forbidden)
      return { payment: toPaymentDto(payment) }
    },
  )

  // Cosigner Replacement Guarantee credits (domain/replacement-credits.ts).
  app.get<{ Querystring: { renterId?: string } }>(
    '/credits',
    { schema: creditsSchema, onRequest: app.authenticate },
    async (request): Promise<CreditListResponse> => ({
      items: (await listCredits(app, request.user, request.query.renterId)).map(toCreditDto),
    }),
  )

  app.post<{ Params: { id: string } }>(
    '/credits/:id/refund',
    { schema: creditRefundSchema, onRequest: app.authenticate },
    async (request): Promise<CreditResponse> => ({
      credit: toCreditDto(await refundCredit(app, request.user, request.params.id)),
      message: PAYMENT_MESSAGES.creditRefunded,
    }),
  )

  // Public: every screen shows the live price.
  app.get('/prices', async () => ({
    items: (await serviceRepository.listActive(app.prisma)).map(toServiceDto),
  }))
}
