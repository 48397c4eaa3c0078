import { MATCHING_MESSAGES } from '@cosign/api'
import {
  RESPONSE_BAND_NONE,
  compareMatches,
  renterCriteria,
  scoreMatch,
  tieKeyFor,
} from '../src/model/score-match.js'
import { locationKeys } from '../src/model/location.js'
import {
  approvedCosigner,
  cosignerForm,
  json,
  renterWithProfile,
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

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)
const requestForm = (cosignerProfileId: string) => ({
  cosignerProfileId,
  monthlyRentCents: 180_000,
  leaseDurationMonths: 12,
  propertyAddress: '12 Main St, Austin, TX',
  moveInDate: inDays(30),
  message: 'Hi, I would love your help.',
})

async function renterWithSession() {
  const renter = await renterWithProfile(h)
  await h.pay(renter.user, 'match_request', null)
  await waitFor(
    async () => (await h.app.prisma.matchingSession.count({ where: { renterId: renter.user.id } })) === 1,
    'matching session',
  )
  return renter
}

describe('GET /matches', () => {
  it('needs the renter role (403), a renter profile (403) and a paid session (402)', async () => {
    const cosigner = await h.user('COSIGNER')
    const notRenter = await h.app.inject({ url: '/matches', headers: cosigner.auth })
    expect(notRenter.statusCode).toBe(403)
    expect(json(notRenter).error.message).toBe('Access denied. This page is for renters only.')

    const renter = await h.user('RENTER')
    const noProfile = await h.app.inject({ url: '/matches', headers: renter.auth })
    expect(noProfile.statusCode).toBe(403)
    expect(json(noProfile).error).toEqual({
      code: 'RENTER_PROFILE_REQUIRED',
      message: MATCHING_MESSAGES.renterProfileRequired,
    })

    const { user } = await renterWithProfile(h)
    const unpaid = await h.app.inject({ url: '/matches', headers: user.auth })
    expect(unpaid.statusCode).toBe(402)
    expect(json(unpaid).error).toEqual({
      code: 'PAYMENT_REQUIRED',
      message: MATCHING_MESSAGES.paymentRequired,
    })
    expect((await h.app.inject({ url: '/matches' })).statusCode).toBe(401)
  })

  it('ranks approved cosigners by the scoring function from the saved renter profile, and sees new approvals at once', async () => {
    const { user } = await renterWithSession()
    const empty = json(await h.app.inject({ url: '/matches', headers: user.auth }))
    expect(empty.matches).toEqual([])
    expect(Date.parse(empty.sessionExpiresAt)).toBeGreaterThan(Date.now() + 29 * 86_400_000)

    const specs = [
      {
        lastName: 'Near',
        location: 'Austin, TX',
        creditScore: 820,
        totalFeeCents: 150_000,
        maxRentSupportCents: 300_000,
      },
      {
        lastName: 'State',
        location: 'Dallas, TX',
        creditScore: 750,
        totalFeeCents: 180_000,
        maxRentSupportCents: 250_000,
      },
      {
        lastName: 'Far',
        location: 'Miami, FL',
        creditScore: 690,
        totalFeeCents: 250_000,
        maxRentSupportCents: 100_000,
        requireUpfront: true,
      },
      {
        lastName: 'Pricey',
        location: 'Austin, TX',
        creditScore: 600,
        totalFeeCents: 250_000,
        maxRentSupportCents: 150_000,
      },
    ]
    const made = []
    for (const spec of specs) made.push({ ...(await approvedCosigner(h, admin, spec)), spec })
    // Pending and rejected cosigners are never matched.
    const pendingOwner = await h.user('COSIGNER')
    await h.app.inject({
      method: 'POST',
      url: '/profiles/cosigner',
      headers: pendingOwner.auth,
      payload: cosignerForm({ lastName: 'Pending', creditScore: 850 }),
    })

    const res = await h.app.inject({ url: '/matches', headers: user.auth })
    expect(res.statusCode).toBe(200)
    const { matches } = json(res)
    const criteria = renterCriteria({
      cosignerBudget: '1000-2000',
      housingBudgetCents: 200_000,
      moveInTimeline: 'asap',
      ...locationKeys('Austin, TX'),
    })
    const expected = made
      .map(({ profileId, spec }) => ({
        id: profileId,
        // None verified, no leases or reviews, none has answered a request yet: ties go by the renter's own order.
        creditVerified: false,
        completedLeases: 0,
        reviewAverageTenths: 0,
        reviewCount: 0,
        responseBand: RESPONSE_BAND_NONE,
        tieKey: tieKeyFor(user.id, profileId),
        score: scoreMatch(criteria, {
          creditScore: spec.creditScore,
          feeCents: spec.totalFeeCents,
          maxRentSupportCents: spec.maxRentSupportCents,
          requireUpfront: spec.requireUpfront ?? false,
          ...locationKeys(spec.location),
        }),
      }))
      .sort(compareMatches)
    expect(matches.map((m: { id: string; matchScore: number }) => [m.id, m.matchScore])).toEqual(
      expected.map((e) => [e.id, e.score]),
    )
    expect(matches[0]).toMatchObject({
      name: 'Ana Near',
      creditTier: 'Platinum',
      matchStrength: 'High',
      matchScore: 100,
      feeCents: 150_000,
      maxRentSupportCents: 300_000,
    })
    expect(matches.find((m: { name: string }) => m.name === 'Ana Far')).toMatchObject({
      creditTier: 'Silver',
      matchStrength: 'Low',
    })
    for (const m of matches) expect(m).not.toHaveProperty('email')
    // What the card shows (tier band, verified or self-reported), never the cosigner's exact score.
    for (const m of matches) expect(Object.keys(m)).not.toContain('creditScore')
    for (const { spec } of made) expect(res.body).not.toMatch(new RegExp(`"creditScore"|\\b${spec.creditScore}\\b`))

    // limit
    expect(json(await h.app.inject({ url: '/matches?limit=2', headers: user.auth })).matches).toHaveLength(2)
    // The renter's profile drives the result: a bigger budget changes the fee points of the pricey ones.
    await h.app.inject({
      method: 'PUT',
      url: '/profiles/renter',
      headers: user.auth,
      payload: { ...(await renterProfileForm(user)), cosignerBudget: '2000-4000' },
    })
    const pricey = json(await h.app.inject({ url: '/matches', headers: user.auth })).matches.find(
      (m: { name: string }) => m.name === 'Ana Pricey',
    )
    expect(pricey.matchScore).toBe(6 + 30 + 18 + 12 + 8)

    // A deactivated cosigner leaves the results on the next call.
    const near = made[0]
    await h.publish('user.status_changed', { userId: near.user.id, isActive: false })
    await waitFor(
      async () =>
        !json(await h.app.inject({ url: '/matches', headers: user.auth })).matches.some(
          (m: { id: string }) => m.id === near.profileId,
        ),
      'unlisted',
    )
  })

  it('an expired or refunded session no longer gives access', async () => {
    const { user } = await renterWithProfile(h)
    const paymentId = await h.pay(user, 'match_request', null)
    await waitFor(
      async () => (await h.app.inject({ url: '/matches', headers: user.auth })).statusCode === 200,
      'session',
    )
    await h.publish('payment.refunded', {
      paymentId,
      userId: user.id,
      purpose: 'match_request',
      amountCents: 9999,
      subjectId: null,
      metadata: null,
      refundedAt: new Date().toISOString(),
    })
    await waitFor(
      async () => (await h.app.inject({ url: '/matches', headers: user.auth })).statusCode === 402,
      'revoked',
    )
  })
})

async function renterProfileForm(user: TestUser) {
  const p = json(await h.app.inject({ url: '/profiles/renter/mine', headers: user.auth })).profile
  const {
    firstName,
    lastName,
    location,
    monthlyIncomeCents,
    employmentStatus,
    rentalIssues,
    cosignerBudget,
    moveInTimeline,
    housingBudgetCents,
    housingType,
    bio,
  } = p
  return {
    firstName,
    lastName,
    location,
    monthlyIncomeCents,
    employmentStatus,
    rentalIssues,
    cosignerBudget,
    moveInTimeline,
    housingBudgetCents,
    housingType,
    bio,
  }
}

describe('match requests', () => {
  it('pending -> accepted by the addressed cosigner only; events for both sides; contact unlocked for the renter', async () => {
    const { user: cosigner, profileId } = await approvedCosigner(h, admin, { lastName: 'Acceptor' })
    const { user: renter } = await renterWithSession()

    const created = await h.app.inject({
      method: 'POST',
      url: '/match-requests',
      headers: renter.auth,
      payload: requestForm(profileId),
    })
    expect(created.statusCode).toBe(201)
    const request = json(created).request
    expect(request).toMatchObject({
      status: 'pending',
      renterId: renter.id,
      cosignerId: cosigner.id,
      cosignerProfileId: profileId,
      cosignerName: 'Ana Acceptor',
      renterName: 'Ben Cole',
      monthlyRentCents: 180_000,
      leaseDurationMonths: 12,
      respondedAt: null,
    })

    // Sending the request unlocked the cosigner's contact details for this renter.
    expect(
      json(await h.app.inject({ url: `/profiles/${profileId}`, headers: renter.auth })).profile,
    ).toMatchObject({ contactUnlocked: true, email: cosigner.email })

    // A second pending request to the same cosigner is refused.
    const dup = await h.app.inject({
      method: 'POST',
      url: '/match-requests',
      headers: renter.auth,
      payload: requestForm(profileId),
    })
    expect(dup.statusCode).toBe(409)
    expect(json(dup).error.message).toBe(MATCHING_MESSAGES.duplicatePendingRequest)

    // Lists.
    expect(
      json(await h.app.inject({ url: '/match-requests/incoming', headers: cosigner.auth })).items.map(
        (r: { id: string }) => r.id,
      ),
    ).toEqual([request.id])
    expect(
      json(
        await h.app.inject({ url: '/match-requests/outgoing?status=pending', headers: renter.auth }),
      ).items.map((r: { id: string }) => r.id),
    ).toEqual([request.id])
    expect((await h.app.inject({ url: '/match-requests/incoming', headers: renter.auth })).statusCode).toBe(
      403,
    )

    // A renter cannot accept; another cosigner cannot act on it; an admin cannot either.
    const asRenter = await h.app.inject({
      method: 'POST',
      url: `/match-requests/${request.id}/accept`,
      headers: renter.auth,
    })
    expect(asRenter.statusCode).toBe(403)
    expect(json(asRenter).error.message).toBe(MATCHING_MESSAGES.onlyCosignerCanRespond)
    const otherCosigner = await h.user('COSIGNER')
    for (const action of ['accept', 'decline', 'withdraw'])
      expect(
        (
          await h.app.inject({
            method: 'POST',
            url: `/match-requests/${request.id}/${action}`,
            headers: otherCosigner.auth,
          })
        ).statusCode,
      ).toBe(403)
    expect(
      (
        await h.app.inject({
          method: 'POST',
          url: `/match-requests/${request.id}/accept`,
          headers: admin.auth,
        })
      ).statusCode,
    ).toBe(403)
    expect(
      (
        await h.app.inject({
          method: 'POST',
          url: `/match-requests/${request.id}/withdraw`,
          headers: cosigner.auth,
        })
      ).statusCode,
    ).toBe(403)

    // Before accepting, the cosigner sees the renter's profile without contact details.
    const renterProfile = async () =>
      json(await h.app.inject({ url: `/profiles/${request.renterProfileId}`, headers: cosigner.auth })).profile
    expect(await renterProfile()).toMatchObject({ contactUnlocked: false })
    expect((await renterProfile()).email).toBeUndefined()

    const accepted = await h.app.inject({
      method: 'POST',
      url: `/match-requests/${request.id}/accept`,
      headers: cosigner.auth,
    })
    expect(accepted.statusCode).toBe(200)
    expect(json(accepted).request).toMatchObject({ status: 'accepted' })
    expect(json(accepted).request.respondedAt).not.toBeNull()
    // Accepted: the cosigner now sees the renter's email and phone (the renter already saw theirs), and
    // nobody else does.
    expect(await renterProfile()).toMatchObject({ contactUnlocked: true, email: renter.email })
    const stranger = json(await h.app.inject({ url: `/profiles/${request.renterProfileId}`, headers: otherCosigner.auth })).profile
    expect(stranger).toMatchObject({ contactUnlocked: false })
    expect(stranger.email).toBeUndefined()

    // Final: no more transitions.
    for (const [who, action] of [
      [cosigner, 'decline'],
      [renter, 'withdraw'],
      [cosigner, 'accept'],
    ] as const) {
      const again = await h.app.inject({
        method: 'POST',
        url: `/match-requests/${request.id}/${action}`,
        headers: who.auth,
      })
      expect(again.statusCode).toBe(409)
      expect(json(again).error.message).toBe(MATCHING_MESSAGES.requestNotPending)
    }
    const events = (
      await h.app.prisma.outboxEvent.findMany({
        where: { subject: { startsWith: `${h.names.subjectPrefix}.match_request.` } },
        orderBy: { createdAt: 'asc' },
      })
    )
      .map((e) => e.payload as { type: string; data: unknown })
      .filter((e) => (e.data as { requestId: string }).requestId === request.id)
    expect(events).toEqual([
      expect.objectContaining({
        type: 'match_request.created',
        data: { requestId: request.id, renterId: renter.id, cosignerId: cosigner.id },
      }),
      // Accepted carries the request's terms and both names (the contracts service prefills from it).
      expect.objectContaining({
        type: 'match_request.accepted',
        data: {
          requestId: request.id,
          renterId: renter.id,
          cosignerId: cosigner.id,
          renterName: 'Ben Cole',
          cosignerName: 'Ana Acceptor',
          monthlyRentCents: 180_000,
          leaseDurationMonths: 12,
          propertyAddress: '12 Main St, Austin, TX',
          moveInDate: request.moveInDate,
          // The paid matching session the request was sent under (its fee shows toward this match).
          sessionPaymentId: expect.stringMatching(/^[0-9a-f-]{36}$/),
        },
      }),
    ])

    // An accepted request is a contract under way with that cosigner: no second request to them (issue 27).
    const again = await h.app.inject({
      method: 'POST',
      url: '/match-requests',
      headers: renter.auth,
      payload: requestForm(profileId),
    })
    expect(again.statusCode).toBe(409)
    expect(json(again).error.message).toBe(MATCHING_MESSAGES.openContractWithCosigner)
  })

  it('declined by the cosigner; withdrawn by the renter only while pending', async () => {
    const { user: cosigner, profileId } = await approvedCosigner(h, admin)
    const { user: renter } = await renterWithSession()
    const first = json(
      await h.app.inject({
        method: 'POST',
        url: '/match-requests',
        headers: renter.auth,
        payload: requestForm(profileId),
      }),
    ).request
    const declined = await h.app.inject({
      method: 'POST',
      url: `/match-requests/${first.id}/decline`,
      headers: cosigner.auth,
    })
    expect(json(declined).request.status).toBe('declined')

    const second = json(
      await h.app.inject({
        method: 'POST',
        url: '/match-requests',
        headers: renter.auth,
        payload: requestForm(profileId),
      }),
    ).request
    const withdrawn = await h.app.inject({
      method: 'POST',
      url: `/match-requests/${second.id}/withdraw`,
      headers: renter.auth,
    })
    expect(json(withdrawn).request.status).toBe('withdrawn')
    expect(
      (
        await h.app.inject({
          method: 'POST',
          url: `/match-requests/${second.id}/accept`,
          headers: cosigner.auth,
        })
      ).statusCode,
    ).toBe(409)
    const subjects = (await h.app.prisma.outboxEvent.findMany()).map(
      (e) => (e.payload as { type: string }).type,
    )
    expect(subjects).toEqual(expect.arrayContaining(['match_request.declined', 'match_request.withdrawn']))
  })

  it('needs a paid session and a listed cosigner; the form is validated', async () => {
    const { profileId } = await approvedCosigner(h, admin)
    const { user: unpaid } = await renterWithProfile(h)
    const unpaidRequest = await h.app.inject({
      method: 'POST',
      url: '/match-requests',
      headers: unpaid.auth,
      payload: requestForm(profileId),
    })
    expect(unpaidRequest.statusCode).toBe(402)
    expect(json(unpaidRequest).error).toEqual({ code: 'PAYMENT_REQUIRED', message: MATCHING_MESSAGES.paymentRequiredToRequest })
    const cosigner = await h.user('COSIGNER')
    expect(
      (
        await h.app.inject({
          method: 'POST',
          url: '/match-requests',
          headers: cosigner.auth,
          payload: requestForm(profileId),
        })
      ).statusCode,
    ).toBe(403)

    const { user: renter } = await renterWithSession()
    const post = (payload: unknown) =>
      h.app.inject({
        method: 'POST',
        url: '/match-requests',
        headers: renter.auth,
        payload: payload as object,
      })
    for (const field of [
      'monthlyRentCents',
      'leaseDurationMonths',
      'propertyAddress',
      'moveInDate',
      'cosignerProfileId',
    ]) {
      const res = await post({
        ...requestForm(profileId),
        [field]: field === 'propertyAddress' ? '   ' : undefined,
      })
      expect(res.statusCode).toBe(400)
      expect(json(res).error.message).toBe('Please fill in all required fields')
    }
    expect(json(await post({ ...requestForm(profileId), leaseDurationMonths: 9 })).error.message).toBe(
      MATCHING_MESSAGES.invalidLeaseDuration,
    )
    expect(json(await post({ ...requestForm(profileId), moveInDate: '2020-01-01' })).error.message).toBe(
      MATCHING_MESSAGES.moveInDateInPast,
    )
    expect(json(await post({ ...requestForm(profileId), cosignerProfileId: 'abc' })).error.message).toBe(
      'Invalid profile ID format',
    )
    expect((await post({ ...requestForm(profileId), extra: 1 })).statusCode).toBe(400)
    expect((await post(requestForm(crypto.randomUUID()))).statusCode).toBe(404)
    const pendingOwner = await h.user('COSIGNER')
    const pending = json(
      await h.app.inject({
        method: 'POST',
        url: '/profiles/cosigner',
        headers: pendingOwner.auth,
        payload: cosignerForm(),
      }),
    ).profileId
    expect((await post(requestForm(pending))).statusCode).toBe(404)
    const ok = await post({ ...requestForm(profileId), message: undefined })
    expect(ok.statusCode).toBe(201)
    expect(json(ok).request.message).toBeNull()

    for (const id of ['nope', crypto.randomUUID()]) {
      const res = await h.app.inject({
        method: 'POST',
        url: `/match-requests/${id}/accept`,
        headers: renter.auth,
      })
      expect(res.statusCode).toBe(id === 'nope' ? 400 : 404)
    }
  })
})
