import { LEASE_ARMOR_MESSAGES, MATCHING_MESSAGES } from '@cosign/api'
import { approvedCosigner, json, renterWithProfile, startHarness, waitFor, type Harness, type TestUser } from './helpers.js'

let h: Harness
let admin: TestUser

beforeAll(async () => {
  h = await startHarness()
  admin = await h.user('ADMIN', { register: false })
})
afterAll(async () => h.close())

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)
const requestForm = (cosignerProfileId: string, monthlyRentCents = 150_000) => ({
  cosignerProfileId,
  monthlyRentCents,
  leaseDurationMonths: 12,
  propertyAddress: '12 Main St, Austin, TX',
  moveInDate: inDays(30),
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

const enroll = (user: TestUser, payload: unknown) =>
  h.app.inject({ method: 'PUT', url: '/lease-armor/enrollment', headers: user.auth, payload: payload as object })

const outboxEnrolments = (userId: string) =>
  h.app.prisma.outboxEvent.findMany({
    where: { subject: { endsWith: 'lease_armor.enrolled' }, payload: { path: ['data', 'userId'], equals: userId } },
  })

describe('Lease Armor enrolment', () => {
  it('records the plan at the plan table price, announces it once, and replaces it on a change of plan', async () => {
    const { user } = await renterWithProfile(h)
    expect(json(await h.app.inject({ url: '/lease-armor/enrollment', headers: user.auth }))).toEqual({ enrollment: null })

    const first = await enroll(user, { planCode: '3A' })
    expect(first.statusCode).toBe(200)
    expect(json(first).enrollment).toMatchObject({ planCode: '3A', monthlyFeeCents: 16783, coverageCents: 150000 })
    // The same plan again (a double click) is not a second enrolment.
    expect((await enroll(user, { planCode: '3A' })).statusCode).toBe(200)
    expect(await outboxEnrolments(user.id)).toHaveLength(1)

    const changed = await enroll(user, { planCode: '5A' })
    expect(json(changed).enrollment).toMatchObject({ planCode: '5A', monthlyFeeCents: 36923 })
    const events = await outboxEnrolments(user.id)
    expect(events).toHaveLength(2)
    expect(events.map((e) => (e.payload as { data: { planId: string } }).data.planId).sort()).toEqual(['3A', '5A'])
    expect(json(await h.app.inject({ url: '/lease-armor/enrollment', headers: user.auth })).enrollment.planCode).toBe('5A')
  })

  it('refuses unknown plans, a price sent by the browser, and anyone but a renter', async () => {
    const { user } = await renterWithProfile(h)
    for (const body of [{ planCode: '9Z' }, {}, { planCode: '1A', monthlyFeeCents: 1 }, null]) {
      const res = await enroll(user, body)
      expect(res.statusCode).toBe(400)
      expect(json(res).error.message).toBe(LEASE_ARMOR_MESSAGES.invalidPlan)
    }
    expect(await h.app.prisma.leaseArmorEnrollment.count({ where: { userId: user.id } })).toBe(0)

    const cosigner = await h.user('COSIGNER')
    const refused = await enroll(cosigner, { planCode: '1A' })
    expect(refused.statusCode).toBe(403)
    expect(json(refused).error.message).toBe(LEASE_ARMOR_MESSAGES.rentersOnly)
    expect((await h.app.inject({ url: '/lease-armor/enrollment' })).statusCode).toBe(401)
  })

  it('counts current enrolments by plan for admins only', async () => {
    const before = json(await h.app.inject({ url: '/admin/lease-armor/enrollments/summary', headers: admin.auth }))
    const count = (summary: { byPlan: { planCode: string; count: number }[] }, code: string) =>
      summary.byPlan.find((p) => p.planCode === code)?.count
    const a = await renterWithProfile(h)
    const b = await renterWithProfile(h)
    await enroll(a.user, { planCode: '4C' })
    await enroll(b.user, { planCode: '4C' })
    await enroll(b.user, { planCode: '1A' }) // moved plans: counted once, under the new plan
    const after = json(await h.app.inject({ url: '/admin/lease-armor/enrollments/summary', headers: admin.auth }))
    expect(after.byPlan.map((p: { planCode: string }) => p.planCode)).toEqual(['1A', '2A', '3A', '3C', '4A', '4C', '5A'])
    expect(count(after, '4C')).toBe((count(before, '4C') ?? 0) + 1)
    expect(count(after, '1A')).toBe((count(before, '1A') ?? 0) + 1)
    expect(after.total).toBe(before.total + 2)

    const renter = await h.user('RENTER')
    expect((await h.app.inject({ url: '/admin/lease-armor/enrollments/summary', headers: renter.auth })).statusCode).toBe(403)
  })
})

describe('a cosigner who requires Lease Armor', () => {
  it('shows it in listings, matches and the profile, and refuses a request from a renter who is not enrolled', async () => {
    const { profileId } = await approvedCosigner(h, admin, { requiresLeaseArmor: true, maxRentSupportCents: 300_000 })
    const renter = await renterWithSession()

    const view = json(await h.app.inject({ url: `/profiles/${profileId}`, headers: renter.user.auth })).profile
    expect(view.requiresLeaseArmor).toBe(true)
    const listings = json(await h.app.inject({ url: '/listings?tab=cosigners&pageSize=50' }))
    expect(listings.items.find((i: { id: string }) => i.id === profileId)?.requiresLeaseArmor).toBe(true)
    const matches = json(await h.app.inject({ url: '/matches?limit=50', headers: renter.user.auth })).matches
    expect(matches.find((m: { id: string }) => m.id === profileId)?.requiresLeaseArmor).toBe(true)

    const refused = await h.app.inject({
      method: 'POST',
      url: '/match-requests',
      headers: renter.user.auth,
      payload: requestForm(profileId),
    })
    expect(refused.statusCode).toBe(409)
    expect(json(refused).error).toEqual({ code: 'LEASE_ARMOR_REQUIRED', message: MATCHING_MESSAGES.leaseArmorRequired })
    expect(await h.app.prisma.matchRequest.count({ where: { renterId: renter.user.id } })).toBe(0)

    await enroll(renter.user, { planCode: '2A' })
    const sent = await h.app.inject({
      method: 'POST',
      url: '/match-requests',
      headers: renter.user.auth,
      payload: requestForm(profileId),
    })
    expect(sent.statusCode).toBe(201)
  })

  it('keeps its profile flag across saves and reads false by default', async () => {
    const { profileId, user } = await approvedCosigner(h, admin)
    const mine = json(await h.app.inject({ url: '/profiles/cosigner/mine', headers: user.auth })).profile
    expect(mine).toMatchObject({ id: profileId, requiresLeaseArmor: false })
  })
})

describe('rent above the cosigner\'s maximum', () => {
  it('is refused with a clear message and nothing is written', async () => {
    const { profileId } = await approvedCosigner(h, admin, { maxRentSupportCents: 150_000 })
    const renter = await renterWithSession()
    const above = await h.app.inject({
      method: 'POST',
      url: '/match-requests',
      headers: renter.user.auth,
      payload: requestForm(profileId, 150_100),
    })
    expect(above.statusCode).toBe(400)
    expect(json(above).error.message).toBe(MATCHING_MESSAGES.rentAboveMaximum)
    expect(await h.app.prisma.matchRequest.count({ where: { renterId: renter.user.id } })).toBe(0)
    const atMax = await h.app.inject({
      method: 'POST',
      url: '/match-requests',
      headers: renter.user.auth,
      payload: requestForm(profileId, 150_000),
    })
    expect(atMax.statusCode).toBe(201)
  })
})
