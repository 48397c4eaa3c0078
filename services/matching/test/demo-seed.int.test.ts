// The demo marketplace (SEED_DEMO=1): the seed's approved cosigners and renters are what /listings shows, and
// seeding again adds nobody.
import { DEMO_COSIGNERS, DEMO_RENTERS, firstNameLastInitial } from '@cosign/api'
import { seedDemoMarketplace } from '../src/domain/seed-demo-marketplace.js'
import { json, startHarness, waitFor, type Harness } from './helpers.js'

let h: Harness
beforeAll(async () => {
  h = await startHarness()
}, 60_000)
afterAll(async () => h.close())

// Read as a signed-in member: visitors get no renters (issue 27).
const listings = async (tab: string) => {
  const member = await h.user('COSIGNER', { register: false })
  const res = await h.app.inject({ url: `/listings?tab=${tab}&pageSize=50`, headers: member.auth })
  expect(res.statusCode).toBe(200)
  return json(res) as { items: Array<{ id: string; name: string; kind: string }>; total: number }
}
// Listings name people by first name and last initial.
const fullName = (a: { profile: { firstName: string; lastName: string } }) =>
  firstNameLastInitial(a.profile.firstName, a.profile.lastName)
const seed = () => seedDemoMarketplace(h.app.prisma, h.app.events.record)

describe('demo marketplace seed', () => {
  it('lists every demo cosigner as approved and every demo renter, once, however often it runs', async () => {
    expect((await listings('cosigners')).total).toBe(0)

    expect(await seed()).toBe(DEMO_COSIGNERS.length + DEMO_RENTERS.length)
    const cosigners = await listings('cosigners')
    expect(cosigners.total).toBe(DEMO_COSIGNERS.length)
    expect(cosigners.items.map((i) => i.name).sort()).toEqual(DEMO_COSIGNERS.map(fullName).sort())
    const renters = await listings('renters')
    expect(renters.items.map((i) => i.name).sort()).toEqual(DEMO_RENTERS.map(fullName).sort())

    // A second start, then the auth seed's user.registered event for a demo account arriving late.
    expect(await seed()).toBe(0)
    const [first] = DEMO_COSIGNERS
    const eventId = await h.publish('user.registered', {
      userId: first.id,
      email: first.email,
      firstName: first.profile.firstName,
      lastName: first.profile.lastName,
      role: first.role,
    })
    await waitFor(
      async () => (await h.app.prisma.processedEvent.count({ where: { eventId } })) > 0,
      'user.registered processed',
    )
    expect((await listings('cosigners')).items.map((i) => i.id).sort()).toEqual(
      cosigners.items.map((i) => i.id).sort(),
    )
    expect((await listings('renters')).total).toBe(DEMO_RENTERS.length)
    expect(await h.app.prisma.cosignerProfile.count({ where: { status: 'approved' } })).toBe(
      DEMO_COSIGNERS.length,
    )
  })

  it('announces each approval once, so the other services learn the profiles the usual way', async () => {
    const types = await h.app.prisma.outboxEvent.findMany({ select: { subject: true } })
    const count = (suffix: string) => types.filter((t) => t.subject.endsWith(suffix)).length
    expect(count('cosigner_profile.approved')).toBe(DEMO_COSIGNERS.length)
    expect(count('cosigner_profile.saved')).toBe(DEMO_COSIGNERS.length)
    expect(count('renter_profile.saved')).toBe(DEMO_RENTERS.length)
  })
})
