import { createPublicKey, verify } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { FastifyInstance } from 'fastify'
import { buildApp } from './app.js'
import { readConfig } from './config.js'
import { webhookSignatureInput } from './webhooks.js'

const basic = (id: string, secret: string) => `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`

describe('local PayPal-compatible server', () => {
  let app: FastifyInstance
  let bearer: string

  beforeAll(async () => {
    app = await buildApp({
      clientId: 'cid',
      clientSecret: 'secret',
      webhookRetryDelaysMs: [],
      controlEndpoints: true,
    })
    const res = await app.inject({
      method: 'POST',
      url: '/v1/oauth2/token',
      headers: { authorization: basic('cid', 'secret'), 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'grant_type=client_credentials',
    })
    expect(res.statusCode).toBe(200)
    bearer = `Bearer ${res.json().access_token}`
  })
  afterAll(() => app.close())

  const createOrder = (requestId?: string, value = '25.00', extra: Record<string, unknown> = {}) =>
    app.inject({
      method: 'POST',
      url: '/v2/checkout/orders',
      headers: {
        authorization: bearer,
        'content-type': 'application/json',
        ...(requestId ? { 'paypal-request-id': requestId } : {}),
      },
      payload: {
        intent: 'CAPTURE',
        purchase_units: [{ reference_id: 'r1', amount: { currency_code: 'USD', value }, ...extra }],
        application_context: {
          return_url: 'http://shop.test/success?paymentType=x&contractId=none',
          cancel_url: 'http://shop.test/cancel',
        },
      },
    })
  const capture = (orderId: string, requestId?: string) =>
    app.inject({
      method: 'POST',
      url: `/v2/checkout/orders/${orderId}/capture`,
      headers: {
        authorization: bearer,
        'content-type': 'application/json',
        ...(requestId ? { 'paypal-request-id': requestId } : {}),
      },
    })
  const approve = (token: string, action = 'approve') =>
    app.inject({
      method: 'POST',
      url: '/checkoutnow',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `token=${token}&action=${action}`,
    })

  it('issues tokens only for the configured client credentials', async () => {
    const wrong = await app.inject({
      method: 'POST',
      url: '/v1/oauth2/token',
      headers: { authorization: basic('cid', 'nope'), 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'grant_type=client_credentials',
    })
    expect(wrong.statusCode).toBe(401)
    expect(wrong.json().error).toBe('invalid_client')
    const noToken = await app.inject({ method: 'GET', url: '/v2/checkout/orders/X' })
    expect(noToken.statusCode).toBe(401)
  })

  it('creates orders with an approve link and replays a repeated PayPal-Request-Id', async () => {
    const first = await createOrder('req-1')
    expect(first.statusCode).toBe(201)
    const body = first.json()
    expect(body.status).toBe('CREATED')
    expect(body.links.find((l: { rel: string }) => l.rel === 'approve').href).toBe(
      `http://localhost:4010/checkoutnow?token=${body.id}`,
    )
    const again = await createOrder('req-1', '99.00')
    expect(again.json().id).toBe(body.id)
    const other = await createOrder('req-2')
    expect(other.json().id).not.toBe(body.id)
  })

  it('rejects malformed orders the way PayPal does', async () => {
    const zero = await createOrder(undefined, '0.00')
    expect(zero.statusCode).toBe(422)
    const bad = await createOrder(undefined, '12.345')
    expect(bad.statusCode).toBe(400)
    expect(bad.json().name).toBe('INVALID_REQUEST')
    const json = await app.inject({
      method: 'POST',
      url: '/v2/checkout/orders',
      headers: { authorization: bearer, 'content-type': 'application/json' },
      payload: '{',
    })
    expect(json.statusCode).toBe(400)
  })

  it('serves an approval page with the amount, payee and two real buttons', async () => {
    const order = (
      await createOrder(undefined, '1234.50', { payee: { email_address: 'cosigner@pay.test' } })
    ).json()
    const page = await app.inject({ method: 'GET', url: `/checkoutnow?token=${order.id}` })
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain('$1,234.50 USD')
    expect(page.body).toContain('cosigner@pay.test')
    expect(page.body).toMatch(/<button type="submit" name="action" value="approve">Approve<\/button>/)
    expect(page.body).toMatch(/<button type="submit" name="action" value="cancel">Cancel<\/button>/)
    expect((await app.inject({ method: 'GET', url: '/checkoutnow?token=NOPE' })).statusCode).toBe(404)
  })

  it('refuses capture before approval, captures once after, and refuses a second capture', async () => {
    const order = (await createOrder()).json()
    const early = await capture(order.id, 'cap-early')
    expect(early.statusCode).toBe(422)
    expect(early.json().details[0].issue).toBe('ORDER_NOT_APPROVED')

    const approved = await approve(order.id)
    expect(approved.statusCode).toBe(303)
    const location = new URL(approved.headers.location as string)
    expect(location.pathname).toBe('/success')
    expect(location.searchParams.get('paymentType')).toBe('x')
    expect(location.searchParams.get('token')).toBe(order.id)
    expect(location.searchParams.get('PayerID')).toMatch(/^[A-Z0-9]{13}$/)

    // The same request id that failed before approval may now succeed (failures are not replayed).
    const first = await capture(order.id, 'cap-early')
    expect(first.statusCode).toBe(201)
    const cap = first.json().purchase_units[0].payments.captures[0]
    expect(first.json().status).toBe('COMPLETED')
    expect(cap).toMatchObject({ status: 'COMPLETED', amount: { currency_code: 'USD', value: '25.00' } })

    const replay = await capture(order.id, 'cap-early')
    expect(replay.json().purchase_units[0].payments.captures[0].id).toBe(cap.id)
    const second = await capture(order.id, 'cap-other')
    expect(second.statusCode).toBe(422)
    expect(second.json().details[0].issue).toBe('ORDER_ALREADY_CAPTURED')
  })

  it('cancel redirects to cancel_url and leaves the order uncaptured', async () => {
    const order = (await createOrder()).json()
    const res = await approve(order.id, 'cancel')
    expect(res.statusCode).toBe(303)
    expect(res.headers.location).toBe(`http://shop.test/cancel?token=${order.id}`)
    const get = await app.inject({
      method: 'GET',
      url: `/v2/checkout/orders/${order.id}`,
      headers: { authorization: bearer },
    })
    expect(get.json().status).toBe('CREATED')
  })

  it('declines or fails the next capture on request', async () => {
    const order = (await createOrder()).json()
    await approve(order.id)
    await app.inject({
      method: 'POST',
      url: '/__control/next-capture',
      payload: { outcome: 'fail', orderId: order.id },
    })
    expect((await capture(order.id, 'c1')).statusCode).toBe(500)
    await app.inject({ method: 'POST', url: '/__control/next-capture', payload: { outcome: 'decline' } })
    const declined = await capture(order.id, 'c1')
    expect(declined.statusCode).toBe(201)
    expect(declined.json().purchase_units[0].payments.captures[0].status).toBe('DECLINED')
    const bad = await app.inject({
      method: 'POST',
      url: '/__control/next-capture',
      payload: { outcome: 'maybe' },
    })
    expect(bad.statusCode).toBe(400)
  })

  it('refunds a capture once, replaying the same request id', async () => {
    const order = (await createOrder()).json()
    await approve(order.id)
    const captureId = (await capture(order.id)).json().purchase_units[0].payments.captures[0].id
    const refund = (id: string) =>
      app.inject({
        method: 'POST',
        url: `/v2/payments/captures/${captureId}/refund`,
        headers: { authorization: bearer, 'content-type': 'application/json', 'paypal-request-id': id },
        payload: {},
      })
    const first = await refund('r-1')
    expect(first.statusCode).toBe(201)
    expect(first.json()).toMatchObject({ status: 'COMPLETED', amount: { value: '25.00' } })
    expect((await refund('r-1')).json().id).toBe(first.json().id)
    const again = await refund('r-2')
    expect(again.statusCode).toBe(422)
    expect(again.json().details[0].issue).toBe('CAPTURE_FULLY_REFUNDED')
  })
  it('accepts and echoes payment_instruction.platform_fees, refusing fees without a payee or above the amount', async () => {
    const fees = { platform_fees: [{ amount: { currency_code: 'USD', value: '15.02' } }] }
    const ok = await createOrder(undefined, '100.10', {
      payee: { email_address: 'cos@pay.test' },
      payment_instruction: fees,
    })
    expect(ok.statusCode).toBe(201)
    const order = await app.inject({
      method: 'GET',
      url: `/v2/checkout/orders/${ok.json().id}`,
      headers: { authorization: bearer },
    })
    expect(order.json().purchase_units[0]).toMatchObject({
      payee: { email_address: 'cos@pay.test' },
      payment_instruction: fees,
    })
    const noPayee = await createOrder(undefined, '100.10', { payment_instruction: fees })
    expect(noPayee.statusCode).toBe(400)
    const tooMuch = await createOrder(undefined, '10.00', {
      payee: { email_address: 'cos@pay.test' },
      payment_instruction: fees,
    })
    expect(tooMuch.statusCode).toBe(400)
  })
})

describe('signed webhooks', () => {
  it('signs <id>|<time>|<webhookId>|<crc32> with SHA256withRSA and serves the key at the cert URL', async () => {
    const received: { headers: Record<string, string>; body: string }[] = []
    const receiver: Server = createServer((req, res) => {
      let body = ''
      req.on('data', (c) => (body += c))
      req.on('end', () => {
        received.push({ headers: req.headers as Record<string, string>, body })
        res.end('ok')
      })
    })
    await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r))
    const app = await buildApp({
      clientId: 'cid',
      clientSecret: 'secret',
      webhookId: 'WH-ID',
      webhookRetryDelaysMs: [],
    })
    await app.listen({ port: 0, host: '127.0.0.1' })
    app.paypal.setWebhookUrl(`http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`)
    try {
      const base = app.paypal.apiBaseUrl()
      const token = (
        await (
          await fetch(`${base}/v1/oauth2/token`, {
            method: 'POST',
            headers: {
              authorization: basic('cid', 'secret'),
              'content-type': 'application/x-www-form-urlencoded',
            },
            body: 'grant_type=client_credentials',
          })
        ).json()
      ).access_token
      const order = await (
        await fetch(`${base}/v2/checkout/orders`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({
            intent: 'CAPTURE',
            purchase_units: [{ amount: { currency_code: 'USD', value: '5.00' } }],
          }),
        })
      ).json()
      await fetch(`${app.paypal.webBaseUrl()}/checkoutnow`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: `token=${order.id}&action=approve`,
        redirect: 'manual',
      })
      await app.paypal.webhooks.idle()
      expect(received).toHaveLength(1)
      const { headers, body } = received[0]
      expect(JSON.parse(body)).toMatchObject({
        event_type: 'CHECKOUT.ORDER.APPROVED',
        resource: { id: order.id, status: 'APPROVED' },
      })
      expect(headers['paypal-auth-algo']).toBe('SHA256withRSA')
      expect(new URL(headers['paypal-cert-url']).origin).toBe(base)
      const pem = await (await fetch(headers['paypal-cert-url'])).text()
      const input = webhookSignatureInput(
        headers['paypal-transmission-id'],
        headers['paypal-transmission-time'],
        'WH-ID',
        body,
      )
      const ok = verify(
        'sha256',
        Buffer.from(input),
        createPublicKey(pem),
        Buffer.from(headers['paypal-transmission-sig'], 'base64'),
      )
      expect(ok).toBe(true)
      const tampered = verify(
        'sha256',
        Buffer.from(input.replace('WH-ID', 'OTHER')),
        createPublicKey(pem),
        Buffer.from(headers['paypal-transmission-sig'], 'base64'),
      )
      expect(tampered).toBe(false)
    } finally {
      await app.close()
      await new Promise((r) => receiver.close(r))
    }
  })
})

describe('exposure', () => {
  it('/metrics (with METRICS_TOKEN as a bearer token) counts the API calls by route, in Prometheus text', async () => {
    const app = await buildApp({ ...readConfig({ PAYPAL_CLIENT_SECRET: 'secret', METRICS_TOKEN: 'tok' }), logger: false })
    try {
      await app.inject({ method: 'POST', url: '/v1/oauth2/token', payload: 'grant_type=client_credentials' })
      expect((await app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401)
      const res = await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer tok' } })
      expect(res.statusCode).toBe(200)
      expect(res.body).toMatch(
        /^http_request_duration_seconds_count\{service="paypal-local",route="\/v1\/oauth2\/token",method="POST",status_class="4xx"\} 1$/m,
      )
    } finally {
      await app.close()
    }
    const off = await buildApp({ clientId: 'cid', clientSecret: 'secret' })
    expect((await off.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer tok' } })).statusCode).toBe(404)
    await off.close()
  })

  it('has no /__control routes unless a test turns them on', async () => {
    const app = await buildApp({ clientId: 'cid', clientSecret: 'secret' })
    try {
      for (const [method, url] of [
        ['GET', '/__control/state'],
        ['POST', '/__control/next-capture'],
        ['POST', '/__control/webhook-url'],
        ['POST', '/__control/reset'],
      ] as const)
        expect((await app.inject({ method, url, payload: {} })).statusCode).toBe(404)
    } finally {
      await app.close()
    }
  })

  it('binds to loopback and keeps controls off by default; the environment opens either', () => {
    const secret = { PAYPAL_CLIENT_SECRET: 'generated-by-the-start-command' }
    expect(readConfig(secret)).toMatchObject({ host: '127.0.0.1', controlEndpoints: false })
    expect(readConfig({ ...secret, BIND_HOST: '0.0.0.0', PAYPAL_LOCAL_CONTROL: 'true' })).toMatchObject({
      host: '0.0.0.0',
      controlEndpoints: true,
    })
  })

  it('refuses to start without a client secret outside tests', () => {
    expect(() => readConfig({})).toThrow(/PAYPAL_CLIENT_SECRET is not set/)
  })
})
