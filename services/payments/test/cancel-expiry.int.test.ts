// Issue 15: a payment cancelled on PayPal's page reads cancelled at once (server-side, from the /cancel return),
// an abandoned one expires, and the job that expires them runs on one instance at a time.
import pg from 'pg'
import type { FastifyInstance } from 'fastify'
import { MESSAGES } from '@cosign/api'
import { buildApp } from '../src/app.js'
import { CANCELLED_REASON, ABANDONED_REASON } from '../src/model/settlement.js'
import {
  announcedProfile,
  checkout,
  clickOnPayPal,
  eventsOnStream,
  startHarness,
  user,
  verifyFromReturnUrl,
  type Harness,
} from './helpers.js'

describe('cancelled and abandoned payments', () => {
  let h: Harness
  beforeAll(async () => {
    h = await startHarness()
  })
  afterAll(() => h.close())

  const paymentRow = (id: string) => h.app.prisma.payment.findUniqueOrThrow({ where: { id } })
  const failedEventsFor = async (paymentId: string) =>
    (await eventsOnStream(h, 'payment.failed')).filter((e) => e.data.paymentId === paymentId)
  const cancel = (auth: string, token?: string) =>
    h.app.inject({
      method: 'POST',
      url: '/cancel',
      headers: { authorization: auth },
      payload: token === undefined ? {} : { token },
    })
  const captured = (orderId: string) =>
    [...h.paypal.paypal.store.captures.values()].some((c) => c.orderId === orderId)

  it("the PayPal cancel return marks the payment cancelled at once and says what it was for", async () => {
    const renter = user(h.app, 'RENTER')
    const { profileId } = await announcedProfile(h)
    const started = await checkout(h.app, renter.auth, { purpose: 'unlock_contact', subjectId: profileId })
    const back = await clickOnPayPal(started.approvalUrl, 'cancel')
    expect(back.pathname).toBe('/cancel')

    const res = await cancel(renter.auth, back.searchParams.get('token') ?? undefined)
    expect(res.statusCode).toBe(200)
    // The page learns purpose and subject from the server, so it can offer the way back to that profile.
    expect(res.json().payment).toMatchObject({
      id: started.paymentId,
      status: 'failed',
      failureKind: 'cancelled',
      purpose: 'unlock_contact',
      subjectId: profileId,
    })
    expect(await paymentRow(started.paymentId)).toMatchObject({
      status: 'failed',
      failureKind: 'cancelled',
      failureReason: CANCELLED_REASON,
    })
    // The history reads it cancelled, not "Pending".
    const mine = await h.app.inject({ method: 'GET', url: '/payments/mine', headers: { authorization: renter.auth } })
    expect(mine.json().items.find((p: { id: string }) => p.id === started.paymentId)).toMatchObject({
      status: 'failed',
      failureKind: 'cancelled',
    })
    const [failed, ...more] = await failedEventsFor(started.paymentId)
    expect(more).toHaveLength(0)
    // Consumers (admin alerts) can tell a cancel from a refusal.
    expect(failed?.data).toMatchObject({ reason: CANCELLED_REASON, failureKind: 'cancelled' })

    // A reload of /cancel answers the same and records nothing more; nothing was ever captured.
    const again = await cancel(renter.auth, started.orderId)
    expect(again.statusCode).toBe(200)
    expect(again.json().payment.failureKind).toBe('cancelled')
    expect(await failedEventsFor(started.paymentId)).toHaveLength(1)
    expect(captured(started.orderId)).toBe(false)

    // The same unlock can be bought again right away (a cancelled payment blocks nothing).
    const retry = await checkout(h.app, renter.auth, { purpose: 'unlock_contact', subjectId: profileId })
    expect(retry.paymentId).not.toBe(started.paymentId)
  })

  it('only the payer cancels; no token is the spec message; an unknown order is 404', async () => {
    const renter = user(h.app, 'RENTER')
    const started = await checkout(h.app, renter.auth, { purpose: 'match_request' })
    const stranger = user(h.app, 'RENTER')
    expect((await cancel(stranger.auth, started.orderId)).statusCode).toBe(403)
    const missing = await cancel(renter.auth)
    expect(missing.statusCode).toBe(400)
    expect(missing.json().error.message).toBe(MESSAGES.missingPaymentInformation)
    expect((await cancel(renter.auth, 'NO-SUCH-ORDER')).statusCode).toBe(404)
    expect((await cancel(renter.auth, 'x'.repeat(65))).statusCode).toBe(400)
    expect((await paymentRow(started.paymentId)).status).toBe('pending')
  })

  it('a cancel for an order that was approved meanwhile settles it instead of calling it cancelled', async () => {
    const renter = user(h.app, 'RENTER')
    const started = await checkout(h.app, renter.auth, { purpose: 'match_request' })
    await clickOnPayPal(started.approvalUrl, 'approve') // approved in another tab
    const res = await cancel(renter.auth, started.orderId)
    expect(res.statusCode).toBe(200)
    expect(res.json().payment).toMatchObject({ status: 'completed', failureKind: null })
    expect(captured(started.orderId)).toBe(true)
  })

  it('a cancelled payment is never captured later, even if its order gets approved', async () => {
    const renter = user(h.app, 'RENTER')
    const started = await checkout(h.app, renter.auth, { purpose: 'match_request' })
    expect((await cancel(renter.auth, started.orderId)).json().payment.failureKind).toBe('cancelled')
    const back = await clickOnPayPal(started.approvalUrl, 'approve')
    expect((await verifyFromReturnUrl(h.app, renter.auth, back)).statusCode).toBe(402)
    await h.app.reconcile({ settleAfterMs: 0 })
    expect(captured(started.orderId)).toBe(false)
    expect((await paymentRow(started.paymentId)).status).toBe('failed')
  })

  describe('expiry of abandoned payments (the reconcile job)', () => {
    let second: FastifyInstance
    let lockHolder: pg.Client
    beforeAll(async () => {
      // A second instance of the service on the same schema, as in a scaled deployment.
      second = await buildApp(h.config)
      lockHolder = new pg.Client({ connectionString: h.names.databaseUrl })
      await lockHolder.connect()
    })
    afterAll(async () => {
      await lockHolder.end()
      await second.close()
    })
    const jobKey = () => `payments:reconcile:${h.names.schema}`

    it('an order never approved expires: failed, kind expired, announced once, nothing captured', async () => {
      const renter = user(h.app, 'RENTER')
      const started = await checkout(h.app, renter.auth, { purpose: 'match_request' })
      // Still within the abandon window: left alone.
      await h.app.reconcile({ settleAfterMs: 0 })
      expect((await paymentRow(started.paymentId)).status).toBe('pending')

      await h.app.reconcile({ settleAfterMs: 0, abandonAfterMs: 0 })
      expect(await paymentRow(started.paymentId)).toMatchObject({
        status: 'failed',
        failureKind: 'expired',
        failureReason: ABANDONED_REASON,
      })
      const dto = await h.app.inject({
        method: 'GET',
        url: `/payments/${started.paymentId}`,
        headers: { authorization: renter.auth },
      })
      expect(dto.json().payment.failureKind).toBe('expired')
      const events = await failedEventsFor(started.paymentId)
      expect(events).toHaveLength(1)
      expect(events[0]?.data.failureKind).toBe('expired')
      expect(captured(started.orderId)).toBe(false)
    })

    it('runs on one instance at a time: while another holds the job lock, a pass does nothing', async () => {
      const renter = user(h.app, 'RENTER')
      const started = await checkout(h.app, renter.auth, { purpose: 'match_request' })

      // Another instance's pass in progress = the job's advisory lock held on another connection.
      await lockHolder.query('BEGIN')
      await lockHolder.query('SELECT pg_advisory_xact_lock(hashtext($1))', [jobKey()])
      try {
        const [a, b] = await Promise.all([
          h.app.reconcile({ settleAfterMs: 0, abandonAfterMs: 0 }),
          second.reconcile({ settleAfterMs: 0, abandonAfterMs: 0 }),
        ])
        expect(a).toMatchObject({ skipped: true, checked: 0 })
        expect(b).toMatchObject({ skipped: true, checked: 0 })
        expect((await paymentRow(started.paymentId)).status).toBe('pending')
      } finally {
        await lockHolder.query('COMMIT')
      }

      // Both instances fire together: the payment expires once, whichever instance ran.
      const reports = await Promise.all([
        h.app.reconcile({ settleAfterMs: 0, abandonAfterMs: 0 }),
        second.reconcile({ settleAfterMs: 0, abandonAfterMs: 0 }),
      ])
      expect(reports.some((r) => !r.skipped)).toBe(true)
      expect(await paymentRow(started.paymentId)).toMatchObject({ status: 'failed', failureKind: 'expired' })
      expect(await failedEventsFor(started.paymentId)).toHaveLength(1)
    })
  })
})
