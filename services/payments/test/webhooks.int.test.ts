import { generateKeyPairSync, randomUUID } from 'node:crypto'
import type { AddressInfo } from 'node:net'
import { signWebhook, webhookEvent } from '@cosign/paypal-local'
import {
  checkout,
  clickOnPayPal,
  eventsOnStream,
  outboxDrained,
  pay,
  startHarness,
  user,
  waitFor,
  WEBHOOK_ID,
  type Harness,
} from './helpers.js'

describe('PayPal webhooks', () => {
  let h: Harness
  beforeAll(async () => {
    h = await startHarness({ listen: true })
    // The local PayPal delivers its signed webhooks to the listening payments service, as PayPal would.
    h.paypal.paypal.setWebhookUrl(
      `http://127.0.0.1:${(h.app.server.address() as AddressInfo).port}/webhooks/paypal`,
    )
  })
  afterAll(() => h.close())

  const row = (id: string) => h.app.prisma.payment.findUniqueOrThrow({ where: { id } })
  const deliveries = () => h.paypal.paypal.webhooks.deliveries
  const postWebhook = (body: string, headers: Record<string, string>) =>
    h.app.inject({ method: 'POST', url: '/webhooks/paypal', headers, payload: body })

  it('refuses webhooks without a valid signature (400) and changes nothing', async () => {
    const renter = user(h.app, 'RENTER')
    h.paypal.paypal.setWebhookUrl(undefined) // approve without the real webhook, then forge one
    const started = await checkout(h.app, renter.auth, { purpose: 'match_request' })
    await clickOnPayPal(started.approvalUrl)
    h.paypal.paypal.setWebhookUrl(
      `http://127.0.0.1:${(h.app.server.address() as AddressInfo).port}/webhooks/paypal`,
    )
    const body = JSON.stringify(
      webhookEvent('CHECKOUT.ORDER.APPROVED', 'checkout-order', 'approved', {
        id: started.orderId,
        status: 'APPROVED',
      }),
    )
    const certUrl = h.paypal.paypal.certUrl()
    const keys = h.paypal.paypal.keys

    const unsigned = await postWebhook(body, { 'content-type': 'application/json' })
    expect(unsigned.statusCode).toBe(400)
    expect(unsigned.json().error.message).toBe('Invalid webhook signature')

    // Signed by someone else's key but pointing at PayPal's certificate.
    const forger = { ...keys, privateKey: generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey }
    expect(
      (await postWebhook(body, signWebhook(forger, { body, webhookId: WEBHOOK_ID, certUrl }))).statusCode,
    ).toBe(400)
    // PayPal's key, but the body was changed after signing.
    const signed = signWebhook(keys, { body, webhookId: WEBHOOK_ID, certUrl })
    expect((await postWebhook(body.replace('approved', 'APPROVED!'), signed)).statusCode).toBe(400)
    // Signed for another webhook id.
    expect(
      (await postWebhook(body, signWebhook(keys, { body, webhookId: 'other-webhook', certUrl }))).statusCode,
    ).toBe(400)
    // A certificate URL off PayPal's host is never fetched.
    const offHost = signWebhook(keys, {
      body,
      webhookId: WEBHOOK_ID,
      certUrl: certUrl.replace('127.0.0.1', 'localhost'),
    })
    expect((await postWebhook(body, offHost)).statusCode).toBe(400)
    // Another algorithm.
    expect((await postWebhook(body, { ...signed, 'paypal-auth-algo': 'SHA1withRSA' })).statusCode).toBe(400)

    expect((await row(started.paymentId)).status).toBe('pending')
    expect([...h.paypal.paypal.store.captures.values()].some((c) => c.orderId === started.orderId)).toBe(
      false,
    )

    // The same body with PayPal's own signature is accepted and settles the payment.
    const genuine = await postWebhook(body, signWebhook(keys, { body, webhookId: WEBHOOK_ID, certUrl }))
    expect(genuine.statusCode).toBe(200)
    expect((await row(started.paymentId)).status).toBe('completed')
  })

  it('CHECKOUT.ORDER.APPROVED captures a payment whose buyer never came back to /success; the capture webhook changes nothing more', async () => {
    const renter = user(h.app, 'RENTER')
    const started = await checkout(h.app, renter.auth, { purpose: 'match_request' })
    await clickOnPayPal(started.approvalUrl) // the browser is closed here: no /verify

    await waitFor(async () => (await row(started.paymentId)).status === 'completed', 'webhook capture')
    await h.paypal.paypal.webhooks.idle()
    const types = deliveries()
      .filter((d) => d.delivered)
      .map((d) => d.eventType)
    expect(types).toEqual(expect.arrayContaining(['CHECKOUT.ORDER.APPROVED', 'PAYMENT.CAPTURE.COMPLETED']))
    await outboxDrained(h)
    expect(
      (await eventsOnStream(h, 'payment.completed')).filter((e) => e.data.paymentId === started.paymentId),
    ).toHaveLength(1)
    expect(
      [...h.paypal.paypal.store.captures.values()].filter((c) => c.orderId === started.orderId),
    ).toHaveLength(1)
  })

  it('a declined capture through the webhook path marks the payment failed once', async () => {
    const renter = user(h.app, 'RENTER')
    const started = await checkout(h.app, renter.auth, { purpose: 'match_request' })
    h.paypal.paypal.store.queueCaptureOutcome('decline', started.orderId)
    await clickOnPayPal(started.approvalUrl)
    await waitFor(async () => (await row(started.paymentId)).status === 'failed', 'declined via webhook')
    await h.paypal.paypal.webhooks.idle()
    expect(deliveries().some((d) => d.eventType === 'PAYMENT.CAPTURE.DENIED' && d.delivered)).toBe(true)
    await outboxDrained(h)
    expect(
      (await eventsOnStream(h, 'payment.failed')).filter((e) => e.data.paymentId === started.paymentId),
    ).toHaveLength(1)
  })

  it('PAYMENT.CAPTURE.REFUNDED (refund made at PayPal) marks the payment refunded with one payment.refunded', async () => {
    const renter = user(h.app, 'RENTER')
    const paid = await pay(h.app, renter.auth, { purpose: 'match_request' })
    await h.paypal.paypal.webhooks.idle()
    await h.app.gateway.refundCapture(paid.payment.transactionId, `dashboard-${randomUUID()}`)
    await waitFor(async () => (await row(paid.paymentId)).status === 'refunded', 'refund webhook')
    const refunded = await row(paid.paymentId)
    expect(refunded.refundedAt).toBeInstanceOf(Date)
    await outboxDrained(h)
    expect(
      (await eventsOnStream(h, 'payment.refunded')).filter((e) => e.data.paymentId === paid.paymentId),
    ).toHaveLength(1)
  })

  it('an admin refund racing the refund webhook records one refund event and the admin audit row', async () => {
    const renter = user(h.app, 'RENTER')
    const admin = user(h.app, 'ADMIN')
    const paid = await pay(h.app, renter.auth, { purpose: 'match_request' })
    const res = await h.app.inject({
      method: 'POST',
      url: `/admin/payments/${paid.paymentId}/refund`,
      headers: { authorization: admin.auth },
      payload: { notes: 'Refund requested' },
    })
    expect(res.statusCode).toBe(200)
    await h.paypal.paypal.webhooks.idle()
    expect(await row(paid.paymentId)).toMatchObject({ status: 'refunded', notes: 'Refund requested' })
    expect(await h.app.prisma.adminAction.count({ where: { targetId: paid.paymentId } })).toBe(1)
    await outboxDrained(h)
    expect(
      (await eventsOnStream(h, 'payment.refunded')).filter((e) => e.data.paymentId === paid.paymentId),
    ).toHaveLength(1)
  })

  it('answers 200 to events it does not act on, and 400 to a signed body that is not JSON', async () => {
    const keys = h.paypal.paypal.keys
    const certUrl = h.paypal.paypal.certUrl()
    const other = JSON.stringify(webhookEvent('BILLING.PLAN.CREATED', 'plan', 'x', { id: 'P-1' }))
    expect(
      (await postWebhook(other, signWebhook(keys, { body: other, webhookId: WEBHOOK_ID, certUrl })))
        .statusCode,
    ).toBe(200)
    const unknownOrder = JSON.stringify(
      webhookEvent('CHECKOUT.ORDER.APPROVED', 'checkout-order', 'x', { id: 'NOPE' }),
    )
    expect(
      (
        await postWebhook(
          unknownOrder,
          signWebhook(keys, { body: unknownOrder, webhookId: WEBHOOK_ID, certUrl }),
        )
      ).statusCode,
    ).toBe(200)
    const notJson = '{"event_type":'
    expect(
      (await postWebhook(notJson, signWebhook(keys, { body: notJson, webhookId: WEBHOOK_ID, certUrl })))
        .statusCode,
    ).toBe(400)
  })
})
