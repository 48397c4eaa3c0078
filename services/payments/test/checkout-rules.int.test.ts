import { randomUUID } from 'node:crypto'
import {
  ACCOUNT_MESSAGES,
  CHECKOUT_METADATA_VALUE_MESSAGE,
  ERROR_CODES,
  MAX_COSIGNER_FEE_CENTS,
  MESSAGES,
  PAYMENT_MESSAGES,
} from '@cosign/api'
import { CHECKOUT_MESSAGES } from '../src/model/pricing.js'
import {
  announcedDraft,
  announcedProfile,
  bearer,
  checkout,
  clickOnPayPal,
  contractReady,
  pay,
  paypalOrderCount,
  publish,
  startHarness,
  user,
  verifyFromReturnUrl,
  waitFor,
  type Harness,
  type TestUser,
} from './helpers.js'

// Checkouts that would deliver nothing are refused before any PayPal order or payment row exists
// (the audit's D2 cases a-f), and metadata is bounded in shape (D5).
describe('checkout refuses purchases that deliver nothing', () => {
  let h: Harness
  beforeAll(async () => {
    h = await startHarness()
  })
  afterAll(() => h.close())

  const post = (who: TestUser, payload: object) =>
    h.app.inject({ method: 'POST', url: '/checkout', headers: { authorization: who.auth }, payload })

  /** The checkout is answered `status` with `message`, and neither a PayPal order nor a payment row is made. */
  async function refused(who: TestUser, payload: object, status: number, message?: string) {
    const orders = paypalOrderCount(h)
    const rows = await h.app.prisma.payment.count({ where: { userId: who.id } })
    const res = await post(who, payload)
    expect({ status: res.statusCode, body: res.json() }).toMatchObject({
      status,
      body: { error: { code: expect.any(String), ...(message ? { message } : {}) } },
    })
    expect(paypalOrderCount(h)).toBe(orders)
    expect(await h.app.prisma.payment.count({ where: { userId: who.id } })).toBe(rows)
    return res.json().error as { code: string; message: string }
  }

  it('an account whose email is not confirmed: 403 EMAIL_NOT_VERIFIED for checkout and capture (issue 29)', async () => {
    const { owner, profileId } = await announcedDraft(h)
    const unconfirmed: TestUser = { ...owner, auth: bearer(h.app, 'COSIGNER', owner.id, owner.email, false) }
    const error = await refused(unconfirmed, { purpose: 'profile_creation', subjectId: profileId }, 403)
    expect(error).toEqual({ code: ERROR_CODES.emailNotVerified, message: ACCOUNT_MESSAGES.verifyEmailToPay })
    // A checkout started confirmed is not captured with a token that says otherwise.
    const started = await checkout(h.app, owner.auth, { purpose: 'profile_creation', subjectId: profileId })
    const back = await clickOnPayPal(started.approvalUrl)
    const refusedCapture = await verifyFromReturnUrl(h.app, unconfirmed.auth, back)
    expect({ status: refusedCapture.statusCode, body: refusedCapture.json() }).toEqual({
      status: 403,
      body: { error: { code: ERROR_CODES.emailNotVerified, message: ACCOUNT_MESSAGES.verifyEmailToPay } },
    })
    expect((await h.app.prisma.payment.findUniqueOrThrow({ where: { id: started.paymentId } })).status).not.toBe('completed')
    expect((await verifyFromReturnUrl(h.app, owner.auth, back)).statusCode).toBe(200)
  })

  describe('profile_creation', () => {
    it("(a) someone else's profile: 404 before and after it is paid and reviewed; a second payment: 409", async () => {
      const { owner: a, profileId } = await announcedDraft(h)
      const b = user(h.app, 'COSIGNER')
      await refused(b, { purpose: 'profile_creation', subjectId: profileId }, 404, MESSAGES.profileNotFound)
      await pay(h.app, a.auth, { purpose: 'profile_creation', subjectId: profileId })
      await refused(b, { purpose: 'profile_creation', subjectId: profileId }, 404, MESSAGES.profileNotFound)
      await refused(
        a,
        { purpose: 'profile_creation', subjectId: profileId },
        409,
        PAYMENT_MESSAGES.stepAlreadyPaid,
      )
      await announcedProfile(h, 'approved', a, profileId)
      await refused(b, { purpose: 'profile_creation', subjectId: profileId }, 404, MESSAGES.profileNotFound)
      // Once B's own profile is known, any other profile id (even one unknown here) is refused at once.
      const own = await announcedProfile(h, 'pending_review', b)
      const started = Date.now()
      await refused(
        b,
        { purpose: 'profile_creation', subjectId: randomUUID() },
        404,
        MESSAGES.profileNotFound,
      )
      expect(Date.now() - started).toBeLessThan(h.config.profileAnnouncementWaitMs)
      await refused(b, { purpose: 'profile_creation', subjectId: own.profileId }, 409)
    })

    it('(g) a profile id never announced here: 404 once the wait for its announcement is over', async () => {
      const cosigner = user(h.app, 'COSIGNER')
      const started = Date.now()
      await refused(
        cosigner,
        { purpose: 'profile_creation', subjectId: randomUUID() },
        404,
        MESSAGES.profileNotFound,
      )
      expect(Date.now() - started).toBeGreaterThanOrEqual(h.config.profileAnnouncementWaitMs)
    })

    it('the draft saved just before the checkout: the checkout waits for its late announcement', async () => {
      // The cosigner form saves the draft and starts the checkout at once; the event arrives 500 ms later.
      const cosigner = user(h.app, 'COSIGNER')
      const profileId = randomUUID()
      const pending = post(cosigner, { purpose: 'profile_creation', subjectId: profileId })
      await new Promise((r) => setTimeout(r, 500))
      await publish(h, 'cosigner_profile.saved', {
        profileId,
        userId: cosigner.id,
        status: 'awaiting_payment',
      })
      const res = await pending
      expect(res.statusCode).toBe(201)
      expect(res.json()).toMatchObject({ amountCents: 2500 })
      const rows = await h.app.prisma.payment.count({ where: { userId: cosigner.id, subjectId: profileId } })
      expect(rows).toBe(1)

      // A late announcement naming another owner is still refused.
      const other = user(h.app, 'COSIGNER')
      const stranger = user(h.app, 'COSIGNER')
      const othersDraft = randomUUID()
      const refusedLater = post(stranger, { purpose: 'profile_creation', subjectId: othersDraft })
      await new Promise((r) => setTimeout(r, 500))
      await publish(h, 'cosigner_profile.saved', {
        profileId: othersDraft,
        userId: other.id,
        status: 'awaiting_payment',
      })
      const res2 = await refusedLater
      expect({ status: res2.statusCode, message: res2.json().error?.message }).toEqual({
        status: 404,
        message: MESSAGES.profileNotFound,
      })
    })

    it('a draft announcement older than the review state it arrives after changes nothing', async () => {
      const { owner, profileId } = await announcedProfile(h, 'pending_review')
      await h.bus.publish({
        id: randomUUID(),
        type: 'cosigner_profile.saved',
        occurredAt: new Date(Date.now() - 3_600_000).toISOString(),
        data: { profileId, userId: owner.id, status: 'awaiting_payment' },
      })
      await announcedDraft(h) // applied after the stale event (one consumer, in stream order)
      expect(await h.app.prisma.profileOwner.findUnique({ where: { profileId } })).toMatchObject({
        status: 'pending_review',
      })
      await refused(owner, { purpose: 'profile_creation', subjectId: profileId }, 409)
    })

    it('(b) without a subject: 400 Missing payment information', async () => {
      await refused(
        user(h.app, 'COSIGNER'),
        { purpose: 'profile_creation' },
        400,
        MESSAGES.missingPaymentInformation,
      )
    })

    it('the own draft profile is payable once; after a refund of that fee it is payable again', async () => {
      const { owner: cosigner, profileId } = await announcedDraft(h)
      const paid = await pay(h.app, cosigner.auth, {
        purpose: 'profile_creation',
        subjectId: profileId.toUpperCase(),
      })
      expect(paid.payment).toMatchObject({ status: 'completed', amountCents: 2500, subjectId: profileId })
      await announcedProfile(h, 'pending_review', cosigner, profileId)
      await refused(cosigner, { purpose: 'profile_creation', subjectId: profileId }, 409)

      const admin = user(h.app, 'ADMIN')
      const refund = await h.app.inject({
        method: 'POST',
        url: `/admin/payments/${paid.paymentId}/refund`,
        headers: { authorization: admin.auth },
        payload: { notes: 'Paid by mistake' },
      })
      expect(refund.statusCode).toBe(200)
      expect(await h.app.prisma.profileOwner.findUnique({ where: { profileId } })).toMatchObject({
        status: 'awaiting_payment',
      })
      expect(
        (await checkout(h.app, cosigner.auth, { purpose: 'profile_creation', subjectId: profileId }))
          .amountCents,
      ).toBe(2500)
    })
  })

  describe('unlock_contact', () => {
    it("(c) the payer's own profile: 400 for a cosigner's own, 404 for a renter profile (unknown here)", async () => {
      const { owner, profileId } = await announcedProfile(h)
      await refused(
        owner,
        { purpose: 'unlock_contact', subjectId: profileId },
        400,
        CHECKOUT_MESSAGES.ownProfile,
      )
      // Renter profiles are not announced to payments: the payments API unlocks cosigner profiles only.
      await refused(user(h.app, 'RENTER'), { purpose: 'unlock_contact', subjectId: randomUUID() }, 404)
    })

    it('(d) an unknown profile: 404 Profile not found', async () => {
      await refused(
        user(h.app, 'RENTER'),
        { purpose: 'unlock_contact', subjectId: '00000000-0000-4000-8000-000000000abc' },
        404,
        MESSAGES.profileNotFound,
      )
    })

    it('(e) a profile that is not listed: pending review, rejected, deactivated or no longer a cosigner', async () => {
      const renter = user(h.app, 'RENTER')
      for (const status of ['pending_review', 'rejected'] as const) {
        const { profileId } = await announcedProfile(h, status)
        await refused(
          renter,
          { purpose: 'unlock_contact', subjectId: profileId },
          404,
          MESSAGES.profileNotFound,
        )
      }
      const deactivated = await announcedProfile(h)
      await publish(h, 'user.status_changed', { userId: deactivated.owner.id, isActive: false })
      const switched = await announcedProfile(h)
      await publish(h, 'user.role_changed', { userId: switched.owner.id, role: 'RENTER' })
      await waitFor(
        async () =>
          (await h.app.prisma.userAccount.count({
            where: {
              OR: [
                { userId: deactivated.owner.id, isActive: false },
                { userId: switched.owner.id, role: 'RENTER' },
              ],
            },
          })) === 2,
        'account changes',
      )
      for (const { profileId } of [deactivated, switched])
        await refused(
          renter,
          { purpose: 'unlock_contact', subjectId: profileId },
          404,
          MESSAGES.profileNotFound,
        )

      // Approved again later: payable.
      await publish(h, 'user.status_changed', { userId: deactivated.owner.id, isActive: true })
      await waitFor(
        async () =>
          (await h.app.prisma.userAccount.findUnique({ where: { userId: deactivated.owner.id } }))?.isActive,
        'reactivated',
      )
      expect(
        (await checkout(h.app, renter.auth, { purpose: 'unlock_contact', subjectId: deactivated.profileId }))
          .amountCents,
      ).toBe(2500)
    })

    it('(f) a contact already unlocked: by an unlock, a match_request payment for it, or a match request sent', async () => {
      const renter = user(h.app, 'RENTER')
      const unlocked = await announcedProfile(h)
      await pay(h.app, renter.auth, { purpose: 'unlock_contact', subjectId: unlocked.profileId })
      await refused(renter, { purpose: 'unlock_contact', subjectId: unlocked.profileId }, 409)

      const viaPayment = await announcedProfile(h)
      await pay(h.app, renter.auth, { purpose: 'match_request', subjectId: viaPayment.profileId })
      await refused(
        renter,
        { purpose: 'unlock_contact', subjectId: viaPayment.profileId },
        409,
        CHECKOUT_MESSAGES.alreadyUnlocked,
      )

      // A paid matching session, then a match request to the cosigner (matching unlocks the contact).
      const viaRequest = await announcedProfile(h)
      const sessionRenter = user(h.app, 'RENTER')
      await pay(h.app, sessionRenter.auth, { purpose: 'match_request' })
      const requestId = randomUUID()
      await publish(h, 'match_request.created', {
        requestId,
        renterId: sessionRenter.id,
        cosignerId: viaRequest.owner.id,
      })
      await waitFor(
        () => h.app.prisma.matchRequestUnlock.findUnique({ where: { requestId } }),
        'match request',
      )
      await refused(
        sessionRenter,
        { purpose: 'unlock_contact', subjectId: viaRequest.profileId },
        409,
        CHECKOUT_MESSAGES.alreadyUnlocked,
      )
      // Another renter, or a request without a paid session (refunded, so matching revoked the unlock): payable.
      expect(
        (await checkout(h.app, renter.auth, { purpose: 'unlock_contact', subjectId: viaRequest.profileId }))
          .amountCents,
      ).toBe(2500)
      const noSession = user(h.app, 'RENTER')
      const otherRequest = randomUUID()
      await publish(h, 'match_request.created', {
        requestId: otherRequest,
        renterId: noSession.id,
        cosignerId: viaRequest.owner.id,
      })
      await waitFor(
        () => h.app.prisma.matchRequestUnlock.findUnique({ where: { requestId: otherRequest } }),
        'match request',
      )
      expect(
        (
          await checkout(h.app, noSession.auth, {
            purpose: 'unlock_contact',
            subjectId: viaRequest.profileId,
          })
        ).amountCents,
      ).toBe(2500)
    })

    it('a listed profile of someone else is unlocked for the live price and the payment completes', async () => {
      const renter = user(h.app, 'RENTER')
      const { owner, profileId } = await announcedProfile(h)
      const orders = paypalOrderCount(h)
      const paid = await pay(h.app, renter.auth, { purpose: 'unlock_contact', subjectId: profileId })
      expect(paypalOrderCount(h)).toBe(orders + 1)
      expect(paid.payment).toMatchObject({ status: 'completed', amountCents: 2500, subjectId: profileId })
      const row = await h.app.prisma.payment.findUniqueOrThrow({ where: { id: paid.paymentId } })
      expect(row).toMatchObject({
        cosignerId: owner.id,
        cosignerName: 'Lena Listed',
        providerOrderId: paid.orderId,
      })
      expect(h.paypal.paypal.store.orders.get(paid.orderId)?.purchase_units[0].reference_id).toBe(
        paid.paymentId,
      )
    })
  })

  describe('contract steps', () => {
    it('refuses a contract whose fee is over MAX_COSIGNER_FEE_CENTS (or 0), before any order', async () => {
      const renter = user(h.app, 'RENTER')
      for (const feeCents of [MAX_COSIGNER_FEE_CENTS + 1, 0]) {
        const contractId = randomUUID()
        await contractReady(h, {
          contractId,
          renterId: renter.id,
          cosignerId: randomUUID(),
          feeCents,
          cosignerPaypalEmail: 'payout@pay.test',
        })
        const error = await refused(
          renter,
          { purpose: 'contract_platform_fee', subjectId: contractId },
          400,
          MESSAGES.invalidPaymentAmount,
        )
        expect(error.code).toBe('INVALID_AMOUNT')
      }
    })
  })

  describe('metadata', () => {
    it('must be a flat object of short scalar values: nesting (deep or not) and arrays are 400', async () => {
      const renter = user(h.app, 'RENTER')
      let deep: unknown = 'x'
      for (let i = 0; i < 3000; i++) deep = [deep]
      await refused(renter, { purpose: 'match_request', metadata: { a: deep } }, 400)
      await refused(
        renter,
        { purpose: 'match_request', metadata: { a: { b: 1 } } },
        400,
        CHECKOUT_METADATA_VALUE_MESSAGE,
      )
      await refused(
        renter,
        { purpose: 'match_request', metadata: { a: [1] } },
        400,
        CHECKOUT_METADATA_VALUE_MESSAGE,
      )
      await refused(renter, { purpose: 'match_request', metadata: { a: 'x'.repeat(1001) } }, 400)
      await refused(renter, { purpose: 'match_request', metadata: { ['k'.repeat(65)]: 1 } }, 400)
      const flat = { monthlyRentCents: 200000, note: 'hi', urgent: true, unit: null }
      const started = await checkout(h.app, renter.auth, { purpose: 'match_request', metadata: flat })
      expect(
        (await h.app.prisma.payment.findUniqueOrThrow({ where: { id: started.paymentId } })).metadata,
      ).toEqual(flat)
    })
  })

  describe('the payment row is written before the PayPal order', () => {
    it('a PayPal failure leaves the row failed, with no order; a database refusal leaves no order at all', async () => {
      const renter = user(h.app, 'RENTER')
      const createOrder = h.app.gateway.createOrder
      h.app.gateway.createOrder = async () => {
        throw new Error('PayPal unreachable')
      }
      try {
        const res = await post(renter, { purpose: 'match_request' })
        expect(res.statusCode).toBe(502)
        expect(res.json().error.message).toBe(PAYMENT_MESSAGES.paymentProviderUnavailable)
      } finally {
        h.app.gateway.createOrder = createOrder
      }
      expect(await h.app.prisma.payment.findMany({ where: { userId: renter.id } })).toEqual([
        expect.objectContaining({
          status: 'failed',
          providerOrderId: null,
          failureReason: PAYMENT_MESSAGES.paymentProviderUnavailable,
        }),
      ])

      // Any insert failure (simulated by a trigger) now happens before PayPal is asked.
      await h.app.prisma.$executeRawUnsafe(`CREATE FUNCTION refuse_payments() RETURNS trigger AS $$
        BEGIN RAISE EXCEPTION 'simulated insert failure'; END $$ LANGUAGE plpgsql`)
      await h.app.prisma.$executeRawUnsafe(
        'CREATE TRIGGER refuse_payments BEFORE INSERT ON payments FOR EACH ROW EXECUTE FUNCTION refuse_payments()',
      )
      try {
        const orders = paypalOrderCount(h)
        const res = await post(renter, { purpose: 'match_request' })
        expect(res.statusCode).toBe(500)
        expect(paypalOrderCount(h)).toBe(orders)
      } finally {
        await h.app.prisma.$executeRawUnsafe('DROP TRIGGER refuse_payments ON payments')
        await h.app.prisma.$executeRawUnsafe('DROP FUNCTION refuse_payments()')
      }
    })
  })
})
