import { randomBytes, timingSafeEqual } from 'node:crypto'
import type { AddressInfo } from 'node:net'
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify'
import formbody from '@fastify/formbody'
import { approvalPage, notFoundPage } from './approval-page.js'
import { paypalError, PayPalStore, type CaptureOutcome } from './store.js'
import { loadWebhookKeys, WebhookSender, webhookEvent, type WebhookKeys } from './webhooks.js'
import { isHttpUrl, notFound } from './order-body.js'
import { paypalViews } from './views.js'
import { orderRoutes } from './routes/orders.js'
import { send } from './routes/reply.js'
import { registerMetrics } from '@cosign/service-kit'

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
  /** Bearer token of `GET /metrics` (METRICS_TOKEN, as every process); none: metrics off (404). */
  metricsToken?: string | null
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

function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a)
  const y = Buffer.from(b)
  return x.length === y.length && timingSafeEqual(x, y)
}

/** Builds the stand-in PayPal. `server.ts` listens; tests listen on port 0 in-process. */
export async function buildApp(options: PayPalLocalOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: options.logger ?? false, bodyLimit: 256 * 1024 })
  await app.register(formbody)
  // The services' metrics (request histogram by route, process metrics) on the same /metrics with the same token.
  registerMetrics(app, { name: 'paypal-local', token: options.metricsToken ?? null })
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

  const views = paypalViews(store, apiBaseUrl, webBaseUrl)
  const { captureView, refundView, orderView } = views

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

  orderRoutes(app, { store, options, webhooks, views })

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
