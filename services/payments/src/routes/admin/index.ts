import type { FastifyInstance } from 'fastify'
import {
  PAYMENT_MESSAGES,
  TRANSACTIONS_CSV_NAME,
  paymentEndpoints as endpoints,
} from '@cosign/api'
import { sendCsvDownload, serveEndpoint, viewerOf } from '@cosign/service-kit'
import type { PaymentsConfig } from '../../config.js'
import { adjustPayment } from '../../domain/adjust-payment.js'
import { createService } from '../../domain/create-service.js'
import { getGatewayConfig } from '../../domain/get-gateway-config.js'
import { getClientPaymentFigures } from '../../domain/get-client-payment-figures.js'
import { exportTransactions } from '../../domain/export-transactions.js'
import { listTransactions } from '../../domain/list-transactions.js'
import { getPaymentSeries } from '../../domain/get-payment-series.js'
import { getPaymentStats } from '../../domain/get-payment-stats.js'
import { refundPayment, REFUND_PENDING_MESSAGE } from '../../domain/refund-payment.js'
import { listServices } from '../../domain/list-services.js'
import { testGatewayConnection } from '../../domain/test-gateway-connection.js'
import { toServiceDto, toTransactionDto } from '../../model/to-dto.js'
import { updateGatewayConfig } from '../../domain/update-gateway-config.js'
import { updateService } from '../../domain/update-service.js'

/** Back office. Every route: 401 without a token, 403 for any role but ADMIN (the declarations' access rule). */
export default async function adminRoutes(app: FastifyInstance, opts: { config: PaymentsConfig }) {
  const { deps } = app

  serveEndpoint(app, endpoints.refundPayment, async (request, reply) => {
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
  })

  serveEndpoint(app, endpoints.adjustPayment, async (request) => {
    const payment = await adjustPayment(deps, request.user.sub, request.params.id, request.body?.notes)
    return { transaction: toTransactionDto(payment), message: PAYMENT_MESSAGES.adjustmentSucceeded }
  })

  serveEndpoint(app, endpoints.getPaymentStats, async () => getPaymentStats(deps.db, deps.now()))
  serveEndpoint(app, endpoints.getPaymentSeries, async () => getPaymentSeries(deps.db, deps.now()))

  // page and pageSize always have a value here: the query schema gives their defaults.
  serveEndpoint(app, endpoints.listTransactions, async (request) => {
    const { search, status, userId, page = 1, pageSize = 20 } = request.query
    return listTransactions(deps.db, { search, status, userId: userId?.toLowerCase() }, page, pageSize)
  })

  serveEndpoint(app, endpoints.exportTransactions, async (request, reply) => {
    // Reads the first batch before any header is set: a failure here is an ordinary JSON error answer.
    const csv = await exportTransactions(deps.db, {
      search: request.query.search,
      status: request.query.status,
      userId: request.query.userId?.toLowerCase(),
    })
    return sendCsvDownload(reply, TRANSACTIONS_CSV_NAME, csv)
  })

  serveEndpoint(app, endpoints.getClientPaymentFigures, async (request) => ({
    figures: await getClientPaymentFigures(deps.db, request.params.userId.toLowerCase()),
  }))

  serveEndpoint(app, endpoints.listServices, async () => ({
    items: (await listServices(deps.db)).map(toServiceDto),
  }))

  serveEndpoint(app, endpoints.createService, async (request, reply) => {
    const service = await createService(deps.db, request.body)
    return reply.code(201).send({ service: toServiceDto(service), message: PAYMENT_MESSAGES.serviceCreated })
  })

  serveEndpoint(app, endpoints.updateService, async (request) => {
    const service = await updateService(deps, viewerOf(request), request.params.id, request.body)
    return { service: toServiceDto(service), message: PAYMENT_MESSAGES.serviceUpdated }
  })

  serveEndpoint(app, endpoints.getGatewayConfig, async () => ({ config: await getGatewayConfig(deps) }))

  serveEndpoint(app, endpoints.updateGatewayConfig, async (request) => {
    const config = await updateGatewayConfig(deps, viewerOf(request), request.body)
    return { config, message: PAYMENT_MESSAGES.configSaved }
  })

  serveEndpoint(app, endpoints.testGatewayConnection, async (request) =>
    testGatewayConnection(deps, request.body ?? {}),
  )
}
