import { randomUUID } from 'node:crypto'
import {
  CONTRACT_PROCESSING_FEE_CENTS,
  MESSAGES,
  PAYMENT_MESSAGES,
  splitContractFee,
} from '@cosign/api'
import { captureRequestId } from '../src/model/settlement.js'
import {
  announcedDraft,
  announcedProfile,
  checkout,
  clickOnPayPal,
  contractReady,
  eventsOnStream,
  outboxDrained,
  pay,
  PUBLIC_ORIGIN,
  startHarness,
  user,
  verifyFromReturnUrl,
  type Harness,
} from './helpers.js'

describe('checkout -> PayPal approval -> verify', () => {
  let h: Harness
  beforeAll(async () => {
    h = await startHarness()
  })
  afterAll(() => h.close())

  const paymentRow = (id: string) => h.app.prisma.payment.findUniqueOrThrow({ where: { id } })
  const completedEventsFor = async (paymentId: string) =>
    (await eventsOnStream(h, 'payment.completed')).filter((e) => e.data.paymentId === paymentId)

  it('profile_creation: a cosigner pays the live price, lands on /success and sees the payment in the history', async () => {
    const { owner: cosigner, profileId } = await announcedDraft(h)
    const started = await checkout(h.app, cosigner.auth, {
      purpose: 'profile_creation',
      subjectId: profileId,
    })
    expect(started.amountCents).toBe(2500)
    expect(started.approvalUrl).toBe(`${h.paypal.paypal.webBaseUrl()}/checkoutnow?token=${started.orderId}`)

    const back = await clickOnPayPal(started.approvalUrl)
    expect(`${back.origin}${back.pathname}`).toBe(`${PUBLIC_ORIGIN}/success`)
    expect(back.searchParams.get('paymentType')).toBe('profile_creation')
    expect(back.searchParams.get('contractId')).toBe('none')
    expect(back.searchParams.get('token')).toBe(started.orderId)
    expect(back.searchParams.get('PayerID')).toBeTruthy()

    const verified = await verifyFromReturnUrl(h.app, cosigner.auth, back)
    expect(verified.statusCode).toBe(200)
    const payment = verified.json().payment
    expect(payment).toMatchObject({
      id: started.paymentId,
      status: 'completed',
      amountCents: 2500,
      purpose: 'profile_creation',
      subjectId: profileId,
    })
    expect(payment.transactionId).toMatch(/^[A-Z0-9]{17}$/)

    const mine = await h.app.inject({
      method: 'GET',
      url: '/payments/mine',
      headers: { authorization: cosigner.auth },
    })
    expect(mine.json().items.map((p: { id: string }) => p.id)).toEqual([started.paymentId])

    const events = await completedEventsFor(started.paymentId)
    expect(events).toHaveLength(1)
    expect(events[0].data).toMatchObject({
      userId: cosigner.id,
      purpose: 'profile_creation',
      subjectId: profileId,
      amountCents: 2500,
    })
  })

  it('unlock_contact and match_request: priced from the services table, metadata echoed to consumers, history newest first', async () => {
    const renter = user(h.app, 'RENTER')
    const { profileId } = await announcedProfile(h)
    const unlock = await pay(h.app, renter.auth, { purpose: 'unlock_contact', subjectId: profileId })
    expect(unlock.amountCents).toBe(2500)
    const match = await pay(h.app, renter.auth, {
      purpose: 'match_request',
      metadata: { monthlyRentCents: 200000, note: 'hi' },
    })
    expect(match.amountCents).toBe(9999)
    expect(match.payment.status).toBe('completed')

    const [event] = await completedEventsFor(match.paymentId)
    expect(event.data).toMatchObject({
      purpose: 'match_request',
      subjectId: null,
      metadata: { monthlyRentCents: 200000, note: 'hi' },
    })
    const mine = await h.app.inject({
      method: 'GET',
      url: '/payments/mine',
      headers: { authorization: renter.auth },
    })
    expect(mine.json().items.map((p: { id: string }) => p.id)).toEqual([match.paymentId, unlock.paymentId])

    // The same profile cannot be unlocked (and charged) twice.
    const again = await h.app.inject({
      method: 'POST',
      url: '/checkout',
      headers: { authorization: renter.auth },
      payload: { purpose: 'unlock_contact', subjectId: profileId },
    })
    expect(again.statusCode).toBe(409)
  })

  it('contract steps: step 2 refused until step 1 is completed, step 2 paid to the cosigner, only the renter pays', async () => {
    const renter = user(h.app, 'RENTER')
    const cosigner = user(h.app, 'COSIGNER')
    const contractId = randomUUID()
    const feeCents = 123_457
    await contractReady(h, {
      contractId,
      renterId: renter.id,
      cosignerId: cosigner.id,
      feeCents,
      cosignerPaypalEmail: 'cosigner-payout@pay.test',
    })
    const split = splitContractFee(feeCents)

    const early = await h.app.inject({
      method: 'POST',
      url: '/checkout',
      headers: { authorization: renter.auth },
      payload: { purpose: 'contract_cosigner_payment', subjectId: contractId },
    })
    expect(early.statusCode).toBe(409)
    expect(early.json().error.message).toBe(PAYMENT_MESSAGES.contractStepOneFirst)

    const byCosigner = await h.app.inject({
      method: 'POST',
      url: '/checkout',
      headers: { authorization: cosigner.auth },
      payload: { purpose: 'contract_platform_fee', subjectId: contractId },
    })
    expect(byCosigner.statusCode).toBe(403)
    const byStranger = await h.app.inject({
      method: 'POST',
      url: '/checkout',
      headers: { authorization: user(h.app, 'RENTER').auth },
      payload: { purpose: 'contract_platform_fee', subjectId: contractId },
    })
    expect(byStranger.statusCode).toBe(403)
    const unknown = await h.app.inject({
      method: 'POST',
      url: '/checkout',
      headers: { authorization: renter.auth },
      payload: { purpose: 'contract_platform_fee', subjectId: randomUUID() },
    })
    expect(unknown.statusCode).toBe(404)

    const step1 = await checkout(h.app, renter.auth, {
      purpose: 'contract_platform_fee',
      subjectId: contractId,
    })
    expect(step1.amountCents).toBe(split.platformFeeCents + CONTRACT_PROCESSING_FEE_CENTS)
    const back1 = await clickOnPayPal(step1.approvalUrl)
    expect(back1.searchParams.get('contractId')).toBe(contractId)
    expect(back1.searchParams.get('paymentType')).toBe('contract_platform_fee')
    expect((await verifyFromReturnUrl(h.app, renter.auth, back1)).statusCode).toBe(200)

    const repeat = await h.app.inject({
      method: 'POST',
      url: '/checkout',
      headers: { authorization: renter.auth },
      payload: { purpose: 'contract_platform_fee', subjectId: contractId },
    })
    expect(repeat.statusCode).toBe(409)

    const step2 = await pay(h.app, renter.auth, {
      purpose: 'contract_cosigner_payment',
      subjectId: contractId,
    })
    expect(step2.amountCents).toBe(split.step2Cents)
    expect(step1.amountCents + step2.amountCents).toBe(feeCents + 5000)
    const order = h.paypal.paypal.store.orders.get(step2.orderId)
    expect(order?.purchase_units[0].payee?.email_address).toBe('cosigner-payout@pay.test')
    expect(order?.purchase_units[0].amount.value).toBe((split.step2Cents / 100).toFixed(2))
    expect(h.paypal.paypal.store.orders.get(step1.orderId)?.purchase_units[0].payee).toBeUndefined()

    const events = (await eventsOnStream(h, 'payment.completed')).filter(
      (e) => e.data.subjectId === contractId,
    )
    expect(events.map((e) => e.data.purpose).sort()).toEqual([
      'contract_cosigner_payment',
      'contract_platform_fee',
    ])
  })

  it('ignores nothing it should not: a client-sent amount is rejected by the schema', async () => {
    const renter = user(h.app, 'RENTER')
    const res = await h.app.inject({
      method: 'POST',
      url: '/checkout',
      headers: { authorization: renter.auth },
      payload: { purpose: 'match_request', amount: 1 },
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().error.message).toContain("must not have property 'amount'")
  })

  it('sequential double verify (returning to /success twice) records one payment and one event', async () => {
    const renter = user(h.app, 'RENTER')
    const started = await checkout(h.app, renter.auth, { purpose: 'match_request' })
    const back = await clickOnPayPal(started.approvalUrl)
    const first = await verifyFromReturnUrl(h.app, renter.auth, back)
    const second = await verifyFromReturnUrl(h.app, renter.auth, back)
    expect(first.statusCode).toBe(200)
    expect(second.statusCode).toBe(200)
    expect(second.json().payment.transactionId).toBe(first.json().payment.transactionId)
    expect(await h.app.prisma.payment.count({ where: { userId: renter.id, status: 'completed' } })).toBe(1)
    await outboxDrained(h)
    expect(await completedEventsFor(started.paymentId)).toHaveLength(1)
    expect(
      [...h.paypal.paypal.store.captures.values()].filter((c) => c.orderId === started.orderId),
    ).toHaveLength(1)
  })

  it('concurrent verifies (two tabs, many retries) record one payment and one event', async () => {
    const renter = user(h.app, 'RENTER')
    const started = await checkout(h.app, renter.auth, { purpose: 'match_request' })
    const back = await clickOnPayPal(started.approvalUrl)
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => verifyFromReturnUrl(h.app, renter.auth, back)),
    )
    expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(200))
    expect(new Set(answers.map((a) => a.json().payment.transactionId)).size).toBe(1)
    expect(await h.app.prisma.payment.count({ where: { userId: renter.id, status: 'completed' } })).toBe(1)
    await outboxDrained(h)
    expect(await completedEventsFor(started.paymentId)).toHaveLength(1)
    expect(
      [...h.paypal.paypal.store.captures.values()].filter((c) => c.orderId === started.orderId),
    ).toHaveLength(1)
  })

  it('a retry after a crash between PayPal capture and our commit records the first capture, not a second one', async () => {
    const renter = user(h.app, 'RENTER')
    const started = await checkout(h.app, renter.auth, { purpose: 'match_request' })
    const back = await clickOnPayPal(started.approvalUrl)
    // The crashed attempt: PayPal captured, our transaction never committed.
    const crashed = await h.app.gateway.captureOrder(started.orderId, captureRequestId(started.paymentId))
    expect(crashed.capture?.status).toBe('COMPLETED')
    expect((await paymentRow(started.paymentId)).status).toBe('pending')

    const retried = await verifyFromReturnUrl(h.app, renter.auth, back)
    expect(retried.statusCode).toBe(200)
    expect(retried.json().payment.transactionId).toBe(crashed.capture?.captureId)
    expect(
      [...h.paypal.paypal.store.captures.values()].filter((c) => c.orderId === started.orderId),
    ).toHaveLength(1)
    expect(await completedEventsFor(started.paymentId)).toHaveLength(1)
  })

  it("a declined capture marks the payment failed, emits payment.failed and answers 'Failed to verify payment'", async () => {
    const renter = user(h.app, 'RENTER')
    const started = await checkout(h.app, renter.auth, { purpose: 'match_request' })
    const back = await clickOnPayPal(started.approvalUrl)
    h.paypal.paypal.store.queueCaptureOutcome('decline', started.orderId)

    const res = await verifyFromReturnUrl(h.app, renter.auth, back)
    expect(res.statusCode).toBe(402)
    expect(res.json().error.message).toBe(MESSAGES.failedToVerifyPayment)
    expect(await paymentRow(started.paymentId)).toMatchObject({
      status: 'failed',
      failureReason: 'Payment was declined by PayPal',
    })

    const again = await verifyFromReturnUrl(h.app, renter.auth, back)
    expect(again.statusCode).toBe(402)
    const failed = (await eventsOnStream(h, 'payment.failed')).filter(
      (e) => e.data.paymentId === started.paymentId,
    )
    expect(failed).toHaveLength(1)
    expect(failed[0].data).toMatchObject({
      purpose: 'match_request',
      reason: 'Payment was declined by PayPal',
    })
    expect(await completedEventsFor(started.paymentId)).toHaveLength(0)
  })

  it('a PayPal outage during capture leaves the payment pending; the reconcile job settles it later', async () => {
    const renter = user(h.app, 'RENTER')
    const started = await checkout(h.app, renter.auth, { purpose: 'match_request' })
    const back = await clickOnPayPal(started.approvalUrl)
    h.paypal.paypal.store.queueCaptureOutcome('fail', started.orderId)

    const res = await verifyFromReturnUrl(h.app, renter.auth, back)
    expect(res.statusCode).toBe(502)
    expect(res.json().error.message).toBe(MESSAGES.failedToVerifyPayment)
    expect((await paymentRow(started.paymentId)).status).toBe('pending')

    const report = await h.app.reconcile({ settleAfterMs: 0 })
    expect(report.completed).toBeGreaterThanOrEqual(1)
    expect((await paymentRow(started.paymentId)).status).toBe('completed')
    expect(await completedEventsFor(started.paymentId)).toHaveLength(1)
  })

  it('verify before approval changes nothing; cancel lands on /cancel and charges nothing', async () => {
    const renter = user(h.app, 'RENTER')
    const started = await checkout(h.app, renter.auth, { purpose: 'match_request' })
    const early = await h.app.inject({
      method: 'POST',
      url: '/verify',
      headers: { authorization: renter.auth },
      payload: { token: started.orderId },
    })
    expect(early.statusCode).toBe(400)
    expect(early.json().error.code).toBe('PAYMENT_NOT_APPROVED')

    const back = await clickOnPayPal(started.approvalUrl, 'cancel')
    expect(`${back.origin}${back.pathname}`).toBe(`${PUBLIC_ORIGIN}/cancel`)
    expect(back.searchParams.get('token')).toBe(started.orderId)
    expect(back.searchParams.get('PayerID')).toBeNull()
    expect((await paymentRow(started.paymentId)).status).toBe('pending')
    expect([...h.paypal.paypal.store.captures.values()].some((c) => c.orderId === started.orderId)).toBe(
      false,
    )

    // Never approved: after the abandon window the reconcile job marks it failed, still with nothing captured.
    await h.app.reconcile({ settleAfterMs: 0, abandonAfterMs: 0 })
    expect(await paymentRow(started.paymentId)).toMatchObject({
      status: 'failed',
      failureReason: 'Payment was not completed',
    })
    expect([...h.paypal.paypal.store.captures.values()].some((c) => c.orderId === started.orderId)).toBe(
      false,
    )
  })

  it('two checkouts of the same step in two tabs: the second approved one is never captured', async () => {
    const renter = user(h.app, 'RENTER')
    const { profileId } = await announcedProfile(h)
    const tab1 = await checkout(h.app, renter.auth, { purpose: 'unlock_contact', subjectId: profileId })
    const tab2 = await checkout(h.app, renter.auth, { purpose: 'unlock_contact', subjectId: profileId })
    const back1 = await clickOnPayPal(tab1.approvalUrl)
    const back2 = await clickOnPayPal(tab2.approvalUrl)
    expect((await verifyFromReturnUrl(h.app, renter.auth, back1)).statusCode).toBe(200)
    const second = await verifyFromReturnUrl(h.app, renter.auth, back2)
    expect(second.statusCode).toBe(402)
    expect(await paymentRow(tab2.paymentId)).toMatchObject({
      status: 'failed',
      failureReason: PAYMENT_MESSAGES.stepAlreadyPaid,
    })
    expect([...h.paypal.paypal.store.captures.values()].some((c) => c.orderId === tab2.orderId)).toBe(false)
  })

  it("verify: the owner only, 'Missing payment information' without a token, tampered return parameters refused", async () => {
    const renter = user(h.app, 'RENTER')
    const started = await checkout(h.app, renter.auth, { purpose: 'match_request' })
    const back = await clickOnPayPal(started.approvalUrl)

    const other = await verifyFromReturnUrl(h.app, user(h.app, 'RENTER').auth, back)
    expect(other.statusCode).toBe(403)
    const missing = await h.app.inject({
      method: 'POST',
      url: '/verify',
      headers: { authorization: renter.auth },
      payload: { payerId: 'X' },
    })
    expect(missing.statusCode).toBe(400)
    expect(missing.json().error.message).toBe(MESSAGES.missingPaymentInformation)
    const blank = await h.app.inject({
      method: 'POST',
      url: '/verify',
      headers: { authorization: renter.auth },
      payload: { token: '  ' },
    })
    expect(blank.json().error.message).toBe(MESSAGES.missingPaymentInformation)
    const tampered = await h.app.inject({
      method: 'POST',
      url: '/verify',
      headers: { authorization: renter.auth },
      payload: { token: started.orderId, paymentType: 'unlock_contact' },
    })
    expect(tampered.statusCode).toBe(400)
    const unknown = await h.app.inject({
      method: 'POST',
      url: '/verify',
      headers: { authorization: renter.auth },
      payload: { token: 'NOSUCHORDER' },
    })
    expect(unknown.statusCode).toBe(404)
    expect((await paymentRow(started.paymentId)).status).toBe('pending')

    const visitor = await h.app.inject({
      method: 'POST',
      url: '/verify',
      payload: { token: started.orderId },
    })
    expect(visitor.statusCode).toBe(401)
    const visitorCheckout = await h.app.inject({
      method: 'POST',
      url: '/checkout',
      payload: { purpose: 'match_request' },
    })
    expect(visitorCheckout.statusCode).toBe(401)
  })

  it('GET /payments/:id answers the owner and admins only; GET /prices is public', async () => {
    const renter = user(h.app, 'RENTER')
    const paid = await pay(h.app, renter.auth, { purpose: 'match_request' })
    const statusOf = async (id: string, authorization: string) =>
      (await h.app.inject({ method: 'GET', url: `/payments/${id}`, headers: { authorization } })).statusCode
    expect(await statusOf(paid.paymentId, renter.auth)).toBe(200)
    expect(await statusOf(paid.paymentId, user(h.app, 'ADMIN').auth)).toBe(200)
    expect(await statusOf(paid.paymentId, user(h.app, 'RENTER').auth)).toBe(403)
    expect(await statusOf(randomUUID(), renter.auth)).toBe(404)

    const prices = await h.app.inject({ method: 'GET', url: '/prices' })
    expect(prices.statusCode).toBe(200)
    expect(
      prices.json().items.map((s: { name: string; priceCents: number }) => [s.name, s.priceCents]),
    ).toEqual([
      ['cosigner_matching', 9999],
      ['profile_creation', 2500],
      ['unlock_contact', 2500],
    ])
  })
})
