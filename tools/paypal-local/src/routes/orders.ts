import type { FastifyInstance, FastifyRequest } from 'fastify'
import { moneyToCents, paypalError, PayPalStore, type ApiResult, type Capture } from '../store.js'
import { invalid, notFound, parseOrderBody, unprocessable } from '../order-body.js'
import type { PayPalViews } from '../views.js'
import { webhookEvent, type WebhookSender } from '../webhooks.js'
import { minimal, requestId, send } from './reply.js'

/** Orders (create, read, capture), captures and refunds: the REST calls the payments service makes. */
export function orderRoutes(
  app: FastifyInstance,
  {
    store,
    options,
    webhooks,
    views,
  }: { store: PayPalStore; options: { clientId: string }; webhooks: WebhookSender; views: PayPalViews },
): void {
  const { captureView, refundView, orderLinks, orderView } = views
  /** A POST run once per PayPal-Request-Id (per client and operation): a retry gets the first answer. */
  const once = (request: FastifyRequest, operation: string, ttlMs: number, run: () => ApiResult) =>
    store.idempotent(`${operation}:${options.clientId}`, requestId(request), ttlMs, run)
  // ---- Orders ----
  app.post('/v2/checkout/orders', async (request, reply) => {
    const result = once(request, 'orders:create', PayPalStore.ORDER_KEY_TTL_MS, () => {
      const parsed = parseOrderBody(request.body)
      if ('statusCode' in parsed) return parsed
      const order = store.createOrder({ purchase_units: parsed.units, application_context: parsed.context })
      return { statusCode: 201, body: { id: order.id, status: order.status, links: orderLinks(order) } }
    })
    return send(reply, result)
  })

  app.get<{ Params: { id: string } }>('/v2/checkout/orders/:id', async (request, reply) => {
    const order = store.orders.get(request.params.id)
    return order ? orderView(order) : send(reply, notFound())
  })

  app.post<{ Params: { id: string } }>('/v2/checkout/orders/:id/capture', async (request, reply) => {
    let declined: Capture | undefined
    const result = once(request, 'orders:capture', PayPalStore.PAYMENT_KEY_TTL_MS, () => {
      const order = store.orders.get(request.params.id)
      if (!order) return notFound()
      if (order.status === 'COMPLETED')
        return unprocessable(
          'ORDER_ALREADY_CAPTURED',
          'Order already captured. If intent=CAPTURE only one capture per order is allowed.',
        )
      if (order.status !== 'APPROVED')
        return unprocessable('ORDER_NOT_APPROVED', 'Payer has not yet approved the Order for payment.')
      const outcome = store.takeCaptureOutcome(order.id)
      if (outcome === 'fail')
        return paypalError(
          500,
          'INTERNAL_SERVER_ERROR',
          'INTERNAL_SERVICE_ERROR',
          'An internal service error has occurred.',
        )
      const capture = store.capture(order, outcome === 'decline' ? 'DECLINED' : 'COMPLETED')
      if (capture.status === 'DECLINED') declined = capture
      else
        webhooks.send(
          webhookEvent(
            'PAYMENT.CAPTURE.COMPLETED',
            'capture',
            `Payment completed for ${capture.amount.value} ${capture.amount.currency_code}`,
            captureView(capture),
          ),
        )
      const body = minimal(request)
        ? { id: order.id, status: order.status, links: orderLinks(order) }
        : orderView(order)
      return { statusCode: 201, body }
    })
    if (declined)
      webhooks.send(
        webhookEvent(
          'PAYMENT.CAPTURE.DENIED',
          'capture',
          `Payment denied for ${declined.amount.value} ${declined.amount.currency_code}`,
          captureView(declined),
        ),
      )
    return send(reply, result)
  })

  // ---- Captures and refunds ----
  app.get<{ Params: { id: string } }>('/v2/payments/captures/:id', async (request, reply) => {
    const capture = store.captures.get(request.params.id)
    return capture ? captureView(capture) : send(reply, notFound())
  })

  app.post<{ Params: { id: string } }>('/v2/payments/captures/:id/refund', async (request, reply) => {
    const result = once(request, 'captures:refund', PayPalStore.PAYMENT_KEY_TTL_MS, () => {
      const capture = store.captures.get(request.params.id)
      if (!capture) return notFound()
      const captured = moneyToCents(capture.amount.value) ?? 0
      const remaining = captured - capture.refundedCents
      if (capture.status === 'DECLINED')
        return unprocessable(
          'CAPTURE_STATUS_NOT_VALID',
          'Invalid capture status. Refund is allowed only for completed captures.',
        )
      if (remaining <= 0)
        return unprocessable('CAPTURE_FULLY_REFUNDED', 'The capture has already been fully refunded.')
      const amount = (request.body as { amount?: { value?: unknown } } | undefined)?.amount
      let cents = remaining
      if (amount !== undefined) {
        const requested = typeof amount?.value === 'string' ? moneyToCents(amount.value) : null
        if (requested === null || requested <= 0)
          return invalid('Invalid refund amount.', 'INVALID_PARAMETER_SYNTAX')
        if (requested > remaining)
          return unprocessable(
            'REFUND_AMOUNT_EXCEEDED',
            'The refund amount must be less than or equal to the capture amount that has not yet been refunded.',
          )
        cents = requested
      }
      const refund = store.refund(capture, cents)
      webhooks.send(
        webhookEvent(
          'PAYMENT.CAPTURE.REFUNDED',
          'refund',
          `A ${refund.amount.value} ${refund.amount.currency_code} capture payment was refunded`,
          refundView(refund),
        ),
      )
      return { statusCode: 201, body: refundView(refund) }
    })
    return send(reply, result)
  })
}
