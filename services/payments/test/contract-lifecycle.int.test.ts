// Contract payments after signing: payment.started, cancelled contracts, Cosigner Replacement Guarantee
// credits and installments, against the real database, NATS and the local PayPal server.
import { randomUUID } from 'node:crypto'
import {
  CONTRACT_MESSAGES,
  PAYMENT_MESSAGES,
  platformFeeCents,
  splitContractFee,
  type DomainEvents,
  type EventEnvelope,
} from '@cosign/api'
import {
  checkout,
  clickOnPayPal,
  contractReady,
  fullySignedTerms,
  eventsOnStream,
  pay,
  paypalOrderCount,
  publish,
  PUBLIC_ORIGIN,
  startHarness,
  user,
  verifyFromReturnUrl,
  waitFor,
  type Harness,
  type TestUser,
} from './helpers.js'

describe('contract lifecycle payments', () => {
  let h: Harness
  beforeAll(async () => {
    h = await startHarness()
  })
  afterAll(() => h.close())

  type Terms = DomainEvents['contract.fully_signed']
  const FEE = 100_000 // $1,000.00: step 1 = $150.00 + $50.00, step 2 = $850.00
  const STEP1 = splitContractFee(FEE).step1Cents

  async function signedContract(
    renter: TestUser,
    cosigner: TestUser = user(h.app, 'COSIGNER'),
    extra: Partial<Terms> = {},
  ): Promise<Terms> {
    const terms = fullySignedTerms(renter, cosigner, FEE, extra)
    await contractReady(h, terms)
    return terms
  }

  function cancelEvent(
    terms: Terms,
    by: 'renter' | 'cosigner' | 'admin',
  ): EventEnvelope<'contract.cancelled'> {
    return {
      id: randomUUID(),
      type: 'contract.cancelled',
      occurredAt: new Date().toISOString(),
      data: {
        contractId: terms.contractId,
        renterId: terms.renterId,
        cosignerId: terms.cosignerId,
        cancelledBy: by,
        cancelledByUserId: by === 'renter' ? terms.renterId : terms.cosignerId,
        reason: 'Plans changed',
      },
    }
  }
  /** Publishes a cancellation and waits until the payments service applied it (and its credit, if any). */
  async function cancel(terms: Terms, by: 'renter' | 'cosigner' | 'admin', event = cancelEvent(terms, by)) {
    await h.bus.publish(event as EventEnvelope)
    await waitFor(
      async () =>
        (await h.app.prisma.processedEvent.count({ where: { eventId: event.id } })) === 1,
      'cancellation applied',
    )
    return event
  }

  const step1 = (renter: TestUser, terms: Terms) =>
    h.app.inject({
      method: 'POST',
      url: '/checkout',
      headers: { authorization: renter.auth },
      payload: { purpose: 'contract_platform_fee', subjectId: terms.contractId },
    })
  const credits = (where: { renterId?: string; sourceContractId?: string }) =>
    h.app.prisma.replacementCredit.findMany({ where })

  it('writes payment.started with the pending payment row at checkout', async () => {
    const renter = user(h.app, 'RENTER')
    const terms = await signedContract(renter)
    const started = await checkout(h.app, renter.auth, {
      purpose: 'contract_platform_fee',
      subjectId: terms.contractId,
    })
    const row = await h.app.prisma.payment.findUniqueOrThrow({ where: { id: started.paymentId } })
    expect(row.status).toBe('pending')
    const outbox = (await h.app.prisma.outboxEvent.findMany({ where: { subject: { endsWith: '.payment.started' } } }))
      .map((o) => o.payload as unknown as EventEnvelope<'payment.started'>)
      .filter((e) => e.data.paymentId === started.paymentId)
    expect(outbox).toHaveLength(1)
    expect(outbox[0].data).toMatchObject({
      userId: renter.id,
      purpose: 'contract_platform_fee',
      subjectId: terms.contractId,
      amountCents: STEP1,
      method: 'paypal',
    })
    const onStream = (await eventsOnStream(h, 'payment.started')).filter(
      (e) => e.data.paymentId === started.paymentId,
    )
    expect(onStream).toHaveLength(1)
  })

  it('refuses a checkout of a cancelled contract step, creating no PayPal order', async () => {
    const renter = user(h.app, 'RENTER')
    const terms = await signedContract(renter)
    await cancel(terms, 'renter')
    const orders = paypalOrderCount(h)
    const res = await step1(renter, terms)
    expect(res.statusCode).toBe(409)
    expect(res.json().error).toEqual({ code: 'CONTRACT_CANCELLED', message: PAYMENT_MESSAGES.contractCancelled })
    expect(paypalOrderCount(h)).toBe(orders)
  })

  it('does not capture an approved step of a contract cancelled before the capture', async () => {
    const renter = user(h.app, 'RENTER')
    const terms = await signedContract(renter)
    const started = await checkout(h.app, renter.auth, {
      purpose: 'contract_platform_fee',
      subjectId: terms.contractId,
    })
    const back = await clickOnPayPal(started.approvalUrl)
    await cancel(terms, 'renter')

    const verified = await verifyFromReturnUrl(h.app, renter.auth, back)
    expect(verified.statusCode).toBe(409)
    expect(verified.json().error).toEqual({
      code: 'CONTRACT_CANCELLED',
      message: PAYMENT_MESSAGES.contractCancelled,
    })
    const order = h.paypal.paypal.store.orders.get(started.orderId)
    expect(order?.status).toBe('APPROVED')
    expect(order?.captureId).toBeUndefined()
    const row = await h.app.prisma.payment.findUniqueOrThrow({ where: { id: started.paymentId } })
    expect(row).toMatchObject({ status: 'failed', failureReason: PAYMENT_MESSAGES.contractCancelled })
    const failed = (await eventsOnStream(h, 'payment.failed')).filter((e) => e.data.paymentId === row.id)
    expect(failed).toHaveLength(1)
    expect(failed[0].data).toMatchObject({ reason: PAYMENT_MESSAGES.contractCancelled, method: 'paypal' })
    // A second verify (reload) answers the same, still without capturing.
    expect((await verifyFromReturnUrl(h.app, renter.auth, back)).statusCode).toBe(409)
    expect(h.paypal.paypal.store.orders.get(started.orderId)?.captureId).toBeUndefined()
    expect(await credits({ sourceContractId: terms.contractId })).toHaveLength(0)
  })

  it('the reconcile job does not capture an approved step of a cancelled contract either', async () => {
    const renter = user(h.app, 'RENTER')
    const terms = await signedContract(renter)
    const started = await checkout(h.app, renter.auth, {
      purpose: 'contract_platform_fee',
      subjectId: terms.contractId,
    })
    await clickOnPayPal(started.approvalUrl)
    await cancel(terms, 'cosigner')
    await h.app.reconcile({ settleAfterMs: 0 })
    const row = await h.app.prisma.payment.findUniqueOrThrow({ where: { id: started.paymentId } })
    expect(row).toMatchObject({ status: 'failed', failureReason: PAYMENT_MESSAGES.contractCancelled })
    expect(h.paypal.paypal.store.orders.get(started.orderId)?.captureId).toBeUndefined()
    // Nothing was paid, so the cosigner's cancellation leaves no credit.
    expect(await credits({ sourceContractId: terms.contractId })).toHaveLength(0)
  })

  it('keeps step 1 as exactly one credit when the cosigner cancels after it was paid', async () => {
    const renter = user(h.app, 'RENTER')
    const terms = await signedContract(renter)
    const paid = await pay(h.app, renter.auth, { purpose: 'contract_platform_fee', subjectId: terms.contractId })
    expect(paid.payment.paymentMethod).toBe('paypal')
    const completed = (await eventsOnStream(h, 'payment.completed')).filter(
      (e) => e.data.paymentId === paid.paymentId,
    )
    expect(completed[0].data.method).toBe('paypal')

    const event = await cancel(terms, 'cosigner')
    // The same event delivered again, and another announcement of the same cancellation: still one credit.
    await h.bus.publish(event as EventEnvelope)
    await cancel(terms, 'cosigner')
    const rows = await credits({ sourceContractId: terms.contractId })
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({
      renterId: renter.id,
      sourcePaymentId: paid.paymentId,
      amountCents: STEP1,
      status: 'available',
      appliedToContractId: null,
    })
    const created = (await eventsOnStream(h, 'replacement_credit.created')).filter(
      (e) => e.data.sourceContractId === terms.contractId,
    )
    expect(created).toHaveLength(1)
    expect(created[0].data).toEqual({
      creditId: rows[0].id,
      renterId: renter.id,
      sourceContractId: terms.contractId,
      amountCents: STEP1,
    })
    const notes = (await eventsOnStream(h, 'notification.requested')).filter((e) => e.data.userId === renter.id)
    expect(notes).toHaveLength(1)
    expect(notes[0].data.title).toBe('Cosigner Replacement Guarantee')

    const listed = await h.app.inject({ method: 'GET', url: '/credits', headers: { authorization: renter.auth } })
    expect(listed.statusCode).toBe(200)
    expect(listed.json().items).toEqual([
      {
        id: rows[0].id,
        renterId: renter.id,
        sourceContractId: terms.contractId,
        amountCents: STEP1,
        status: 'available',
        appliedToContractId: null,
        createdAt: rows[0].createdAt.toISOString(),
      },
    ])
  })

  it('creates no credit when the renter or an admin cancels, or when step 1 was not paid', async () => {
    for (const by of ['renter', 'admin'] as const) {
      const renter = user(h.app, 'RENTER')
      const terms = await signedContract(renter)
      await pay(h.app, renter.auth, { purpose: 'contract_platform_fee', subjectId: terms.contractId })
      await cancel(terms, by)
      expect(await credits({ renterId: renter.id })).toHaveLength(0)
    }
    const renter = user(h.app, 'RENTER')
    const terms = await signedContract(renter)
    await checkout(h.app, renter.auth, { purpose: 'contract_platform_fee', subjectId: terms.contractId })
    await cancel(terms, 'cosigner')
    expect(await credits({ renterId: renter.id })).toHaveLength(0)
  })

  /** A renter whose first cosigner cancelled after step 1: one available credit. */
  async function renterWithCredit() {
    const renter = user(h.app, 'RENTER')
    const first = await signedContract(renter)
    const paid = await pay(h.app, renter.auth, { purpose: 'contract_platform_fee', subjectId: first.contractId })
    await cancel(first, 'cosigner')
    const [credit] = await credits({ sourceContractId: first.contractId })
    expect(credit).toBeDefined()
    return { renter, first, paid, credit }
  }

  const adminAuth = () => user(h.app, 'ADMIN').auth
  const stats = async () =>
    (await h.app.inject({ method: 'GET', url: '/admin/payments/stats', headers: { authorization: adminAuth() } })).json()

  it('applies a credit to step 1 of a contract with another cosigner: no PayPal order, completed by credit', async () => {
    const { renter, first, credit } = await renterWithCredit()
    const second = await signedContract(renter, user(h.app, 'COSIGNER'), { feeCents: 150_000, totalFeeCents: 150_000 })
    const orders = paypalOrderCount(h)
    const before = await stats()

    const res = await step1(renter, second)
    expect(res.statusCode).toBe(201)
    const body = res.json()
    expect(body).toMatchObject({ approvalUrl: null, amountCents: 0, orderId: '' })
    expect(paypalOrderCount(h)).toBe(orders)

    const payment = await h.app.prisma.payment.findUniqueOrThrow({ where: { id: body.paymentId } })
    expect(payment).toMatchObject({
      status: 'completed',
      paymentMethod: 'credit',
      amountCents: 0,
      platformFeeCents: 0,
      purpose: 'contract_platform_fee',
      subjectId: second.contractId,
      providerOrderId: null,
    })
    const completed = (await eventsOnStream(h, 'payment.completed')).filter((e) => e.data.paymentId === payment.id)
    expect(completed).toHaveLength(1)
    expect(completed[0].data).toMatchObject({ method: 'credit', subjectId: second.contractId, userId: renter.id })
    const applied = (await eventsOnStream(h, 'replacement_credit.applied')).filter((e) => e.data.creditId === credit.id)
    expect(applied.map((e) => e.data)).toEqual([
      { creditId: credit.id, renterId: renter.id, sourceContractId: first.contractId, contractId: second.contractId },
    ])
    expect(await h.app.prisma.replacementCredit.findUniqueOrThrow({ where: { id: credit.id } })).toMatchObject({
      status: 'applied',
      appliedToContractId: second.contractId,
      appliedPaymentId: payment.id,
    })
    // Not new revenue: the figures are as before.
    const after = await stats()
    for (const key of ['totalCents', 'platformFeesCents', 'processingFeesCents', 'platformRevenueCents'])
      expect(after[key]).toBe(before[key])

    // Step 2 is then paid through PayPal as usual, priced from the new contract.
    const step2 = await pay(h.app, renter.auth, { purpose: 'contract_cosigner_payment', subjectId: second.contractId })
    expect(step2.amountCents).toBe(splitContractFee(150_000).step2Cents)
    // Its event names the cosigner who receives it (their activity timeline shows it); step 1's names no one.
    const step2Events = (await eventsOnStream(h, 'payment.completed')).filter((e) => e.data.paymentId === step2.paymentId)
    expect(step2Events[0].data).toMatchObject({ payeeId: second.cosignerId, userId: renter.id })
    const step1Events = (await eventsOnStream(h, 'payment.completed')).filter((e) => e.data.paymentId === payment.id)
    expect(step1Events[0].data.payeeId).toBeUndefined()
    // The credit is used up: another contract's step 1 goes to PayPal, and the credit cannot be refunded.
    const third = await signedContract(renter)
    const res3 = await step1(renter, third)
    expect(res3.json().approvalUrl).toEqual(expect.stringContaining('/checkoutnow?token='))
    const refund = await h.app.inject({
      method: 'POST',
      url: `/credits/${credit.id}/refund`,
      headers: { authorization: renter.auth },
    })
    expect(refund.statusCode).toBe(409)
    expect(refund.json().error.message).toBe(CONTRACT_MESSAGES.creditUnavailable)
  })

  it('does not apply a credit to a contract with the cosigner who cancelled', async () => {
    const { renter, first, credit } = await renterWithCredit()
    const again = await signedContract(renter, { id: first.cosignerId, email: '', auth: '' })
    const res = await step1(renter, again)
    expect(res.statusCode).toBe(201)
    expect(res.json().approvalUrl).toEqual(expect.stringContaining('/checkoutnow?token='))
    expect(res.json().amountCents).toBe(STEP1)
    expect((await h.app.prisma.replacementCredit.findUniqueOrThrow({ where: { id: credit.id } })).status).toBe(
      'available',
    )
  })

  it('never applies a credit twice under concurrent checkouts', async () => {
    // Two tabs paying step 1 of the same contract: one is paid by the credit, the other refused.
    const { renter, credit } = await renterWithCredit()
    const second = await signedContract(renter)
    const [a, b] = await Promise.all([step1(renter, second), step1(renter, second)])
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409])
    const ok = a.statusCode === 201 ? a : b
    expect(ok.json().approvalUrl).toBeNull()
    expect(
      await h.app.prisma.payment.count({ where: { subjectId: second.contractId, paymentMethod: 'credit' } }),
    ).toBe(1)

    // Two contracts at once with one credit: it pays one of them; the other goes to PayPal.
    const { renter: r2, credit: c2 } = await renterWithCredit()
    const [x, y] = await Promise.all([signedContract(r2), signedContract(r2)])
    const answers = await Promise.all([step1(r2, x), step1(r2, y)])
    expect(answers.map((r) => r.statusCode)).toEqual([201, 201])
    expect(answers.filter((r) => r.json().approvalUrl === null)).toHaveLength(1)
    expect(
      await h.app.prisma.payment.count({
        where: { subjectId: { in: [x.contractId, y.contractId] }, paymentMethod: 'credit' },
      }),
    ).toBe(1)
    for (const id of [credit.id, c2.id])
      expect((await h.app.prisma.replacementCredit.findUniqueOrThrow({ where: { id } })).status).toBe('applied')
  })

  it('refunds an available credit through PayPal once, to its owner only', async () => {
    const { renter, credit, paid } = await renterWithCredit()
    const stranger = user(h.app, 'RENTER')
    const url = `/credits/${credit.id}/refund`
    const asStranger = await h.app.inject({ method: 'POST', url, headers: { authorization: stranger.auth } })
    expect(asStranger.statusCode).toBe(403)

    const [first, second] = await Promise.all([
      h.app.inject({ method: 'POST', url, headers: { authorization: renter.auth } }),
      h.app.inject({ method: 'POST', url, headers: { authorization: renter.auth } }),
    ])
    const codes = [first.statusCode, second.statusCode].sort()
    expect(codes[0]).toBe(200)
    expect([200, 409]).toContain(codes[1])
    const ok = first.statusCode === 200 ? first : second
    expect(ok.json()).toMatchObject({
      credit: { id: credit.id, status: 'refunded' },
      message: PAYMENT_MESSAGES.creditRefunded,
    })
    const source = await h.app.prisma.payment.findUniqueOrThrow({ where: { id: paid.paymentId } })
    expect(source.status).toBe('refunded')
    const refunds = [...h.paypal.paypal.store.refunds.values()].filter((r) => r.captureId === source.providerCaptureId)
    expect(refunds).toHaveLength(1)
    expect(refunds[0].amount.value).toBe('200.00')
    const events = (await eventsOnStream(h, 'replacement_credit.refunded')).filter((e) => e.data.creditId === credit.id)
    expect(events.map((e) => e.data)).toEqual([
      { creditId: credit.id, renterId: renter.id, sourceContractId: credit.sourceContractId, amountCents: STEP1 },
    ])
    const again = await h.app.inject({ method: 'POST', url, headers: { authorization: renter.auth } })
    expect(again.statusCode).toBe(409)
    expect(again.json().error).toEqual({ code: 'CREDIT_UNAVAILABLE', message: CONTRACT_MESSAGES.creditUnavailable })
    // A refunded credit pays nothing: the next contract's step 1 goes to PayPal.
    const next = await signedContract(renter)
    expect((await step1(renter, next)).json().approvalUrl).toEqual(expect.stringContaining('/checkoutnow'))
  })

  it('lists credits: a renter their own, an admin all or one renter', async () => {
    const { renter, credit } = await renterWithCredit()
    const { credit: other } = await renterWithCredit()
    const mine = await h.app.inject({ method: 'GET', url: '/credits', headers: { authorization: renter.auth } })
    expect(mine.json().items.map((c: { id: string }) => c.id)).toEqual([credit.id])
    const foreign = await h.app.inject({
      method: 'GET',
      url: `/credits?renterId=${other.renterId}`,
      headers: { authorization: renter.auth },
    })
    expect(foreign.statusCode).toBe(403)
    const all = await h.app.inject({ method: 'GET', url: '/credits', headers: { authorization: adminAuth() } })
    expect(all.json().items.map((c: { id: string }) => c.id)).toEqual(expect.arrayContaining([credit.id, other.id]))
    const one = await h.app.inject({
      method: 'GET',
      url: `/credits?renterId=${renter.id}`,
      headers: { authorization: adminAuth() },
    })
    expect(one.json().items.map((c: { id: string }) => c.id)).toEqual([credit.id])
    expect((await h.app.inject({ method: 'GET', url: '/credits' })).statusCode).toBe(401)
  })

  describe('installments', () => {
    async function finalizedContract(renter: TestUser, cosigner = user(h.app, 'COSIGNER')) {
      const terms = await signedContract(renter, cosigner, {
        feeOption: 'installments',
        feeCents: 20_000,
        totalFeeCents: 140_000,
      })
      const entries = [
        { entryId: randomUUID(), amountCents: 10_010, dueDate: '2027-02-01' },
        { entryId: randomUUID(), amountCents: 10_000, dueDate: '2027-03-01' },
      ]
      await publish(h, 'contract.finalized', {
        contractId: terms.contractId,
        renterId: renter.id,
        cosignerId: cosigner.id,
        installments: entries,
      })
      await waitFor(
        async () => (await h.app.prisma.installmentEntry.count({ where: { contractId: terms.contractId } })) === 2,
        'installments',
      )
      return { terms, entries, cosigner }
    }

    it('prices an installment from its entry, pays the cosigner with a 15 % platform fee, once, renter only', async () => {
      const renter = user(h.app, 'RENTER')
      const { terms, entries, cosigner } = await finalizedContract(renter)
      const entry = entries[0]
      const fee = platformFeeCents(entry.amountCents) // 1501.5 -> 1502
      expect(fee).toBe(1502)
      const before = await stats()

      for (const who of [cosigner, user(h.app, 'RENTER')]) {
        const refused = await h.app.inject({
          method: 'POST',
          url: '/checkout',
          headers: { authorization: who.auth },
          payload: { purpose: 'contract_installment', subjectId: entry.entryId },
        })
        expect(refused.statusCode).toBe(403)
      }

      const started = await checkout(h.app, renter.auth, { purpose: 'contract_installment', subjectId: entry.entryId })
      expect(started.amountCents).toBe(10_010)
      const order = h.paypal.paypal.store.orders.get(started.orderId)
      expect(order?.purchase_units[0]).toMatchObject({
        amount: { currency_code: 'USD', value: '100.10' },
        payee: { email_address: terms.cosignerPaypalEmail },
        payment_instruction: { platform_fees: [{ amount: { currency_code: 'USD', value: '15.02' } }] },
      })
      const back = await clickOnPayPal(started.approvalUrl)
      expect(`${back.origin}${back.pathname}`).toBe(`${PUBLIC_ORIGIN}/success`)
      expect(back.searchParams.get('paymentType')).toBe('contract_installment')
      expect(back.searchParams.get('contractId')).toBe(terms.contractId)
      const verified = await verifyFromReturnUrl(h.app, renter.auth, back)
      expect(verified.statusCode).toBe(200)

      const row = await h.app.prisma.payment.findUniqueOrThrow({ where: { id: started.paymentId } })
      expect(row).toMatchObject({
        status: 'completed',
        amountCents: 10_010,
        platformFeeCents: fee,
        payeeEmail: terms.cosignerPaypalEmail,
        contractId: terms.contractId,
        subjectId: entry.entryId,
        cosignerId: cosigner.id,
      })
      const completed = (await eventsOnStream(h, 'payment.completed')).filter((e) => e.data.paymentId === row.id)
      expect(completed[0].data).toMatchObject({
        purpose: 'contract_installment',
        subjectId: entry.entryId,
        amountCents: 10_010,
        method: 'paypal',
      })
      expect(
        (await h.app.prisma.installmentEntry.findUniqueOrThrow({ where: { entryId: entry.entryId } })).paidPaymentId,
      ).toBe(row.id)

      const twice = await h.app.inject({
        method: 'POST',
        url: '/checkout',
        headers: { authorization: renter.auth },
        payload: { purpose: 'contract_installment', subjectId: entry.entryId },
      })
      expect(twice.statusCode).toBe(409)
      expect(twice.json().error.code).toBe('ALREADY_PAID')

      const after = await stats()
      expect(after.platformFeesCents - before.platformFeesCents).toBe(fee)
      expect(after.cosignerPayoutsCents - before.cosignerPayoutsCents).toBe(10_010 - fee)
      expect(after.processingFeesCents).toBe(before.processingFeesCents)
      expect(after.platformRevenueCents - before.platformRevenueCents).toBe(fee)
    })

    it('answers 404 for an entry not known here and 400 without a subject', async () => {
      const renter = user(h.app, 'RENTER')
      const unknown = await h.app.inject({
        method: 'POST',
        url: '/checkout',
        headers: { authorization: renter.auth },
        payload: { purpose: 'contract_installment', subjectId: randomUUID() },
      })
      expect(unknown.statusCode).toBe(404)
      expect(unknown.json().error.message).toBe(PAYMENT_MESSAGES.installmentNotFound)
      const missing = await h.app.inject({
        method: 'POST',
        url: '/checkout',
        headers: { authorization: renter.auth },
        payload: { purpose: 'contract_installment' },
      })
      expect(missing.statusCode).toBe(400)
    })

    it('prices step 1 of an installments contract from the down payment', async () => {
      const renter = user(h.app, 'RENTER')
      const terms = await signedContract(renter, user(h.app, 'COSIGNER'), {
        feeOption: 'installments',
        feeCents: 20_000,
        totalFeeCents: 140_000,
      })
      const res = await step1(renter, terms)
      expect(res.json().amountCents).toBe(splitContractFee(20_000).step1Cents)
    })
  })
})
