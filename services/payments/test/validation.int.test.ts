import { randomUUID } from 'node:crypto'
import { startHarness, user, type Harness } from './helpers.js'

// Bad input on every endpoint: always a 4xx `{ error: { code, message } }`, never a 500, nothing written.
describe('input validation', () => {
  let h: Harness
  let renter: string
  let admin: string
  beforeAll(async () => {
    h = await startHarness()
    renter = user(h.app, 'RENTER').auth
    admin = user(h.app, 'ADMIN').auth
  })
  afterAll(() => h.close())

  type Case = [string, 'GET' | 'POST' | 'PATCH' | 'PUT', string, 'renter' | 'admin', unknown, number]
  const id = '00000000-0000-4000-8000-000000000000'
  const cases: Case[] = [
    // [name, method, url, who, body (string = raw JSON text), expected status]
    ['checkout without purpose', 'POST', '/checkout', 'renter', {}, 400],
    ['checkout unknown purpose', 'POST', '/checkout', 'renter', { purpose: 'lease_armor' }, 400],
    ['checkout purpose of wrong type', 'POST', '/checkout', 'renter', { purpose: { a: 1 } }, 400],
    [
      'checkout non-UUID subject',
      'POST',
      '/checkout',
      'renter',
      { purpose: 'unlock_contact', subjectId: '123' },
      400,
    ],
    ['checkout with an amount', 'POST', '/checkout', 'renter', { purpose: 'match_request', amount: 5 }, 400],
    [
      'checkout with amountCents',
      'POST',
      '/checkout',
      'renter',
      { purpose: 'match_request', amountCents: 5 },
      400,
    ],
    [
      'checkout metadata not an object',
      'POST',
      '/checkout',
      'renter',
      { purpose: 'match_request', metadata: [1, 2] },
      400,
    ],
    [
      'checkout metadata too large',
      'POST',
      '/checkout',
      'renter',
      { purpose: 'match_request', metadata: { blob: 'x'.repeat(9000) } },
      400,
    ],
    [
      'checkout payer name too long',
      'POST',
      '/checkout',
      'renter',
      { purpose: 'match_request', payerName: 'x'.repeat(101) },
      400,
    ],
    ['checkout malformed JSON', 'POST', '/checkout', 'renter', '{"purpose":', 400],
    ['checkout body not an object', 'POST', '/checkout', 'renter', '[]', 400],
    ['unlock without subject', 'POST', '/checkout', 'renter', { purpose: 'unlock_contact' }, 400],
    ['verify extra field', 'POST', '/verify', 'renter', { token: 'A', amount: 1 }, 400],
    ['verify token of wrong type', 'POST', '/verify', 'renter', { token: { $ne: null } }, 400],
    ['verify token too long', 'POST', '/verify', 'renter', { token: 'x'.repeat(65) }, 400],
    ['verify malformed JSON', 'POST', '/verify', 'renter', '{', 400],
    ['my payments limit 0', 'GET', '/payments/mine?limit=0', 'renter', null, 400],
    ['my payments limit not a number', 'GET', '/payments/mine?limit=abc', 'renter', null, 400],
    ['my payments unknown parameter', 'GET', '/payments/mine?userId=x', 'renter', null, 400],
    ['payment by non-UUID id', 'GET', '/payments/not-a-uuid', 'renter', null, 400],
    ['refund non-UUID id', 'POST', '/admin/payments/123/refund', 'admin', { notes: 'x' }, 400],
    ['refund extra field', 'POST', `/admin/payments/${id}/refund`, 'admin', { notes: 'x', amount: 1 }, 400],
    [
      'refund notes of wrong type',
      'POST',
      `/admin/payments/${id}/refund`,
      'admin',
      { notes: { text: 'x' } },
      400,
    ],
    ['refund malformed JSON', 'POST', `/admin/payments/${id}/refund`, 'admin', '{"notes"', 400],
    ['adjust non-UUID id', 'POST', '/admin/payments/abc/adjust', 'admin', { notes: 'x' }, 400],
    [
      'adjust notes too long',
      'POST',
      `/admin/payments/${id}/adjust`,
      'admin',
      { notes: 'x'.repeat(2001) },
      400,
    ],
    ['transactions page 0', 'GET', '/admin/transactions?page=0', 'admin', null, 400],
    ['transactions page size 1000', 'GET', '/admin/transactions?pageSize=1000', 'admin', null, 400],
    ['transactions unknown status', 'GET', '/admin/transactions?status=paid', 'admin', null, 400],
    ['transactions unknown parameter', 'GET', '/admin/transactions?sort=amount', 'admin', null, 400],
    [
      'transactions search too long',
      'GET',
      `/admin/transactions?search=${'x'.repeat(101)}`,
      'admin',
      null,
      400,
    ],
    ['csv unknown status', 'GET', '/admin/transactions.csv?status=x', 'admin', null, 400],
    ['service negative price', 'POST', '/admin/services', 'admin', { name: 'A', priceCents: -1 }, 400],
    ['service fractional cents', 'POST', '/admin/services', 'admin', { name: 'A', priceCents: 1.5 }, 400],
    ['service price as text', 'POST', '/admin/services', 'admin', { name: 'A', priceCents: '12.50' }, 400],
    ['service extra field', 'POST', '/admin/services', 'admin', { name: 'A', priceCents: 1, price: 1 }, 400],
    [
      'service name of wrong type',
      'POST',
      '/admin/services',
      'admin',
      { name: { x: 1 }, priceCents: 1 },
      400,
    ],
    ['service malformed JSON', 'POST', '/admin/services', 'admin', '{name:', 400],
    ['service update empty', 'PATCH', `/admin/services/${id}`, 'admin', {}, 400],
    ['service update non-UUID', 'PATCH', '/admin/services/x', 'admin', { priceCents: 1 }, 400],
    [
      'service update active of wrong type',
      'PATCH',
      `/admin/services/${id}`,
      'admin',
      { isActive: 'maybe' },
      400,
    ],
    [
      'gateway unknown mode',
      'PUT',
      '/admin/gateway-config',
      'admin',
      { clientId: 'a', mode: 'production' },
      400,
    ],
    ['gateway without client id', 'PUT', '/admin/gateway-config', 'admin', { mode: 'live' }, 400],
    [
      'gateway extra field',
      'PUT',
      '/admin/gateway-config',
      'admin',
      { clientId: 'a', mode: 'live', webhookId: 'x' },
      400,
    ],
    ['gateway malformed JSON', 'PUT', '/admin/gateway-config', 'admin', '}', 400],
    [
      'gateway test extra field',
      'POST',
      '/admin/gateway-config/test',
      'admin',
      { url: 'http://evil.test' },
      400,
    ],
    ['gateway test unknown mode', 'POST', '/admin/gateway-config/test', 'admin', { mode: 'x' }, 400],
  ]

  it.each(cases)('%s', async (_name, method, url, who, body, status) => {
    const headers: Record<string, string> = { authorization: who === 'admin' ? admin : renter }
    if (body !== null) headers['content-type'] = 'application/json'
    const payload = body === null ? undefined : typeof body === 'string' ? body : JSON.stringify(body)
    const res = await h.app.inject({ method, url, headers, payload })
    expect(res.statusCode).toBe(status)
    const error = res.json().error
    expect(typeof error.code).toBe('string')
    expect(typeof error.message).toBe('string')
  })

  it('wrote nothing for any of the refused requests', async () => {
    expect(await h.app.prisma.payment.count()).toBe(0)
    expect(await h.app.prisma.adminAction.count()).toBe(0)
    expect(await h.app.prisma.gatewayConfig.count()).toBe(0)
    expect(await h.app.prisma.service.count()).toBe(3)
  })

  it('webhooks: wrong content type 415, empty body 400', async () => {
    const text = await h.app.inject({
      method: 'POST',
      url: '/webhooks/paypal',
      headers: { 'content-type': 'text/plain' },
      payload: 'x',
    })
    expect(text.statusCode).toBe(415)
    const empty = await h.app.inject({
      method: 'POST',
      url: '/webhooks/paypal',
      headers: { 'content-type': 'application/json' },
      payload: '',
    })
    expect(empty.statusCode).toBe(400)
  })

  it('webhooks: bodies up to 256 KiB reach the signature check; larger ones are 413', async () => {
    const post = (size: number) =>
      h.app.inject({
        method: 'POST',
        url: '/webhooks/paypal',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ padding: 'x'.repeat(size) }),
      })
    const large = await post(200 * 1024)
    expect(large.statusCode).toBe(400)
    expect(large.json().error.code).toBe('INVALID_WEBHOOK')
    const tooLarge = await post(300 * 1024)
    expect(tooLarge.statusCode).toBe(413)
    expect(tooLarge.json().error.code).toBe('PAYLOAD_TOO_LARGE')
  })

  it('unknown routes answer 404 with the error body', async () => {
    const res = await h.app.inject({
      method: 'GET',
      url: `/admin/payments/${randomUUID()}`,
      headers: { authorization: admin },
    })
    expect(res.statusCode).toBe(404)
    expect(res.json().error.code).toBe('NOT_FOUND')
  })
})
