import type { FastifyInstance } from 'fastify'
import {
  PAYMENT_MESSAGES,
  type CancelPaymentRequest,
  type CheckoutRequest,
  type CreditListResponse,
  type CreditResponse,
  type VerifyPaymentRequest,
} from '@cosign/api'
import { badRequest } from '@cosign/service-kit'
import type { PaymentsConfig } from '../../config.js'
import { depsOf } from '../../deps-of.js'
import { cancelPayment } from '../../domain/cancel-payment.js'
import { toCreditDto } from '../../domain/credit-events.js'
import { getPayment } from '../../domain/get-payment.js'
import { listCredits } from '../../domain/list-credits.js'
import { listMyPayments } from '../../domain/list-my-payments.js'
import { listPrices } from '../../domain/list-prices.js'
import { refundCredit } from '../../domain/refund-credit.js'
import { startCheckout } from '../../domain/start-checkout.js'
import { toPaymentDto, toServiceDto } from '../../domain/to-dto.js'
import { verifyPayment } from '../../domain/verify-payment.js'
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
  const deps = depsOf(app, opts.config)

  app.post<{ Body: CheckoutRequest }>(
    '/checkout',
    { schema: checkoutSchema, onRequest: app.authenticate },
    async (request, reply) => {
      if (
        request.body.metadata &&
        Buffer.byteLength(JSON.stringify(request.body.metadata)) > MAX_METADATA_BYTES
      )
        throw badRequest('body/metadata is too large')
      return reply.code(201).send(await startCheckout(deps, request.user, request.body))
    },
  )

  app.post<{ Body: VerifyPaymentRequest }>(
    '/verify',
    { schema: verifySchema, onRequest: app.authenticate },
    async (request, reply) => {
      const { payment, settled } = await verifyPayment(deps, request.user, request.body ?? {})
      return reply.code(settled ? 200 : 202).send({ payment: toPaymentDto(payment) })
    },
  )

  // /cancel page: the buyer cancelled on PayPal's page (domain/cancel-payment.ts).
  app.post<{ Body: CancelPaymentRequest }>(
    '/cancel',
    { schema: cancelSchema, onRequest: app.authenticate },
    async (request) => ({
      payment: toPaymentDto(await cancelPayment(deps, request.user, request.body?.token)),
    }),
  )

  app.get<{ Querystring: { limit: number } }>(
    '/payments/mine',
    { schema: myPaymentsSchema, onRequest: app.authenticate },
    async (request) => {
      const payments = await listMyPayments(deps.prisma, request.user.sub, request.query.limit)
      return { items: payments.map(toPaymentDto) }
    },
  )

  app.get<{ Params: { id: string } }>(
    '/payments/:id',
    { schema: paymentByIdSchema, onRequest: app.authenticate },
    async (request) => ({
      payment: toPaymentDto(await getPayment(deps.prisma, request.user, request.params.id)),
    }),
  )

  // Cosigner Replacement Guarantee credits (domain/list-credits.ts, domain/refund-credit.ts).
  app.get<{ Querystring: { renterId?: string } }>(
    '/credits',
    { schema: creditsSchema, onRequest: app.authenticate },
    async (request): Promise<CreditListResponse> => ({
      items: (await listCredits(deps.prisma, request.user, request.query.renterId)).map(toCreditDto),
    }),
  )

  app.post<{ Params: { id: string } }>(
    '/credits/:id/refund',
    { schema: creditRefundSchema, onRequest: app.authenticate },
    async (request): Promise<CreditResponse> => ({
      credit: toCreditDto(await refundCredit(deps, request.user, request.params.id)),
      message: PAYMENT_MESSAGES.creditRefunded,
    }),
  )

  // Public: every screen shows the live price.
  app.get('/prices', async () => ({
    items: (await listPrices(deps.prisma)).map(toServiceDto),
  }))
}
