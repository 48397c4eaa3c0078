import { PAYMENT_MESSAGES } from '@cosign/api'
import { isErrorBody } from '@cosign/api'
import { eventsOnStream, pay, startHarness, user, type Harness, type TestUser } from './helpers.js'

// Several refunds of one payment at once (double clicks, two admins, a retrying client): one refund at PayPal,
// exactly one "refunded successfully" answer and one audit row; every other request a clear 409 (issue 14).
describe('concurrent refunds of one payment', () => {
  let h: Harness
  let admins: TestUser[]
  beforeAll(async () => {
    h = await startHarness()
    admins = [user(h.app, 'ADMIN'), user(h.app, 'ADMIN')]
  })
  afterAll(() => h.close())

  const refund = (admin: TestUser, paymentId: string, notes: string) =>
    h.app.inject({
      method: 'POST',
      url: `/admin/payments/${paymentId}/refund`,
      headers: { authorization: admin.auth },
      payload: { notes },
    })

  it('N at once: one success, one PayPal refund, one audit row, one event; the others 409', async () => {
    const paid = await pay(h.app, user(h.app, 'RENTER').auth, { purpose: 'match_request' })
    const { paymentId } = paid
    const captureId = paid.payment.transactionId as string
    const N = 6
    const answers = await Promise.all(
      Array.from({ length: N }, (_, i) => refund(admins[i % 2], paymentId, `Refund request ${i}`)),
    )

    const succeeded = answers.filter((r) => r.statusCode === 200)
    expect(succeeded).toHaveLength(1)
    expect(succeeded[0].json()).toMatchObject({
      message: PAYMENT_MESSAGES.refundSucceeded,
      transaction: { id: paymentId, status: 'refunded' },
    })
    const refused = answers.filter((r) => r.statusCode !== 200)
    expect(refused.map((r) => r.statusCode)).toEqual(Array(N - 1).fill(409))
    for (const r of refused) {
      expect(isErrorBody(r.json())).toBe(true)
      expect(['REFUND_IN_PROGRESS', 'ALREADY_REFUNDED']).toContain(r.json().error.code)
    }

    const paypalRefunds = [...h.paypal.paypal.store.refunds.values()].filter((r) => r.captureId === captureId)
    expect(paypalRefunds).toHaveLength(1)
    const audit = await h.app.prisma.adminAction.findMany({ where: { targetId: paymentId } })
    expect(audit).toHaveLength(1)
    // The audit row is the successful request's: its notes are the payment's notes.
    const row = await h.app.prisma.payment.findUniqueOrThrow({ where: { id: paymentId } })
    expect(row.notes).toBe(audit[0].notes)
    expect(await h.app.prisma.refundRequest.count({ where: { paymentId } })).toBe(0)
    const events = (await eventsOnStream(h, 'payment.refunded')).filter((e) => e.data.paymentId === paymentId)
    expect(events).toHaveLength(1)
    // One audit entry (issue 30), whatever the retries.
    const audited = (await eventsOnStream(h, 'admin_action.recorded')).filter((e) => e.data.targetId === paymentId)
    expect(audited).toHaveLength(1)
  }, 60_000)

  it('a refund while another is in flight is told so: 409 REFUND_IN_PROGRESS with the message', async () => {
    const paid = await pay(h.app, user(h.app, 'RENTER').auth, { purpose: 'match_request' })
    // An admin's request that is still with PayPal (step 2 of refundPayment) holds the payment.
    await h.app.prisma.refundRequest.create({
      data: { id: crypto.randomUUID(), paymentId: paid.paymentId, adminId: admins[0].id, notes: 'First' },
    })
    const res = await refund(admins[1], paid.paymentId, 'Second')
    expect(res.statusCode).toBe(409)
    expect(res.json()).toEqual({
      error: { code: 'REFUND_IN_PROGRESS', message: PAYMENT_MESSAGES.refundInProgress },
    })
    expect(await h.app.prisma.adminAction.count({ where: { targetId: paid.paymentId } })).toBe(0)
  })
})
