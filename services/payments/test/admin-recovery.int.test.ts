import { signWebhook, webhookEvent } from '@cosign/paypal-local'
import { PAYMENT_MESSAGES } from '@cosign/api'
import { REFUND_IN_FLIGHT_MS, REFUND_PENDING_MESSAGE } from '../src/domain/refund-payment.js'
import {
  eventsOnStream,
  pay,
  startHarness,
  user,
  WEBHOOK_ID,
  type Harness,
  type TestUser,
} from './helpers.js'

// What the admin is told, and what ends up recorded, when the database fails around a refund PayPal made
// (the audit's D1), and a CSV export whose first query fails (D4).
describe('admin refunds and exports when the database fails', () => {
  let h: Harness
  let admin: TestUser
  beforeAll(async () => {
    h = await startHarness()
    admin = user(h.app, 'ADMIN')
  })
  afterAll(() => h.close())

  const sql = (text: string) => h.app.prisma.$executeRawUnsafe(text)
  const refund = (paymentId: string, notes: string) =>
    h.app.inject({
      method: 'POST',
      url: `/admin/payments/${paymentId}/refund`,
      headers: { authorization: admin.auth },
      payload: { notes },
    })
  const row = (id: string) => h.app.prisma.payment.findUniqueOrThrow({ where: { id } })
  const paypalRefunds = (captureId: string) =>
    [...h.paypal.paypal.store.refunds.values()].filter((r) => r.captureId === captureId)
  const auditRows = (paymentId: string) =>
    h.app.prisma.adminAction.findMany({ where: { targetId: paymentId }, orderBy: { createdAt: 'asc' } })
  const refundedEvents = async (paymentId: string) =>
    (await eventsOnStream(h, 'payment.refunded')).filter((e) => e.data.paymentId === paymentId)

  /** The next `times` updates of a payment to `refunded` fail, as a database fault would. */
  async function failRefundRecording(times: number) {
    await sql('CREATE SEQUENCE refund_failures')
    await sql(`CREATE FUNCTION fail_refund_recording() RETURNS trigger AS $$
      BEGIN
        IF NEW.status = 'refunded' AND OLD.status <> 'refunded' AND nextval('refund_failures') <= ${times} THEN
          RAISE EXCEPTION 'simulated database failure';
        END IF;
        RETURN NEW;
      END $$ LANGUAGE plpgsql`)
    await sql(
      'CREATE TRIGGER fail_refund_recording BEFORE UPDATE ON payments FOR EACH ROW EXECUTE FUNCTION fail_refund_recording()',
    )
  }
  async function databaseRecovers() {
    await sql('DROP TRIGGER IF EXISTS fail_refund_recording ON payments')
    await sql('DROP FUNCTION IF EXISTS fail_refund_recording()')
    await sql('DROP SEQUENCE IF EXISTS refund_failures')
  }
  afterEach(databaseRecovers)

  /** A completed payment and its capture id. */
  async function completedPayment() {
    const paid = await pay(h.app, user(h.app, 'RENTER').auth, { purpose: 'match_request' })
    return { paymentId: paid.paymentId, captureId: paid.payment.transactionId as string }
  }

  /** PayPal's PAYMENT.CAPTURE.REFUNDED for the capture's refund, signed as the local PayPal signs it. */
  function refundWebhook(captureId: string) {
    const [made] = paypalRefunds(captureId)
    const body = JSON.stringify(
      webhookEvent('PAYMENT.CAPTURE.REFUNDED', 'refund', 'A capture payment was refunded', {
        id: made.id,
        status: made.status,
        links: [{ rel: 'up', href: `${h.paypal.paypal.apiBaseUrl()}/v2/payments/captures/${captureId}` }],
      }),
    )
    const headers = signWebhook(h.paypal.paypal.keys, {
      body,
      webhookId: WEBHOOK_ID,
      certUrl: h.paypal.paypal.certUrl(),
    })
    return h.app.inject({ method: 'POST', url: '/webhooks/paypal', headers, payload: body })
  }

  it('a failure while recording is retried: 200, refunded once, with the notes and the audit row', async () => {
    const { paymentId, captureId } = await completedPayment()
    await failRefundRecording(1)
    const res = await refund(paymentId, 'Customer asked')
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({
      message: PAYMENT_MESSAGES.refundSucceeded,
      transaction: { status: 'refunded', notes: 'Customer asked' },
    })
    // The first attempt did fail (the trigger was reached twice: the failure, then the retry).
    const [{ last_value: attempts }] = await h.app.prisma.$queryRawUnsafe<{ last_value: bigint }[]>(
      'SELECT last_value FROM refund_failures',
    )
    expect(Number(attempts)).toBe(2)
    expect(paypalRefunds(captureId)).toHaveLength(1)
    expect(await auditRows(paymentId)).toEqual([
      expect.objectContaining({ actionType: 'refund', notes: 'Customer asked', adminId: admin.id }),
    ])
    expect(await h.app.prisma.refundRequest.count({ where: { paymentId } })).toBe(0)
    expect(await refundedEvents(paymentId)).toHaveLength(1)
  })

  it("a lasting failure answers 202 (not 'failed'), keeps the admin's intent, and PayPal's refund webhook records it", async () => {
    const { paymentId, captureId } = await completedPayment()
    await failRefundRecording(1000)
    const res = await refund(paymentId, 'Duplicate charge')
    // The money went back: the admin is told so, and that the record follows.
    expect(res.statusCode).toBe(202)
    expect(res.json()).toMatchObject({ message: REFUND_PENDING_MESSAGE, transaction: { id: paymentId } })
    expect(paypalRefunds(captureId)).toEqual([expect.objectContaining({ status: 'COMPLETED' })])
    expect(await h.app.prisma.refundRequest.findMany({ where: { paymentId } })).toEqual([
      expect.objectContaining({ adminId: admin.id, notes: 'Duplicate charge' }),
    ])

    // While the database still fails, the webhook is answered 500 and PayPal delivers it again later.
    expect((await refundWebhook(captureId)).statusCode).toBe(500)
    await databaseRecovers()
    expect((await refundWebhook(captureId)).statusCode).toBe(200)
    expect(await row(paymentId)).toMatchObject({ status: 'refunded', notes: 'Duplicate charge' })
    expect((await row(paymentId)).refundedAt).toBeInstanceOf(Date)
    expect(await auditRows(paymentId)).toEqual([
      expect.objectContaining({ actionType: 'refund', notes: 'Duplicate charge', adminId: admin.id }),
    ])
    expect(await h.app.prisma.refundRequest.count({ where: { paymentId } })).toBe(0)

    // The webhook again, and the admin again: nothing more is recorded or refunded.
    expect((await refundWebhook(captureId)).statusCode).toBe(200)
    const again = await refund(paymentId, 'Once more')
    expect(again.statusCode).toBe(409)
    expect(again.json().error.code).toBe('ALREADY_REFUNDED')
    expect(await auditRows(paymentId)).toHaveLength(1)
    expect(paypalRefunds(captureId)).toHaveLength(1)
    expect(await refundedEvents(paymentId)).toHaveLength(1)
  })

  it("without the webhook, the reconcile job records it from PayPal's capture state", async () => {
    const { paymentId, captureId } = await completedPayment()
    await failRefundRecording(1000)
    expect((await refund(paymentId, 'Chargeback avoided')).statusCode).toBe(202)
    await databaseRecovers()
    const report = await h.app.reconcile({ settleAfterMs: 0 })
    expect(report.refundsRecorded).toBe(1)
    expect(await row(paymentId)).toMatchObject({ status: 'refunded', notes: 'Chargeback avoided' })
    expect(await auditRows(paymentId)).toEqual([
      expect.objectContaining({ notes: 'Chargeback avoided', adminId: admin.id }),
    ])
    expect(paypalRefunds(captureId)).toHaveLength(1)
    expect((await h.app.reconcile({ settleAfterMs: 0 })).refundsRecorded).toBe(0)
  })

  it('or the admin repeating the refund records both requests, with one refund at PayPal', async () => {
    const { paymentId, captureId } = await completedPayment()
    await failRefundRecording(1000)
    expect((await refund(paymentId, 'First try')).statusCode).toBe(202)
    await databaseRecovers()
    // Right after the 202 the first request still holds the payment (REFUND_IN_FLIGHT_MS): 409, nothing more.
    const tooSoon = await refund(paymentId, 'Too soon')
    expect(tooSoon.statusCode).toBe(409)
    expect(tooSoon.json().error.code).toBe('REFUND_IN_PROGRESS')
    await sql(
      `UPDATE refund_requests SET requested_at = requested_at - interval '${REFUND_IN_FLIGHT_MS + 1000} milliseconds' WHERE payment_id = '${paymentId}'`,
    )
    const res = await refund(paymentId, 'Second try')
    expect(res.statusCode).toBe(200)
    expect(res.json().transaction).toMatchObject({ status: 'refunded', notes: 'Second try' })
    expect(paypalRefunds(captureId)).toHaveLength(1)
    expect((await auditRows(paymentId)).map((a) => a.notes)).toEqual(['First try', 'Second try'])
    expect(await refundedEvents(paymentId)).toHaveLength(1)
  })

  it('a database failure before PayPal is asked answers an error and moves no money', async () => {
    const { paymentId, captureId } = await completedPayment()
    await sql(`CREATE FUNCTION refuse_refund_requests() RETURNS trigger AS $$
      BEGIN RAISE EXCEPTION 'simulated database failure'; END $$ LANGUAGE plpgsql`)
    await sql(
      'CREATE TRIGGER refuse_refund_requests BEFORE INSERT ON refund_requests FOR EACH ROW EXECUTE FUNCTION refuse_refund_requests()',
    )
    try {
      const res = await refund(paymentId, 'Customer asked')
      expect(res.statusCode).toBe(500)
      expect(res.json().error.code).toBe('INTERNAL_ERROR')
    } finally {
      await sql('DROP TRIGGER refuse_refund_requests ON refund_requests')
      await sql('DROP FUNCTION refuse_refund_requests()')
    }
    expect(paypalRefunds(captureId)).toHaveLength(0)
    expect(await row(paymentId)).toMatchObject({ status: 'completed', notes: null })
    expect(await auditRows(paymentId)).toHaveLength(0)
  })

  it('a refund request PayPal never acted on (no answer from PayPal) is dropped by the reconcile job', async () => {
    const { paymentId, captureId } = await completedPayment()
    const refundCapture = h.app.gateway.refundCapture
    h.app.gateway.refundCapture = async () => {
      throw new Error('socket hang up')
    }
    try {
      const res = await refund(paymentId, 'Customer asked')
      expect(res.statusCode).toBe(502)
      expect(res.json().error.message).toBe(PAYMENT_MESSAGES.refundFailed)
    } finally {
      h.app.gateway.refundCapture = refundCapture
    }
    // The outcome was unknown, so the intent was kept until PayPal could be asked.
    expect(await h.app.prisma.refundRequest.count({ where: { paymentId } })).toBe(1)
    const report = await h.app.reconcile({ settleAfterMs: 0 })
    expect(report.refundRequestsDropped).toBe(1)
    expect(await h.app.prisma.refundRequest.count({ where: { paymentId } })).toBe(0)
    expect(await row(paymentId)).toMatchObject({ status: 'completed' })
    expect(paypalRefunds(captureId)).toHaveLength(0)
    expect(await auditRows(paymentId)).toHaveLength(0)
  })

  it('CSV export: a failing first query answers a JSON error instead of 200 and a header row', async () => {
    await completedPayment()
    await sql('ALTER TABLE payments RENAME TO payments_elsewhere')
    try {
      const res = await h.app.inject({
        method: 'GET',
        url: '/admin/transactions.csv',
        headers: { authorization: admin.auth },
      })
      expect(res.statusCode).toBe(500)
      expect(res.headers['content-type']).toContain('application/json')
      expect(res.headers['content-disposition']).toBeUndefined()
      expect(res.json().error.code).toBe('INTERNAL_ERROR')
    } finally {
      await sql('ALTER TABLE payments_elsewhere RENAME TO payments')
    }
    const ok = await h.app.inject({
      method: 'GET',
      url: '/admin/transactions.csv',
      headers: { authorization: admin.auth },
    })
    expect(ok.statusCode).toBe(200)
    expect(ok.body.startsWith('Date,Renter,Cosigner,Amount,Status,Method,Type\r\n')).toBe(true)
  })
})
