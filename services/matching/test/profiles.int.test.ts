import { PROFILE_MESSAGES, type EventEnvelope } from '@cosign/api'
import { redeliverEvent } from '@cosign/service-kit'
import { MATCHING_CONSUMER } from '../src/plugins/event-consumer.js'
import {
  BIO,
  approvedCosigner,
  cosignerForm,
  json,
  renterForm,
  startHarness,
  waitFor,
  type Harness,
  type TestUser,
} from './helpers.js'

let h: Harness
let admin: TestUser

beforeAll(async () => {
  h = await startHarness()
  admin = await h.user('ADMIN', { register: false })
})
afterAll(async () => h.close())

const outboxTypes = async () =>
  (await h.app.prisma.outboxEvent.findMany({ orderBy: { createdAt: 'asc' } })).map(
    (e) => e.payload as { type: string; data: Record<string, unknown> },
  )

describe('cosigner profile: form -> payment -> review -> listed', () => {
  it('goes from draft to pending_review on payment.completed, to approved and listed on approval', async () => {
    const cosigner = await h.user('COSIGNER', { firstName: 'Dora', lastName: 'Quill' })

    // Draft: saved, awaiting payment, not listed, not reviewable.
    const saved = await h.app.inject({
      method: 'POST',
      url: '/profiles/cosigner',
      headers: cosigner.auth,
      payload: cosignerForm({ firstName: 'Dora', lastName: 'Quill' }),
    })
    expect(saved.statusCode).toBe(201)
    const { profileId, status, paymentRequired } = json(saved)
    expect(status).toBe('awaiting_payment')
    expect(paymentRequired).toBe(true)
    expect(
      json(await h.app.inject({ url: '/admin/profiles/pending', headers: admin.auth })).items.map(
        (p: { id: string }) => p.id,
      ),
    ).not.toContain(profileId)

    // A failed or cancelled payment changes nothing: the form reloads its data.
    await h.publish('payment.failed', {
      paymentId: crypto.randomUUID(),
      userId: cosigner.id,
      purpose: 'profile_creation',
      amountCents: 2500,
      subjectId: profileId,
      metadata: null,
      reason: 'declined',
    })
    const mine = json(await h.app.inject({ url: '/profiles/cosigner/mine', headers: cosigner.auth })).profile
    expect(mine).toMatchObject({
      id: profileId,
      status: 'awaiting_payment',
      firstName: 'Dora',
      totalFeeCents: 150_000,
      email: cosigner.email,
      isActive: false,
    })

    // Re-submitting while awaiting payment updates the same draft.
    const resaved = await h.app.inject({
      method: 'POST',
      url: '/profiles/cosigner',
      headers: cosigner.auth,
      payload: cosignerForm({ firstName: 'Dora', lastName: 'Quill', totalFeeCents: 120_000 }),
    })
    expect(resaved.statusCode).toBe(200)
    expect(json(resaved)).toEqual({ profileId, status: 'awaiting_payment', paymentRequired: true })

    // Someone else's payment for this profile does not submit it.
    const stranger = await h.user('COSIGNER')
    await h.pay(stranger, 'profile_creation', profileId)
    // The owner's does.
    await h.pay(cosigner, 'profile_creation', profileId)
    await waitFor(
      async () =>
        (await h.app.prisma.cosignerProfile.findUnique({ where: { id: profileId } }))?.status ===
        'pending_review',
      'pending_review',
    )
    const pending = json(await h.app.inject({ url: '/admin/profiles/pending', headers: admin.auth }))
    expect(pending.items.find((p: { id: string }) => p.id === profileId)).toMatchObject({
      status: 'pending_review',
      isActive: false,
      totalFeeCents: 120_000,
    })
    expect((await outboxTypes()).filter((e) => e.type === 'cosigner_profile.submitted')).toEqual([
      expect.objectContaining({ data: { profileId, userId: cosigner.id } }),
    ])

    // Not listed while pending.
    const before = json(await h.app.inject({ url: '/listings?tab=cosigners&search=quill' }))
    expect(before.total).toBe(0)

    const approved = await h.app.inject({
      method: 'POST',
      url: `/admin/profiles/${profileId}/approve`,
      headers: admin.auth,
    })
    expect(approved.statusCode).toBe(200)
    expect(json(approved).profile).toMatchObject({ status: 'approved', isActive: true })
    expect(
      (await outboxTypes()).some(
        (e) => e.type === 'cosigner_profile.approved' && e.data.profileId === profileId,
      ),
    ).toBe(true)

    const listed = json(await h.app.inject({ url: '/listings?tab=cosigners&search=quill' })) // a visitor's view
    expect(listed.total).toBe(1)
    expect(listed.items[0]).toMatchObject({
      id: profileId,
      kind: 'cosigner',
      name: 'Dora Q.',
      totalFeeCents: 120_000,
    })

    // The outbox relay publishes what was recorded.
    await waitFor(
      async () => (await h.app.prisma.outboxEvent.count({ where: { publishedAt: null } })) === 0,
      'outbox published',
    )

    // Dashboard summary.
    const summary = json(await h.app.inject({ url: '/profiles/me/summary', headers: cosigner.auth }))
    expect(summary).toMatchObject({
      role: 'COSIGNER',
      profileStatus: 'Complete',
      cosignerProfileStatus: 'approved',
      isActive: true,
      creditScore: 780,
    })
  })

  it('a repeated payment event or a payment after approval changes nothing', async () => {
    const { user, profileId } = await approvedCosigner(h, admin)
    await h.pay(user, 'profile_creation', profileId)
    const marker = await h.user('RENTER') // an event published after the payment; once it is applied the payment was too
    expect(marker).toBeTruthy()
    expect((await h.app.prisma.cosignerProfile.findUnique({ where: { id: profileId } }))?.status).toBe(
      'approved',
    )
  })

  it('reject needs a reason; the owner sees it; editing sends the profile back to review without a new fee', async () => {
    const cosigner = await h.user('COSIGNER')
    const { profileId } = json(
      await h.app.inject({
        method: 'POST',
        url: '/profiles/cosigner',
        headers: cosigner.auth,
        payload: cosignerForm(),
      }),
    )
    // Only profiles pending review can be decided.
    const early = await h.app.inject({
      method: 'POST',
      url: `/admin/profiles/${profileId}/approve`,
      headers: admin.auth,
    })
    expect(early.statusCode).toBe(409)
    expect(json(early).error.message).toBe(PROFILE_MESSAGES.profileNotReviewable)

    await h.pay(cosigner, 'profile_creation', profileId)
    await waitFor(
      async () =>
        (await h.app.prisma.cosignerProfile.findUnique({ where: { id: profileId } }))?.status ===
        'pending_review',
      'pending_review',
    )

    for (const payload of [undefined, {}, { reason: '   ' }]) {
      const res = await h.app.inject({
        method: 'POST',
        url: `/admin/profiles/${profileId}/reject`,
        headers: admin.auth,
        ...(payload ? { payload } : {}),
      })
      expect(res.statusCode).toBe(400)
      expect(json(res).error.message).toBe(PROFILE_MESSAGES.rejectionReasonRequired)
    }
    const rejected = await h.app.inject({
      method: 'POST',
      url: `/admin/profiles/${profileId}/reject`,
      headers: admin.auth,
      payload: { reason: 'Income could not be verified' },
    })
    expect(rejected.statusCode).toBe(200)
    expect(json(rejected).profile).toMatchObject({
      status: 'rejected',
      isActive: false,
      rejectionReason: 'Income could not be verified',
    })
    expect(
      (await outboxTypes()).find(
        (e) => e.type === 'cosigner_profile.rejected' && e.data.profileId === profileId,
      )?.data,
    ).toEqual({
      profileId,
      userId: cosigner.id,
      reason: 'Income could not be verified',
    })

    const edited = await h.app.inject({
      method: 'POST',
      url: '/profiles/cosigner',
      headers: cosigner.auth,
      payload: cosignerForm({ monthlyIncomeCents: 1_000_000 }),
    })
    expect(json(edited)).toEqual({ profileId, status: 'pending_review', paymentRequired: false })
    const mine = json(await h.app.inject({ url: '/profiles/cosigner/mine', headers: cosigner.auth })).profile
    expect(mine).toMatchObject({ status: 'pending_review', rejectionReason: null })
  })

  it('only cosigners create cosigner profiles; only admins review', async () => {
    const renter = await h.user('RENTER')
    const res = await h.app.inject({
      method: 'POST',
      url: '/profiles/cosigner',
      headers: renter.auth,
      payload: cosignerForm(),
    })
    expect(res.statusCode).toBe(403)
    const cosigner = await h.user('COSIGNER')
    for (const url of ['/admin/profiles/pending'])
      expect((await h.app.inject({ url, headers: cosigner.auth })).statusCode).toBe(403)
    const id = crypto.randomUUID()
    expect(
      (await h.app.inject({ method: 'POST', url: `/admin/profiles/${id}/approve`, headers: cosigner.auth }))
        .statusCode,
    ).toBe(403)
    expect(
      (await h.app.inject({ method: 'POST', url: `/admin/profiles/${id}/approve`, headers: admin.auth }))
        .statusCode,
    ).toBe(404)
    expect((await h.app.inject({ url: '/admin/profiles/pending' })).statusCode).toBe(401)
  })

  it('rejects an invalid form with the spec message and stores nothing', async () => {
    const cosigner = await h.user('COSIGNER')
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...cosignerForm(), firstName: '' }, 'Please complete all required basic information fields.'],
      [
        { ...cosignerForm(), paypalEmail: null },
        'Please complete all required financial information fields.',
      ],
      [{ ...cosignerForm(), bio: 'too short' }, 'Bio must be between 200-800 characters.'],
      [{ ...cosignerForm(), totalFeeCents: 300_000 }, PROFILE_MESSAGES.feeTooHigh],
      [{ ...cosignerForm(), creditScore: 900 }, PROFILE_MESSAGES.creditScoreRange],
      [{ ...cosignerForm(), creditScore: 700.5 }, PROFILE_MESSAGES.wholeNumbers],
    ]
    for (const [payload, message] of cases) {
      const res = await h.app.inject({
        method: 'POST',
        url: '/profiles/cosigner',
        headers: cosigner.auth,
        payload,
      })
      expect(res.statusCode).toBe(400)
      expect(json(res).error).toEqual({ code: 'VALIDATION_ERROR', message })
    }
    expect(
      json(await h.app.inject({ url: '/profiles/cosigner/mine', headers: cosigner.auth })).profile,
    ).toBeNull()
  })
})

describe('renter profile', () => {
  it('is saved, read back and editable; only renters save one', async () => {
    const renter = await h.user('RENTER')
    expect(
      json(await h.app.inject({ url: '/profiles/renter/mine', headers: renter.auth })).profile,
    ).toBeNull()
    expect(
      json(await h.app.inject({ url: '/profiles/me/summary', headers: renter.auth })).profileStatus,
    ).toBe('Basic')

    const created = await h.app.inject({
      method: 'PUT',
      url: '/profiles/renter',
      headers: renter.auth,
      payload: renterForm({ rentalIssues: ['Broken Lease'] }),
    })
    expect(created.statusCode).toBe(201)
    const edited = await h.app.inject({
      method: 'PUT',
      url: '/profiles/renter',
      headers: renter.auth,
      payload: renterForm({ housingBudgetCents: 250_000 }),
    })
    expect(edited.statusCode).toBe(200)
    expect(json(edited).profile.id).toBe(json(created).profile.id)
    const mine = json(await h.app.inject({ url: '/profiles/renter/mine', headers: renter.auth })).profile
    expect(mine).toMatchObject({
      housingBudgetCents: 250_000,
      rentalIssues: [],
      email: renter.email,
      creditScore: null,
      isActive: true,
    })
    expect(json(await h.app.inject({ url: '/profiles/me/summary', headers: renter.auth }))).toMatchObject({
      role: 'RENTER',
      profileStatus: 'Complete',
      creditScore: null,
      isActive: true,
    })

    const bad = await h.app.inject({
      method: 'PUT',
      url: '/profiles/renter',
      headers: renter.auth,
      payload: { ...renterForm(), housingType: undefined },
    })
    expect(json(bad).error.message).toBe('Please fill in all required fields')
    const shortBio = await h.app.inject({
      method: 'PUT',
      url: '/profiles/renter',
      headers: renter.auth,
      payload: renterForm({ bio: BIO.slice(0, 150) }),
    })
    expect(json(shortBio).error.message).toBe('Bio must be at least 200 characters.')

    const cosigner = await h.user('COSIGNER')
    const denied = await h.app.inject({
      method: 'PUT',
      url: '/profiles/renter',
      headers: cosigner.auth,
      payload: renterForm(),
    })
    expect(denied.statusCode).toBe(403)
    expect(json(denied).error.message).toBe('Access denied. This page is for renters only.')
  })

  it('an uploaded credit score reaches the profile, unverified; account events list and unlist it', async () => {
    const renter = await h.user('RENTER', { firstName: 'Cleo', lastName: 'Zephyrine' })
    const { profile } = json(
      await h.app.inject({
        method: 'PUT',
        url: '/profiles/renter',
        headers: renter.auth,
        payload: renterForm({ firstName: 'Cleo', lastName: 'Zephyrine' }),
      }),
    )
    await h.publish('credit_report.uploaded', {
      userId: renter.id,
      creditScore: 712,
      documentId: crypto.randomUUID(),
    })
    await waitFor(
      async () =>
        (await h.app.prisma.renterProfile.findUnique({ where: { id: profile.id } }))?.creditScore === 712,
      'credit score',
    )
    expect(json(await h.app.inject({ url: '/profiles/me/summary', headers: renter.auth }))).toMatchObject({
      creditScore: 712,
      creditVerified: false,
    })

    const search = () =>
      h.app.inject({ url: '/listings?tab=renters&search=zephyrine', headers: admin.auth }).then((r) => json(r).total as number)
    expect(await search()).toBe(1)
    await h.publish('user.status_changed', { userId: renter.id, isActive: false })
    await waitFor(async () => (await search()) === 0, 'deactivated renter unlisted')
    await h.publish('user.status_changed', { userId: renter.id, isActive: true })
    await waitFor(async () => (await search()) === 1, 'reactivated renter listed')
    await h.publish('user.role_changed', { userId: renter.id, role: 'COSIGNER' })
    await waitFor(async () => (await search()) === 0, 'renter who became a cosigner unlisted')
  })

  it('a redelivered account event that was already handled is acknowledged and not applied again', async () => {
    const renter = await h.user('RENTER')
    const isActive = async () => (await h.app.prisma.user.findUnique({ where: { id: renter.id } }))?.isActive
    const deactivated: EventEnvelope<'user.status_changed'> = {
      id: crypto.randomUUID(),
      type: 'user.status_changed',
      occurredAt: new Date().toISOString(),
      data: { userId: renter.id, isActive: false },
    }
    await h.bus.publish(deactivated)
    await waitFor(async () => (await isActive()) === false, 'the deactivation')
    await h.publish('user.status_changed', { userId: renter.id, isActive: true })
    await waitFor(async () => (await isActive()) === true, 'the reactivation')

    // Applying the old deactivation again would deactivate the account.
    await redeliverEvent(h.bus, deactivated, MATCHING_CONSUMER)
    expect(await isActive()).toBe(true)
    expect(await h.app.prisma.processedEvent.findMany({ where: { eventId: deactivated.id } })).toEqual([
      expect.objectContaining({ consumer: MATCHING_CONSUMER }),
    ])
  })
})

describe('the admin review card: what changed since the last review, self-reported figures', () => {
  const pendingItem = async (profileId: string) =>
    json(await h.app.inject({ url: '/admin/profiles/pending?pageSize=100', headers: admin.auth })).items.find(
      (p: { id: string }) => p.id === profileId,
    )

  it('a first review has nothing to compare; an edit after approval shows each changed figure, before and after', async () => {
    const first = await h.user('COSIGNER', { firstName: 'Vera', lastName: 'First' })
    const saved = json(
      await h.app.inject({
        method: 'POST',
        url: '/profiles/cosigner',
        headers: first.auth,
        payload: cosignerForm({ firstName: 'Vera', lastName: 'First' }),
      }),
    )
    await h.pay(first, 'profile_creation', saved.profileId)
    await waitFor(async () => (await pendingItem(saved.profileId)) !== undefined, 'pending')
    expect(await pendingItem(saved.profileId)).toMatchObject({
      lastReviewedAt: null,
      changes: [],
      // No verified credit report: the score is the person's word, like income and employment.
      selfReported: ['creditScore', 'monthlyIncome', 'employment'],
    })

    const { user, profileId } = await approvedCosigner(h, admin, { firstName: 'Walt', lastName: 'Changed' })
    const edited = await h.app.inject({
      method: 'POST',
      url: '/profiles/cosigner',
      headers: user.auth,
      payload: cosignerForm({
        firstName: 'Walt',
        lastName: 'Changed',
        creditScore: 810,
        totalFeeCents: 180_000,
        bio: `${BIO} Now also in Dallas.`,
      }),
    })
    expect(edited.statusCode).toBeLessThan(300)
    const item = await pendingItem(profileId)
    expect(item.status).toBe('pending_review')
    expect(Date.parse(item.lastReviewedAt)).toBeGreaterThan(Date.now() - 600_000)
    expect(item.changes).toEqual([
      { field: 'creditScore', label: 'Credit score', before: '780', after: '810' },
      { field: 'totalFeeCents', label: 'Total fee', before: '$1,500.00', after: '$1,800.00' },
      { field: 'bio', label: 'Bio', before: null, after: null },
    ])

    // Reviewed again: the next edit compares with this review, not the first one.
    await h.app.inject({ method: 'POST', url: `/admin/profiles/${profileId}/reject`, headers: admin.auth, payload: { reason: 'Tell us about Dallas.' } })
    await h.app.inject({
      method: 'POST',
      url: '/profiles/cosigner',
      headers: user.auth,
      payload: cosignerForm({ firstName: 'Walt', lastName: 'Changed', creditScore: 810, totalFeeCents: 180_000, bio: `${BIO} Now also in Dallas.`, location: 'Dallas, TX' }),
    })
    expect((await pendingItem(profileId)).changes).toEqual([
      { field: 'location', label: 'Location', before: 'Austin, TX', after: 'Dallas, TX' },
    ])
  })
})
