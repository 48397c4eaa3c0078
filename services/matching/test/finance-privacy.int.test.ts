// Issue 27, "Privacy of people's finances": GET /profiles/:id shows bands to everyone, exact figures only to
// the owner, admins and the cosigners a renter granted them to (a match request sent, a credit-report request
// approved). The assertions read the JSON answers.
import {
  approvedCosigner,
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
}, 60_000)
afterAll(async () => h.close())

const FIGURES = ['creditScore', 'monthlyIncomeCents', 'housingBudgetCents', 'lastName'] as const
const view = async (user: TestUser, id: string) => {
  const res = await h.app.inject({ url: `/profiles/${id}`, headers: user.auth })
  expect(res.statusCode).toBe(200)
  return json(res).profile as Record<string, unknown>
}
const expectBandsOnly = (profile: Record<string, unknown>) => {
  expect(profile.figuresShown).toBe(false)
  for (const key of FIGURES) expect(profile).not.toHaveProperty(key)
}

async function renterWithScore(income: number, score: number, lastName: string) {
  const renter = await renterWithProfile(h, { monthlyIncomeCents: income, lastName, housingBudgetCents: 185_000 })
  await h.publish('credit_report.uploaded', { userId: renter.user.id, creditScore: score, documentId: crypto.randomUUID() })
  await waitFor(
    async () => (await h.app.prisma.renterProfile.findUnique({ where: { id: renter.profileId } }))?.creditScore === score,
    'credit score recorded',
  )
  return renter
}

describe('GET /profiles/:id: bands unless granted', () => {
  it('a cosigner sees a renter in bands; the exact figures once the renter approves their credit-report request', async () => {
    const renter = await renterWithScore(640_000, 742, 'Quintero')
    const { user: cosigner } = await approvedCosigner(h, admin, { lastName: 'Granted' })
    const { user: bystander } = await approvedCosigner(h, admin, { lastName: 'Bystander' })

    const before = await view(cosigner, renter.profileId)
    expectBandsOnly(before)
    expect(before).toMatchObject({
      kind: 'renter',
      name: 'Ben Q.',
      creditTier: 'Gold',
      incomeBand: '5000-7499',
      housingBudgetBand: '1500-1999',
    })
    const text = JSON.stringify(before)
    for (const figure of ['742', '640000', '185000', 'Quintero']) expect(text).not.toContain(figure)

    const asked = await h.app.inject({
      method: 'POST',
      url: '/credit-report-requests',
      headers: cosigner.auth,
      payload: { targetUserId: renter.user.id },
    })
    expect(asked.statusCode).toBe(201)
    expectBandsOnly(await view(cosigner, renter.profileId)) // asking is not being granted
    const approved = await h.app.inject({
      method: 'POST',
      url: `/credit-report-requests/${json(asked).request.id}/approve`,
      headers: renter.user.auth,
    })
    expect(approved.statusCode).toBe(200)

    expect(await view(cosigner, renter.profileId)).toMatchObject({
      figuresShown: true,
      name: 'Ben Quintero',
      lastName: 'Quintero',
      creditScore: 742,
      monthlyIncomeCents: 640_000,
      housingBudgetCents: 185_000,
      incomeBand: '5000-7499',
    })
    // The grant is the renter's to that cosigner only.
    expectBandsOnly(await view(bystander, renter.profileId))
  })

  it('a renter who sent a cosigner a match request shows that cosigner the figures', async () => {
    const renter = await renterWithScore(420_000, 701, 'Requester')
    const { user: cosigner, profileId: cosignerProfileId } = await approvedCosigner(h, admin, { lastName: 'Asked' })
    expectBandsOnly(await view(cosigner, renter.profileId))
    await h.pay(renter.user, 'match_request', null)
    await waitFor(
      async () => (await h.app.prisma.matchingSession.count({ where: { renterId: renter.user.id } })) === 1,
      'matching session',
    )
    const sent = await h.app.inject({
      method: 'POST',
      url: '/match-requests',
      headers: renter.user.auth,
      payload: {
        cosignerProfileId,
        monthlyRentCents: 180_000,
        leaseDurationMonths: 12,
        propertyAddress: '12 Main St, Austin, TX',
        moveInDate: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
        message: 'Hello',
      },
    })
    expect(sent.statusCode).toBe(201)
    expect(await view(cosigner, renter.profileId)).toMatchObject({
      figuresShown: true,
      creditScore: 701,
      monthlyIncomeCents: 420_000,
    })
    // Withdrawn, the request no longer shows them.
    const withdrawn = await h.app.inject({
      method: 'POST',
      url: `/match-requests/${json(sent).request.id}/withdraw`,
      headers: renter.user.auth,
    })
    expect(withdrawn.statusCode).toBe(200)
    expectBandsOnly(await view(cosigner, renter.profileId))
  })

  it('renters see a cosigner income as a band; owners and admins see their figures', async () => {
    const { user: owner, profileId } = await approvedCosigner(h, admin, {
      lastName: 'Banded',
      monthlyIncomeCents: 1_234_500,
      creditScore: 788,
    })
    const renter = await h.user('RENTER')
    const seen = await view(renter, profileId)
    expectBandsOnly(seen)
    expect(seen).toMatchObject({ kind: 'cosigner', name: 'Ana B.', creditTier: 'Gold', incomeBand: '10000-14999' })
    expect(JSON.stringify(seen)).not.toContain('1234500')
    for (const who of [owner, admin])
      expect(await view(who, profileId)).toMatchObject({
        figuresShown: true,
        creditScore: 788,
        monthlyIncomeCents: 1_234_500,
        lastName: 'Banded',
      })
  })
})
