import { randomUUID } from 'node:crypto'
import {
  MESSAGES,
  PAYMENT_MESSAGES,
  PAYMENT_SERIES_MONTHS,
  PAYMENT_SERIES_WEEKS,
  type PaymentPeriodTotalDto,
  type PaymentSeriesResponse,
} from '@cosign/api'
import {
  announcedDraft,
  announcedProfile,
  checkout,
  clickOnPayPal,
  contractReady,
  eventsOnStream,
  pay,
  PAYPAL_CLIENT,
  publish,
  startHarness,
  user,
  verifyFromReturnUrl,
  waitFor,
  type Harness,
  type TestUser,
} from './helpers.js'

describe('admin back office', () => {
  let h: Harness
  let admin: TestUser
  beforeAll(async () => {
    h = await startHarness()
    admin = user(h.app, 'ADMIN')
  })
  afterAll(() => h.close())

  const asAdmin = (method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, payload?: object) =>
    h.app.inject({ method, url, headers: { authorization: admin.auth }, ...(payload ? { payload } : {}) })

  describe('access', () => {
    const id = randomUUID()
    // Every row has three entries: Jest would take a missing third argument for a `done` callback.
    const endpoints: [string, string, object | null][] = [
      ['POST', `/admin/payments/${id}/refund`, { notes: 'x' }],
      ['POST', `/admin/payments/${id}/adjust`, { notes: 'x' }],
      ['GET', '/admin/payments/stats', null],
      ['GET', '/admin/payments/series', null],
      ['GET', '/admin/transactions', null],
      ['GET', '/admin/transactions.csv', null],
      ['GET', '/admin/services', null],
      ['POST', '/admin/services', { name: 'x', priceCents: 100 }],
      ['PATCH', `/admin/services/${id}`, { priceCents: 100 }],
      ['GET', '/admin/gateway-config', null],
      ['PUT', '/admin/gateway-config', { clientId: 'x', clientSecret: 'y', mode: 'sandbox' }],
      ['POST', '/admin/gateway-config/test', {}],
    ]
    it.each(endpoints)(
      '%s %s: 401 for a visitor, 403 for a renter and a cosigner',
      async (method, url, payload) => {
        const call = (authorization?: string) =>
          h.app.inject({
            method: method as 'GET',
            url,
            headers: authorization ? { authorization } : {},
            ...(payload ? { payload } : {}),
          })
        const visitor = await call()
        expect(visitor.statusCode).toBe(401)
        expect(visitor.json().error.message).toBe(MESSAGES.authenticationRequired)
        expect((await call(user(h.app, 'RENTER').auth)).statusCode).toBe(403)
        expect((await call(user(h.app, 'COSIGNER').auth)).statusCode).toBe(403)
        expect((await call('Bearer not-a-token')).statusCode).toBe(401)
      },
    )
  })

  describe('refunds and adjustments', () => {
    it('refund: notes required, PayPal refund API called once, status refunded + refunded_at, admin_actions row, one payment.refunded', async () => {
      const renter = user(h.app, 'RENTER')
      const paid = await pay(h.app, renter.auth, { purpose: 'match_request' })

      const noNotes = await asAdmin('POST', `/admin/payments/${paid.paymentId}/refund`, { notes: '   ' })
      expect(noNotes.statusCode).toBe(400)
      expect(noNotes.json().error.message).toBe(MESSAGES.refundNotesRequired)
      expect(
        (await asAdmin('POST', `/admin/payments/${paid.paymentId}/refund`, {})).json().error.message,
      ).toBe(MESSAGES.refundNotesRequired)

      const res = await asAdmin('POST', `/admin/payments/${paid.paymentId}/refund`, {
        notes: 'Customer asked',
      })
      expect(res.statusCode).toBe(200)
      expect(res.json().message).toBe(PAYMENT_MESSAGES.refundSucceeded)
      expect(res.json().transaction).toMatchObject({ status: 'refunded', notes: 'Customer asked' })
      expect(res.json().transaction.refundedAt).toBeTruthy()

      const capture = h.paypal.paypal.store.captures.get(paid.payment.transactionId)
      expect(capture?.status).toBe('REFUNDED')
      expect(
        [...h.paypal.paypal.store.refunds.values()].filter((r) => r.captureId === capture?.id),
      ).toHaveLength(1)

      const actions = await h.app.prisma.adminAction.findMany({ where: { targetId: paid.paymentId } })
      expect(actions).toEqual([
        expect.objectContaining({ actionType: 'refund', notes: 'Customer asked', adminId: admin.id }),
      ])
      const refunded = (await eventsOnStream(h, 'payment.refunded')).filter(
        (e) => e.data.paymentId === paid.paymentId,
      )
      expect(refunded).toHaveLength(1)
      // The audit log (issue 30): one admin_action.recorded with the refund.
      const audited = (await eventsOnStream(h, 'admin_action.recorded')).filter((e) => e.data.targetId === paid.paymentId)
      expect(audited.map((e) => e.data)).toEqual([
        {
          actorId: admin.id,
          actorEmail: null,
          action: 'payment.refunded',
          targetType: 'payment',
          targetId: paid.paymentId,
          before: { status: 'completed', amountCents: 9999 },
          after: { status: 'refunded', amountCents: 9999, notes: 'Customer asked' },
        },
      ])
      expect(refunded[0].data).toMatchObject({
        purpose: 'match_request',
        userId: renter.id,
        amountCents: 9999,
      })

      const again = await asAdmin('POST', `/admin/payments/${paid.paymentId}/refund`, { notes: 'again' })
      expect(again.statusCode).toBe(409)
      expect(
        [...h.paypal.paypal.store.refunds.values()].filter((r) => r.captureId === capture?.id),
      ).toHaveLength(1)
    })

    it('refund is refused for pending payments and unknown ids', async () => {
      const renter = user(h.app, 'RENTER')
      const pending = await checkout(h.app, renter.auth, { purpose: 'match_request' })
      expect(
        (await asAdmin('POST', `/admin/payments/${pending.paymentId}/refund`, { notes: 'x' })).statusCode,
      ).toBe(409)
      expect(
        (await asAdmin('POST', `/admin/payments/${randomUUID()}/refund`, { notes: 'x' })).statusCode,
      ).toBe(404)
    })

    it('adjustment: notes required, changes notes and adjusted_at only, audited', async () => {
      const renter = user(h.app, 'RENTER')
      const paid = await pay(h.app, renter.auth, { purpose: 'match_request' })
      const none = await asAdmin('POST', `/admin/payments/${paid.paymentId}/adjust`, { notes: '' })
      expect(none.statusCode).toBe(400)
      expect(none.json().error.message).toBe(MESSAGES.adjustmentNotesRequired)

      const res = await asAdmin('POST', `/admin/payments/${paid.paymentId}/adjust`, {
        notes: 'Corrected description',
      })
      expect(res.statusCode).toBe(200)
      expect(res.json().message).toBe(PAYMENT_MESSAGES.adjustmentSucceeded)
      const row = await h.app.prisma.payment.findUniqueOrThrow({ where: { id: paid.paymentId } })
      expect(row).toMatchObject({ status: 'completed', amountCents: 9999, notes: 'Corrected description' })
      expect(row.adjustedAt).toBeInstanceOf(Date)
      expect(
        await h.app.prisma.adminAction.count({
          where: { targetId: paid.paymentId, actionType: 'adjustment', adminId: admin.id },
        }),
      ).toBe(1)
      const audited = (await eventsOnStream(h, 'admin_action.recorded')).filter((e) => e.data.targetId === paid.paymentId)
      expect(audited.map((e) => [e.data.action, e.data.actorId, e.data.after])).toEqual([
        ['payment.adjusted', admin.id, { notes: 'Corrected description' }],
      ])
      expect(
        (await asAdmin('POST', `/admin/payments/${randomUUID()}/adjust`, { notes: 'x' })).statusCode,
      ).toBe(404)
    })
  })

  describe('statistics, transactions and CSV (fresh data)', () => {
    let renter: TestUser
    let cosigner: TestUser
    const contractId = randomUUID()

    beforeAll(async () => {
      // Start from an empty payments table so the sums below are exact.
      await h.app.prisma.adminAction.deleteMany()
      await h.app.prisma.payment.deleteMany()
      renter = user(h.app, 'RENTER')
      cosigner = user(h.app, 'COSIGNER')
      await publish(h, 'user.registered', {
        userId: renter.id,
        email: renter.email,
        firstName: 'Rita',
        lastName: 'Renterson',
        role: 'RENTER',
      })
      await publish(h, 'user.registered', {
        userId: cosigner.id,
        email: cosigner.email,
        firstName: 'Carl',
        lastName: 'Cosby',
        role: 'COSIGNER',
      })
      await waitFor(
        async () =>
          (await h.app.prisma.userDirectory.count({
            where: { userId: { in: [renter.id, cosigner.id] } },
          })) === 2,
        'directory',
      )
      await contractReady(h, {
        contractId,
        renterId: renter.id,
        cosignerId: cosigner.id,
        feeCents: 150_000,
        cosignerPaypalEmail: 'carl@pay.test',
      })
    })

    it('sums completed payments: totals, 15 % platform fees, processing fees, payouts, weekly and monthly windows', async () => {
      const listed = [(await announcedProfile(h)).profileId, (await announcedProfile(h)).profileId]
      await pay(h.app, renter.auth, { purpose: 'unlock_contact', subjectId: listed[0] }) // 2500
      await pay(h.app, renter.auth, { purpose: 'contract_platform_fee', subjectId: contractId }) // 22500 + 5000
      await pay(h.app, renter.auth, { purpose: 'contract_cosigner_payment', subjectId: contractId }) // 127500
      const refunded = await pay(h.app, renter.auth, { purpose: 'match_request' }) // 9999, then refunded
      await asAdmin('POST', `/admin/payments/${refunded.paymentId}/refund`, { notes: 'dup' })
      const declined = await checkout(h.app, cosigner.auth, {
        purpose: 'profile_creation',
        subjectId: (await announcedDraft(h, cosigner)).profileId,
      })
      const back = await clickOnPayPal(declined.approvalUrl)
      h.paypal.paypal.store.queueCaptureOutcome('decline', declined.orderId)
      expect((await verifyFromReturnUrl(h.app, cosigner.auth, back)).statusCode).toBe(402)
      const old = await pay(h.app, renter.auth, { purpose: 'unlock_contact', subjectId: listed[1] }) // 2500, completed 10 days ago
      await h.app.prisma.payment.update({
        where: { id: old.paymentId },
        data: { completedAt: new Date(Date.now() - 10 * 86_400_000) },
      })

      const res = await asAdmin('GET', '/admin/payments/stats')
      expect(res.statusCode).toBe(200)
      expect(res.json()).toEqual({
        totalCents: 2500 + 27_500 + 127_500 + 2500,
        platformFeesCents: 22_500,
        processingFeesCents: 5000,
        serviceFeesCents: 5000,
        cosignerPayoutsCents: 127_500,
        platformRevenueCents: 22_500 + 5000 + 5000,
        upfrontCents: 27_500 + 127_500,
        refundedCents: 9999,
        weeklyCents: 2500 + 27_500 + 127_500,
        monthlyCents: 2500 + 27_500 + 127_500 + 2500,
        counts: { pending: 0, completed: 4, failed: 1, refunded: 1 },
      })

      // The charts' periods: every completed payment once, in the week and month it was completed (UTC).
      const series = await asAdmin('GET', '/admin/payments/series')
      expect(series.statusCode).toBe(200)
      const { weeks, months } = series.json() as PaymentSeriesResponse
      expect(weeks).toHaveLength(PAYMENT_SERIES_WEEKS)
      expect(months).toHaveLength(PAYMENT_SERIES_MONTHS)
      const sum = (periods: PaymentPeriodTotalDto[]) => periods.reduce((total, p) => total + p.totalCents, 0)
      expect(sum(weeks)).toBe(2500 + 27_500 + 127_500 + 2500)
      expect(sum(months)).toBe(2500 + 27_500 + 127_500 + 2500)
      expect(weeks.reduce((n, p) => n + p.count, 0)).toBe(4)
      // The three paid just now are in the current week; the one of ten days ago is in an earlier week.
      expect(weeks.at(-1)).toMatchObject({ totalCents: 2500 + 27_500 + 127_500, count: 3 })
      const starts = weeks.map((p) => p.start)
      expect([...starts].sort()).toEqual(starts)
      expect(new Date(`${starts.at(-1)}T00:00:00Z`).getUTCDay()).toBe(1)
      expect(months.at(-1)!.start.endsWith('-01')).toBe(true)
    })

    it('lists newest first with case-insensitive search by renter, cosigner or id, status filter and paging', async () => {
      const all = (await asAdmin('GET', '/admin/transactions?pageSize=100')).json()
      expect(all.total).toBe(6)
      const times = all.items.map((t: { createdAt: string }) => t.createdAt)
      expect([...times].sort().reverse()).toEqual(times)
      const contractStep = all.items.find(
        (t: { purpose: string }) => t.purpose === 'contract_cosigner_payment',
      )
      expect(contractStep).toMatchObject({
        renterName: 'Rita Renterson',
        cosignerName: 'Carl Cosby',
        payeeEmail: 'carl@pay.test',
        renterId: renter.id,
        cosignerId: cosigner.id,
      })

      const byRenter = (await asAdmin('GET', '/admin/transactions?search=rita%20RENTER')).json()
      expect(byRenter.total).toBe(5)
      const byCosigner = (await asAdmin('GET', '/admin/transactions?search=cOsBy')).json()
      // Contract steps name the cosigner; the cosigner's own profile fee names them too.
      expect(byCosigner.items.map((t: { purpose: string }) => t.purpose).sort()).toEqual([
        'contract_cosigner_payment',
        'contract_platform_fee',
        'profile_creation',
      ])
      const byId = (
        await asAdmin('GET', `/admin/transactions?search=${contractStep.id.slice(0, 13).toUpperCase()}`)
      ).json()
      expect(byId.items.map((t: { id: string }) => t.id)).toEqual([contractStep.id])
      const literal = (await asAdmin('GET', '/admin/transactions?search=%25')).json()
      expect(literal.total).toBe(0)

      const failed = (await asAdmin('GET', '/admin/transactions?status=failed')).json()
      expect(failed.items.map((t: { purpose: string; status: string }) => [t.purpose, t.status])).toEqual([
        ['profile_creation', 'failed'],
      ])

      const page2 = (await asAdmin('GET', '/admin/transactions?page=2&pageSize=4')).json()
      expect(page2).toMatchObject({ total: 6, page: 2, pageSize: 4 })
      expect(page2.items.map((t: { id: string }) => t.id)).toEqual(
        all.items.slice(4).map((t: { id: string }) => t.id),
      )
    })

    it('streams transactions.csv with the spec columns, escaped and formula-safe', async () => {
      const stranger = user(h.app, 'RENTER')
      await pay(h.app, stranger.auth, {
        purpose: 'match_request',
        payerName: '=HYPERLINK("http://evil.test","x"), Inc',
      })

      const res = await asAdmin('GET', '/admin/transactions.csv')
      expect(res.statusCode).toBe(200)
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8')
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="transactions-\d{4}-\d{2}-\d{2}\.csv"$/)
      const lines = res.body.trimEnd().split('\r\n')
      expect(lines[0]).toBe('Date,Renter,Cosigner,Amount,Status,Method,Type')
      expect(lines).toHaveLength(1 + 7)
      expect(lines[1]).toMatch(
        /^\d{4}-\d{2}-\d{2}T[^,]+,"'=HYPERLINK\(""http:\/\/evil\.test"",""x""\), Inc",,99\.99,completed,PayPal,match_request$/,
      )
      expect(lines).toContainEqual(
        expect.stringMatching(
          /,Rita Renterson,Carl Cosby,1275\.00,completed,PayPal,contract_cosigner_payment$/,
        ),
      )

      const filtered = await asAdmin('GET', '/admin/transactions.csv?status=refunded')
      expect(filtered.body.trimEnd().split('\r\n')).toHaveLength(2)
    })
  })

  describe('services', () => {
    it("lists, creates ('Please fill in all required fields'), updates prices in cents, and checkouts use the live price", async () => {
      const list = (await asAdmin('GET', '/admin/services')).json()
      expect(list.items.map((s: { name: string }) => s.name)).toEqual([
        'cosigner_matching',
        'profile_creation',
        'unlock_contact',
      ])

      const missingPrice = await asAdmin('POST', '/admin/services', { name: 'Lease review' })
      expect(missingPrice.statusCode).toBe(400)
      expect(missingPrice.json().error.message).toBe(MESSAGES.fillAllRequired)
      const blankName = await asAdmin('POST', '/admin/services', { name: ' ', priceCents: 100 })
      expect(blankName.json().error.message).toBe(MESSAGES.fillAllRequired)

      const created = await asAdmin('POST', '/admin/services', {
        name: 'Lease review',
        priceCents: 1999,
        description: 'A look at your lease',
      })
      expect(created.statusCode).toBe(201)
      expect(created.json()).toMatchObject({
        message: PAYMENT_MESSAGES.serviceCreated,
        service: { name: 'Lease review', priceCents: 1999, isActive: true },
      })
      expect(
        (await asAdmin('POST', '/admin/services', { name: 'Lease review', priceCents: 1 })).statusCode,
      ).toBe(409)

      const matching = list.items.find((s: { name: string }) => s.name === 'cosigner_matching')
      const updated = await asAdmin('PATCH', `/admin/services/${matching.id}`, { priceCents: 4999 })
      expect(updated.json()).toMatchObject({
        message: PAYMENT_MESSAGES.serviceUpdated,
        service: { priceCents: 4999 },
      })
      // The price change is in the audit log (issue 30); an edit that keeps the price records nothing.
      expect((await asAdmin('PATCH', `/admin/services/${matching.id}`, { description: 'Same price' })).statusCode).toBe(200)
      const audited = (await eventsOnStream(h, 'admin_action.recorded')).filter((e) => e.data.targetId === matching.id)
      expect(audited.map((e) => [e.data.action, e.data.actorId, e.data.before?.priceCents, e.data.after?.priceCents])).toEqual([
        ['service_price.changed', admin.id, matching.priceCents, 4999],
      ])
      const renter = user(h.app, 'RENTER')
      expect((await checkout(h.app, renter.auth, { purpose: 'match_request' })).amountCents).toBe(4999)
      expect(
        (await h.app.inject({ method: 'GET', url: '/prices' }))
          .json()
          .items.find((s: { name: string }) => s.name === 'cosigner_matching').priceCents,
      ).toBe(4999)

      // Non-positive computed amount: 'Invalid payment amount'.
      await asAdmin('PATCH', `/admin/services/${matching.id}`, { priceCents: 0 })
      const zero = await h.app.inject({
        method: 'POST',
        url: '/checkout',
        headers: { authorization: renter.auth },
        payload: { purpose: 'match_request' },
      })
      expect(zero.statusCode).toBe(400)
      expect(zero.json().error.message).toBe(MESSAGES.invalidPaymentAmount)

      // Deactivated: not for sale, not listed publicly.
      await asAdmin('PATCH', `/admin/services/${matching.id}`, { priceCents: 9999, isActive: false })
      expect(
        (
          await h.app.inject({
            method: 'POST',
            url: '/checkout',
            headers: { authorization: renter.auth },
            payload: { purpose: 'match_request' },
          })
        ).statusCode,
      ).toBe(409)
      expect(
        (await h.app.inject({ method: 'GET', url: '/prices' }))
          .json()
          .items.some((s: { name: string }) => s.name === 'cosigner_matching'),
      ).toBe(false)
      await asAdmin('PATCH', `/admin/services/${matching.id}`, { isActive: true })

      expect((await asAdmin('PATCH', `/admin/services/${matching.id}`, { name: 'renamed' })).statusCode).toBe(
        409,
      )
      expect((await asAdmin('PATCH', `/admin/services/${randomUUID()}`, { priceCents: 1 })).statusCode).toBe(
        404,
      )
    })
  })

  describe('gateway configuration', () => {
    it('starts from the environment, never returns the secret, stores it encrypted and uses what was saved', async () => {
      const initial = (await asAdmin('GET', '/admin/gateway-config')).json().config
      expect(initial).toMatchObject({
        clientId: PAYPAL_CLIENT.id,
        source: 'environment',
        mode: 'sandbox',
        hasSecret: true,
      })
      expect(initial.clientSecretMasked).toBe('••••••••')

      // Credentials PayPal does not know: checkouts stop working, which shows the stored ones are used.
      const saved = await asAdmin('PUT', '/admin/gateway-config', {
        clientId: 'other-client',
        clientSecret: 'other-secret-value',
        mode: 'live',
      })
      expect(saved.statusCode).toBe(200)
      expect(saved.json().message).toBe(PAYMENT_MESSAGES.configSaved)
      expect(saved.body).not.toContain('other-secret-value')
      expect(saved.body).not.toContain('alue') // not even the secret's last characters
      expect(saved.json().config).toMatchObject({
        clientId: 'other-client',
        mode: 'live',
        source: 'database',
        clientSecretMasked: '••••••••',
      })
      const row = await h.app.prisma.gatewayConfig.findUniqueOrThrow({ where: { id: 1 } })
      expect(row.clientSecretEncrypted).not.toContain('other-secret')
      expect(row.updatedBy).toBe(admin.id)
      // The change is in the audit log (issue 30), without the secret.
      const audited = (await eventsOnStream(h, 'admin_action.recorded')).filter((e) => e.data.action === 'paypal_settings.changed')
      expect(audited.map((e) => [e.data.actorId, e.data.before, e.data.after])).toEqual([
        [admin.id, null, { clientId: 'other-client', mode: 'live', secretChanged: true }],
      ])
      expect(JSON.stringify(audited)).not.toContain('other-secret')
      const renter = user(h.app, 'RENTER')
      const refused = await h.app.inject({
        method: 'POST',
        url: '/checkout',
        headers: { authorization: renter.auth },
        payload: { purpose: 'match_request' },
      })
      expect(refused.statusCode).toBe(502)

      // Keep the stored secret, change the id back: still failing (wrong secret kept, not replaced by blank).
      await asAdmin('PUT', '/admin/gateway-config', { clientId: PAYPAL_CLIENT.id, mode: 'sandbox' })
      expect((await asAdmin('GET', '/admin/gateway-config')).json().config.clientSecretMasked).toBe(
        '••••••••',
      )

      await asAdmin('PUT', '/admin/gateway-config', {
        clientId: PAYPAL_CLIENT.id,
        clientSecret: PAYPAL_CLIENT.secret,
        mode: 'sandbox',
      })
      expect((await checkout(h.app, renter.auth, { purpose: 'match_request' })).amountCents).toBeGreaterThan(
        0,
      )
    })

    it("tests a connection against PayPal's token endpoint", async () => {
      const ok = await asAdmin('POST', '/admin/gateway-config/test', {
        clientId: PAYPAL_CLIENT.id,
        clientSecret: PAYPAL_CLIENT.secret,
        mode: 'sandbox',
      })
      expect(ok.json()).toEqual({ success: true, message: 'PayPal connection test successful' })
      const bad = await asAdmin('POST', '/admin/gateway-config/test', {
        clientId: PAYPAL_CLIENT.id,
        clientSecret: 'wrong',
        mode: 'sandbox',
      })
      expect(bad.json()).toEqual({ success: false, message: 'PayPal connection test failed' })
      const stored = await asAdmin('POST', '/admin/gateway-config/test', {})
      expect(stored.json().success).toBe(true)
    })
  })
})
