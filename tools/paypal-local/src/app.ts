import { randomBytes, timingSafeEqual } from 'node:crypto'
import type { AddressInfo } from 'node:net'
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify'
import formbody from '@fastify/formbody'
import { approvalPage, notFoundPage } from './approval-page.js'
import {
  moneyToCents,
  centsToMoney,
  paypalError,
  PayPalStore,
  type ApiResult,
  type Capture,
  type CaptureOutcome,
  type Order,
  type PurchaseUnit,
  type Refund,
} from './store.js'
import { loadWebhookKeys, WebhookSender, webhookEvent, type WebhookKeys } from './webhooks.js'

export interface PayPalLocalOptions {
  clientId: string
  clientSecret: string
  /** Base URL API clients use (links, cert URL). Default: http://127.0.0.1:<listening port>. */
  apiBaseUrl?: string
  /** Base URL of the buyer-facing approval page. Default: http://localhost:<listening port>. */
  webBaseUrl?: string
  /** Where signed webhooks go; none are sent without it. */
  webhookUrl?: string
  webhookId?: string
  /** PEM RSA private key used to sign webhooks; a fresh pair is generated when absent. */
  keyFile?: string
  webhookRetryDelaysMs?: number[]
  logger?: FastifyServerOptions['logger']
  /** Registers the `/__control/*` test routes; off unless a test asks (PAYPAL_LOCAL_CONTROL=true). */
  controlEndpoints?: boolean
}

export interface PayPalLocal {
  store: PayPalStore
  keys: WebhookKeys
  webhooks: WebhookSender
  webhookId: string
  apiBaseUrl(): string
  webBaseUrl(): string
  certUrl(): string
  setWebhookUrl(url: string | undefined): void
}

declare module 'fastify' {
  interface FastifyInstance {
    paypal: PayPalLocal
  }
}

const TOKEN_TTL_SECONDS = 32_400 // PayPal's usual 9 hours

const send = (reply: FastifyReply, result: ApiResult) => reply.code(result.statusCode).send(result.body)
const invalid = (description: string, issue = 'INVALID_PARAMETER_VALUE') =>
  paypalError(400, 'INVALID_REQUEST', issue, description)
const notFound = () =>
  paypalError(
    404,
    'RESOURCE_NOT_FOUND',
    'INVALID_RESOURCE_ID',
    'Specified resource ID does not exist. Please check the resource ID and try again.',
  )

function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a)
  const y = Buffer.from(b)
  return x.length === y.length && timingSafeEqual(x, y)
}

function isHttpUrl(value: unknown): value is string {
  if (typeof value !== 'string') return false
  try {
    const url = new URL(value)
    return url.protocol === 'http:' || url.protocol === 'https:'
  } catch {
    return false
  }
}

/** Validates an orders-create body the way PayPal does (the parts this marketplace uses). */
function parseOrderBody(
  body: unknown,
): { units: PurchaseUnit[]; context: Order['application_context'] } | ApiResult {
  if (!body || typeof body !== 'object')
    return invalid('Request body is required.', 'MISSING_REQUIRED_PARAMETER')
  const input = body as Record<string, unknown>
  if (input.intent !== 'CAPTURE') return invalid('intent must be CAPTURE on this server.')
  if (!Array.isArray(input.purchase_units) || input.purchase_units.length !== 1)
    return invalid('Exactly one purchase unit is supported.', 'MISSING_REQUIRED_PARAMETER')
  const units: PurchaseUnit[] = []
  for (const raw of input.purchase_units as Record<string, unknown>[]) {
    const amount = raw?.amount as Record<string, unknown> | undefined
    if (!amount || typeof amount.value !== 'string' || typeof amount.currency_code !== 'string')
      return invalid(
        'purchase_units[0].amount with currency_code and value is required.',
        'MISSING_REQUIRED_PARAMETER',
      )
    const cents = moneyToCents(amount.value)
    if (cents === null || !/^[A-Z]{3}$/.test(amount.currency_code))
      return invalid('Invalid amount.', 'INVALID_PARAMETER_SYNTAX')
    if (cents <= 0)
      return paypalError(
        422,
        'UNPROCESSABLE_ENTITY',
        'CANNOT_BE_ZERO_OR_NEGATIVE',
        'Must be greater than zero.',
      )
    const payee = raw.payee as Record<string, unknown> | undefined
    if (
      payee !== undefined &&
      (typeof payee !== 'object' ||
        (payee.email_address !== undefined && typeof payee.email_address !== 'string'))
    )
      return invalid('payee.email_address must be a string.')
    // PayPal's platform fees (partner orders): each fee a valid amount, together at most the unit's amount,
    // and only with a payee to take them from. Echoed back in the order like PayPal does.
    let paymentInstruction: PurchaseUnit['payment_instruction']
    const instruction = raw.payment_instruction as Record<string, unknown> | undefined
    if (instruction !== undefined) {
      const fees = instruction && typeof instruction === 'object' ? instruction.platform_fees : undefined
      if (fees !== undefined && !Array.isArray(fees))
        return invalid('payment_instruction.platform_fees must be an array.')
      let feeTotal = 0
      const platformFees: { amount: { currency_code: string; value: string } }[] = []
      for (const fee of (fees ?? []) as Record<string, unknown>[]) {
        const feeAmount = fee?.amount as Record<string, unknown> | undefined
        const feeCents = typeof feeAmount?.value === 'string' ? moneyToCents(feeAmount.value) : null
        if (feeCents === null || feeAmount?.currency_code !== amount.currency_code)
          return invalid('Invalid platform fee amount.', 'INVALID_PARAMETER_SYNTAX')
        feeTotal += feeCents
        platformFees.push({ amount: { currency_code: amount.currency_code, value: centsToMoney(feeCents) } })
      }
      if (platformFees.length && typeof payee?.email_address !== 'string')
        return invalid('Platform fees need a payee.', 'PAYEE_ACCOUNT_INVALID')
      if (feeTotal > cents) return invalid('Platform fees exceed the amount.', 'PLATFORM_FEE_EXCEEDS_AMOUNT')
      if (platformFees.length) paymentInstruction = { platform_fees: platformFees }
    }
    units.push({
      ...(paymentInstruction ? { payment_instruction: paymentInstruction } : {}),
      reference_id: typeof raw.reference_id === 'string' ? raw.reference_id : 'default',
      description: typeof raw.description === 'string' ? raw.description.slice(0, 127) : undefined,
      custom_id: typeof raw.custom_id === 'string' ? raw.custom_id : undefined,
      amount: { currency_code: amount.currency_code, value: centsToMoney(cents) },
      payee: typeof payee?.email_address === 'string' ? { email_address: payee.email_address } : undefined,
    })
  }
  const ctx = (input.application_context ?? {}) as Record<string, unknown>
  for (const key of ['return_url', 'cancel_url'] as const)
    if (ctx[key] !== undefined && !isHttpUrl(ctx[key]))
      return invalid(`application_context.${key} must be an http(s) URL.`)
  return {
    units,
    context: {
      return_url: ctx.return_url as string | undefined,
      cancel_url: ctx.cancel_url as string | undefined,
      brand_name: typeof ctx.brand_name === 'string' ? ctx.brand_name : undefined,
    },
  }
}

/** Builds the stand-in PayPal. `server.ts` listens; tests listen on port 0 in-process. */
export async function buildApp(options: PayPalLocalOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: options.logger ?? false, bodyLimit: 256 * 1024 })
  await app.register(formbody)
  // PayPal's SDK sends `Content-Type: application/json` with an empty body on capture: that is not an error.
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = String(body)
    if (!text.trim()) return done(null, undefined)
    try {
      done(null, JSON.parse(text))
    } catch {
      done(Object.assign(new Error('MALFORMED_REQUEST_JSON'), { statusCode: 400 }), undefined)
    }
  })
  app.setErrorHandler((err: Error & { statusCode?: number }, _request, reply) => {
    const status = err.statusCode && err.statusCode < 500 ? err.statusCode : 500
    if (status === 500) app.log.error({ err }, 'unhandled error')
    const result =
      status === 500
        ? paypalError(
            500,
            'INTERNAL_SERVER_ERROR',
            'INTERNAL_SERVICE_ERROR',
            'An internal service error has occurred.',
          )
        : paypalError(status, 'INVALID_REQUEST', 'MALFORMED_REQUEST', err.message)
    return send(reply, result)
  })

  const store = new PayPalStore()
  const keys = loadWebhookKeys(options.keyFile)
  const webhookId = options.webhookId ?? 'local-webhook-id'
  let listeningPort: number | undefined
  let webhookUrl = options.webhookUrl
  const apiBaseUrl = () =>
    (options.apiBaseUrl ?? `http://127.0.0.1:${listeningPort ?? 4010}`).replace(/\/$/, '')
  const webBaseUrl = () =>
    (options.webBaseUrl ?? `http://localhost:${listeningPort ?? 4010}`).replace(/\/$/, '')
  const certUrl = () => `${apiBaseUrl()}/v1/notifications/certs/${keys.certId}`
  const webhooks = new WebhookSender(keys, {
    webhookId,
    url: () => webhookUrl,
    certUrl,
    retryDelaysMs: options.webhookRetryDelaysMs ?? [200, 1000, 3000],
  })
  app.decorate('paypal', {
    store,
    keys,
    webhooks,
    webhookId,
    apiBaseUrl,
    webBaseUrl,
    certUrl,
    setWebhookUrl: (url: string | undefined) => {
      webhookUrl = url
    },
  } satisfies PayPalLocal)
  app.addHook('onListen', async () => {
    listeningPort = (app.server.address() as AddressInfo | null)?.port
  })
  app.addHook('onClose', async () => webhooks.idle())

  // ---- Views: the JSON PayPal answers with ----
  const captureView = (capture: Capture) => ({
    id: capture.id,
    status: capture.status,
    ...(capture.status === 'DECLINED'
      ? { status_details: { reason: 'DECLINED_BY_RISK_FRAUD_FILTERS' } }
      : {}),
    amount: capture.amount,
    final_capture: true,
    ...(capture.payeeEmail ? { payee: { email_address: capture.payeeEmail } } : {}),
    supplementary_data: { related_ids: { order_id: capture.orderId } },
    create_time: capture.create_time,
    update_time: capture.update_time,
    links: [
      { href: `${apiBaseUrl()}/v2/payments/captures/${capture.id}`, rel: 'self', method: 'GET' },
      { href: `${apiBaseUrl()}/v2/payments/captures/${capture.id}/refund`, rel: 'refund', method: 'POST' },
      { href: `${apiBaseUrl()}/v2/checkout/orders/${capture.orderId}`, rel: 'up', method: 'GET' },
    ],
  })
  const refundView = (refund: Refund) => ({
    id: refund.id,
    status: refund.status,
    amount: refund.amount,
    create_time: refund.create_time,
    update_time: refund.create_time,
    links: [
      { href: `${apiBaseUrl()}/v2/payments/refunds/${refund.id}`, rel: 'self', method: 'GET' },
      { href: `${apiBaseUrl()}/v2/payments/captures/${refund.captureId}`, rel: 'up', method: 'GET' },
    ],
  })
  const orderLinks = (order: Order) => [
    { href: `${apiBaseUrl()}/v2/checkout/orders/${order.id}`, rel: 'self', method: 'GET' },
    ...(order.status === 'CREATED'
      ? [{ href: `${webBaseUrl()}/checkoutnow?token=${order.id}`, rel: 'approve', method: 'GET' }]
      : []),
    { href: `${apiBaseUrl()}/v2/checkout/orders/${order.id}`, rel: 'update', method: 'PATCH' },
    ...(order.status !== 'COMPLETED'
      ? [{ href: `${apiBaseUrl()}/v2/checkout/orders/${order.id}/capture`, rel: 'capture', method: 'POST' }]
      : []),
  ]
  const orderView = (order: Order) => {
    const capture = order.captureId ? store.captures.get(order.captureId) : undefined
    return {
      id: order.id,
      intent: order.intent,
      status: order.status,
      purchase_units: order.purchase_units.map((unit) => ({
        ...unit,
        ...(capture ? { payments: { captures: [captureView(capture)] } } : {}),
      })),
      ...(order.payer ? { payer: order.payer } : {}),
      create_time: order.create_time,
      update_time: order.update_time,
      links: orderLinks(order),
    }
  }
  const minimal = (request: FastifyRequest) => /return=minimal/i.test(String(request.headers.prefer ?? ''))
  const requestId = (request: FastifyRequest) => {
    const id = request.headers['paypal-request-id']
    return typeof id === 'string' && id ? id : undefined
  }

  // ---- OAuth ----
  const tokens = new Map<string, number>()
  app.post('/v1/oauth2/token', async (request, reply) => {
    const header = request.headers.authorization ?? ''
    const [scheme, encoded] = header.split(' ')
    const [id, ...secretParts] = Buffer.from(encoded ?? '', 'base64')
      .toString('utf8')
      .split(':')
    const authorised =
      scheme === 'Basic' &&
      safeEqual(id, options.clientId) &&
      safeEqual(secretParts.join(':'), options.clientSecret)
    if (!authorised)
      return reply
        .code(401)
        .send({ error: 'invalid_client', error_description: 'Client Authentication failed' })
    const grant = (request.body as Record<string, unknown> | undefined)?.grant_type
    if (grant !== 'client_credentials')
      return reply
        .code(400)
        .send({ error: 'unsupported_grant_type', error_description: 'Grant Type is NULL or unsupported' })
    const token = `A21AA${randomBytes(24).toString('base64url')}`
    tokens.set(token, Date.now() + TOKEN_TTL_SECONDS * 1000)
    return {
      scope: 'https://uri.paypal.com/services/payments/payment',
      access_token: token,
      token_type: 'Bearer',
      app_id: 'APP-LOCAL',
      expires_in: TOKEN_TTL_SECONDS,
      nonce: `${new Date().toISOString()}${randomBytes(8).toString('hex')}`,
    }
  })

  // Every REST call needs a token this server issued.
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/v2/')) return
    const [scheme, token] = (request.headers.authorization ?? '').split(' ')
    const expiresAt = scheme === 'Bearer' && token ? tokens.get(token) : undefined
    if (!expiresAt || expiresAt < Date.now())
      return reply
        .code(401)
        .send({ error: 'invalid_token', error_description: 'Token signature verification failed' })
  })

  // ---- Orders ----
  app.post('/v2/checkout/orders', async (request, reply) => {
    const result = store.idempotent(
      `orders:create:${options.clientId}`,
      requestId(request),
      PayPalStore.ORDER_KEY_TTL_MS,
      () => {
        const parsed = parseOrderBody(request.body)
        if ('statusCode' in parsed) return parsed
        const order = store.createOrder({ purchase_units: parsed.units, application_context: parsed.context })
        return { statusCode: 201, body: { id: order.id, status: order.status, links: orderLinks(order) } }
      },
    )
    return send(reply, result)
  })

  app.get<{ Params: { id: string } }>('/v2/checkout/orders/:id', async (request, reply) => {
    const order = store.orders.get(request.params.id)
    return order ? orderView(order) : send(reply, notFound())
  })

  app.post<{ Params: { id: string } }>('/v2/checkout/orders/:id/capture', async (request, reply) => {
    let declined: Capture | undefined
    const result = store.idempotent(
      `orders:capture:${options.clientId}`,
      requestId(request),
      PayPalStore.PAYMENT_KEY_TTL_MS,
      () => {
        const order = store.orders.get(request.params.id)
        if (!order) return notFound()
        if (order.status === 'COMPLETED')
          return paypalError(
            422,
            'UNPROCESSABLE_ENTITY',
            'ORDER_ALREADY_CAPTURED',
            'Order already captured. If intent=CAPTURE only one capture per order is allowed.',
          )
        if (order.status !== 'APPROVED')
          return paypalError(
            422,
            'UNPROCESSABLE_ENTITY',
            'ORDER_NOT_APPROVED',
            'Payer has not yet approved the Order for payment.',
          )
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
      },
    )
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
    const result = store.idempotent(
      `captures:refund:${options.clientId}`,
      requestId(request),
      PayPalStore.PAYMENT_KEY_TTL_MS,
      () => {
        const capture = store.captures.get(request.params.id)
        if (!capture) return notFound()
        const captured = moneyToCents(capture.amount.value) ?? 0
        const remaining = captured - capture.refundedCents
        if (capture.status === 'DECLINED')
          return paypalError(
            422,
            'UNPROCESSABLE_ENTITY',
            'CAPTURE_STATUS_NOT_VALID',
            'Invalid capture status. Refund is allowed only for completed captures.',
          )
        if (remaining <= 0)
          return paypalError(
            422,
            'UNPROCESSABLE_ENTITY',
            'CAPTURE_FULLY_REFUNDED',
            'The capture has already been fully refunded.',
          )
        const amount = (request.body as { amount?: { value?: unknown } } | undefined)?.amount
        let cents = remaining
        if (amount !== undefined) {
          const requested = typeof amount?.value === 'string' ? moneyToCents(amount.value) : null
          if (requested === null || requested <= 0)
            return invalid('Invalid refund amount.', 'INVALID_PARAMETER_SYNTAX')
          if (requested > remaining)
            return paypalError(
              422,
              'UNPROCESSABLE_ENTITY',
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
      },
    )
    return send(reply, result)
  })

  // ---- Webhook certificate ----
  app.get<{ Params: { certId: string } }>('/v1/notifications/certs/:certId', async (request, reply) => {
    if (request.params.certId !== keys.certId) return send(reply, notFound())
    return reply.type('application/x-pem-file').send(keys.publicPem)
  })

  // ---- Buyer approval page ----
  app.get<{ Querystring: { token?: string } }>('/checkoutnow', async (request, reply) => {
    const order = typeof request.query.token === 'string' ? store.orders.get(request.query.token) : undefined
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store')
    if (!order) return reply.code(404).send(notFoundPage())
    return approvalPage(order)
  })

  app.post<{ Body: { token?: unknown; action?: unknown } }>('/checkoutnow', async (request, reply) => {
    const { token, action } = request.body ?? {}
    const order = typeof token === 'string' ? store.orders.get(token) : undefined
    if (!order) return reply.code(404).type('text/html; charset=utf-8').send(notFoundPage())
    if (action !== 'approve' && action !== 'cancel')
      return reply.code(400).type('text/plain').send('action must be approve or cancel')
    if (order.status !== 'CREATED')
      return reply.code(409).type('text/html; charset=utf-8').send(approvalPage(order))
    const target =
      action === 'approve' ? order.application_context.return_url : order.application_context.cancel_url
    if (action === 'approve') {
      const payer = store.approve(order)
      webhooks.send(
        webhookEvent(
          'CHECKOUT.ORDER.APPROVED',
          'checkout-order',
          'An order has been approved by buyer',
          orderView(order),
        ),
      )
      if (!target) return reply.type('text/plain').send(`Order ${order.id} approved`)
      const url = new URL(target)
      url.searchParams.set('token', order.id)
      url.searchParams.set('PayerID', payer.payer_id)
      return reply.redirect(url.toString(), 303)
    }
    if (!target) return reply.type('text/plain').send(`Order ${order.id} cancelled`)
    const url = new URL(target)
    url.searchParams.set('token', order.id)
    return reply.redirect(url.toString(), 303)
  })

  if (options.controlEndpoints) registerTestControls()
  app.get('/healthz', async () => ({ status: 'ok' }))
  return app

  // ---- Test controls ----
  function registerTestControls() {
    app.post<{ Body: { outcome?: unknown; orderId?: unknown } }>(
      '/__control/next-capture',
      async (request, reply) => {
        const { outcome, orderId } = request.body ?? {}
        if (outcome !== 'decline' && outcome !== 'fail')
          return reply.code(400).send({ error: "outcome must be 'decline' or 'fail'" })
        if (orderId !== undefined && typeof orderId !== 'string')
          return reply.code(400).send({ error: 'orderId must be a string' })
        store.queueCaptureOutcome(outcome as CaptureOutcome, orderId as string | undefined)
        return { queued: { outcome, orderId: orderId ?? null } }
      },
    )
    app.post<{ Body: { url?: unknown } }>('/__control/webhook-url', async (request, reply) => {
      const url = request.body?.url
      if (url !== null && !isHttpUrl(url))
        return reply.code(400).send({ error: 'url must be an http(s) URL or null' })
      webhookUrl = url ?? undefined
      return { webhookUrl: webhookUrl ?? null }
    })
    app.get('/__control/state', async () => ({
      orders: [...store.orders.values()].map(orderView),
      captures: [...store.captures.values()].map(captureView),
      refunds: [...store.refunds.values()].map(refundView),
      webhooks: webhooks.deliveries,
    }))
    app.post('/__control/reset', async () => {
      store.reset()
      return { reset: true }
    })
  }
}
