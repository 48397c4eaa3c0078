import type { FastifyInstance } from 'fastify'
import { ACCOUNT_MESSAGES, MY_PAYMENTS_DEFAULT_LIMIT, PAYMENT_MESSAGES, paymentEndpoints as endpoints } from '@cosign/api'
import { badRequest, requireVerifiedEmail, serveEndpoint } from '@cosign/service-kit'
import type { PaymentsConfig } from '../../config.js'
import { cancelPayment } from '../../domain/cancel-payment.js'
import { toCreditDto } from '../../model/credits.js'
import { getPayment } from '../../domain/get-payment.js'
import { listCredits } from '../../domain/list-credits.js'
import { listMyPayments } from '../../domain/list-my-payments.js'
import { listPrices } from '../../domain/list-prices.js'
import { refundCredit } from '../../domain/refund-credit.js'
import { startCheckout } from '../../domain/start-checkout.js'
import { toPaymentDto, toServiceDto } from '../../model/to-dto.js'
import { verifyPayment } from '../../domain/verify-payment.js'

const MAX_METADATA_BYTES = 8 * 1024

export default async function paymentRoutes(app: FastifyInstance, opts: { config: PaymentsConfig }) {
  const { deps } = app

  // Paying needs a confirmed email address (issue 29): starting a checkout and capturing it.
  serveEndpoint(app, endpoints.startCheckout, async (request, reply) => {
    requireVerifiedEmail(request.user, ACCOUNT_MESSAGES.verifyEmailToPay)
    if (
      request.body.metadata &&
      Buffer.byteLength(JSON.stringify(request.body.metadata)) > MAX_METADATA_BYTES
    )
      throw badRequest('body/metadata is too large')
    return reply.code(201).send(await startCheckout(deps, request.user, request.body))
  })

  serveEndpoint(app, endpoints.verifyPayment, async (request, reply) => {
    requireVerifiedEmail(request.user, ACCOUNT_MESSAGES.verifyEmailToPay)
    const { payment, settled } = await verifyPayment(deps, request.user, request.body ?? {})
    return reply.code(settled ? 200 : 202).send({ payment: toPaymentDto(payment) })
  })

  // /cancel page: the buyer cancelled on PayPal's page (domain/cancel-payment.ts).
  serveEndpoint(app, endpoints.cancelPayment, async (request) => ({
    payment: toPaymentDto(await cancelPayment(deps, request.user, request.body?.token)),
  }))

  // limit always has a value here: the query schema gives its default.
  serveEndpoint(app, endpoints.listMyPayments, async (request) => {
    const limit = request.query.limit ?? MY_PAYMENTS_DEFAULT_LIMIT
    const payments = await listMyPayments(deps.db, request.user.sub, limit)
    return { items: payments.map(toPaymentDto) }
  })

  serveEndpoint(app, endpoints.getPayment, async (request) => ({
    payment: toPaymentDto(await getPayment(deps.db, request.user, request.params.id)),
  }))

  // Cosigner Replacement Guarantee credits (domain/list-credits.ts, domain/refund-credit.ts).
  serveEndpoint(app, endpoints.listCredits, async (request) => ({
    items: (await listCredits(deps.db, request.user, request.query.renterId)).map(toCreditDto),
  }))

  serveEndpoint(app, endpoints.refundCredit, async (request) => ({
    credit: toCreditDto(await refundCredit(deps, request.user, request.params.id)),
    message: PAYMENT_MESSAGES.creditRefunded,
  }))

  // Public: every screen shows the live price.
  serveEndpoint(app, endpoints.listPrices, async () => ({
    items: (await listPrices(deps.db)).map(toServiceDto),
  }))
}
