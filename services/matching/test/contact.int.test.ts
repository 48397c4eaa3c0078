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

const view = (user: TestUser, id: string) => h.app.inject({ url: `/profiles/${id}`, headers: user.auth })
const CONTACT = ['email', 'phone', 'paypalEmail']

describe('GET /profiles/:id', () => {
  it('answers 400 for a malformed id, 404 for an unknown one, 401 without a token', async () => {
    const renter = await h.user('RENTER')
    const bad = await view(renter, 'not-a-uuid')
    expect(bad.statusCode).toBe(400)
    expect(json(bad).error.message).toBe('Invalid profile ID format')
    const missing = await view(renter, crypto.randomUUID())
    expect(missing.statusCode).toBe(404)
    expect(json(missing).error.message).toBe('Profile not found')
    expect((await h.app.inject({ url: `/profiles/${crypto.randomUUID()}` })).statusCode).toBe(401)
  })

  it('contact fields are absent until the viewer pays unlock_contact, then present', async () => {
    const { user: owner, profileId } = await approvedCosigner(h, admin)
    const renter = await h.user('RENTER')

    const before = json(await view(renter, profileId)).profile
    expect(before.contactUnlocked).toBe(false)
    for (const field of CONTACT) expect(before).not.toHaveProperty(field)
    expect(before).toMatchObject({
      kind: 'cosigner',
      id: profileId,
      name: 'Ana L.', // first name and last initial until contact is unlocked
      totalFeeCents: 150_000,
      isOwner: false,
    })

    // Someone else's unlock does not count for this viewer.
    const other = await h.user('RENTER')
    await h.pay(other, 'unlock_contact', profileId)
    const paymentId = await h.pay(renter, 'unlock_contact', profileId)
    await waitFor(async () => json(await view(renter, profileId)).profile.contactUnlocked === true, 'unlock')
    const after = json(await view(renter, profileId)).profile
    expect(after).toMatchObject({
      email: owner.email,
      phone: '+1 512 555 0100',
      paypalEmail: 'ana.payout@example.test',
    })

    // The owner and admins always see them; a third user does not.
    expect(json(await view(owner, profileId)).profile).toMatchObject({
      email: owner.email,
      isOwner: true,
      contactUnlocked: true,
    })
    expect(json(await view(admin, profileId)).profile.contactUnlocked).toBe(true)
    const third = await h.user('COSIGNER')
    for (const field of CONTACT) expect(json(await view(third, profileId)).profile).not.toHaveProperty(field)

    // A refund takes the unlock back.
    await h.publish('payment.refunded', {
      paymentId,
      userId: renter.id,
      purpose: 'unlock_contact',
      amountCents: 2500,
      subjectId: profileId,
      metadata: null,
      refundedAt: new Date().toISOString(),
    })
    await waitFor(async () => json(await view(renter, profileId)).profile.contactUnlocked === false, 'refund')
  })

  it("a settings change (user.updated) replaces the owner's contact email", async () => {
    const { user: owner, profileId } = await approvedCosigner(h, admin)
    const newEmail = `moved-${crypto.randomUUID().slice(0, 8)}@example.test`
    await h.publish('user.updated', { userId: owner.id, email: newEmail, firstName: 'Anabel', lastName: 'Lopez' })
    await waitFor(async () => json(await view(owner, profileId)).profile.email === newEmail, 'new email')
    expect((await h.app.prisma.user.findUnique({ where: { id: owner.id } }))?.firstName).toBe('Anabel')
  })

  it('a match_request payment naming a profile unlocks it too', async () => {
    const { profileId } = await approvedCosigner(h, admin)
    const renter = await h.user('RENTER')
    await h.pay(renter, 'match_request', profileId)
    await waitFor(
      async () => json(await view(renter, profileId)).profile.contactUnlocked === true,
      'match_request unlock',
    )
  })

  it('renter profiles: visible to signed-in users, contact only after unlock', async () => {
    const { user: renter, profileId } = await renterWithProfile(h)
    const cosigner = await h.user('COSIGNER')
    const seen = json(await view(cosigner, profileId)).profile
    expect(seen).toMatchObject({ kind: 'renter', housingBudgetBand: '2000-2999', contactUnlocked: false })
    expect(seen).not.toHaveProperty('housingBudgetCents') // bands only: the renter sent this cosigner nothing
    for (const field of CONTACT) expect(seen).not.toHaveProperty(field)
    await h.pay(cosigner, 'unlock_contact', profileId)
    await waitFor(
      async () => json(await view(cosigner, profileId)).profile.email === renter.email,
      'renter unlock',
    )
    expect(json(await view(cosigner, profileId)).profile).not.toHaveProperty('paypalEmail')
  })

  it('unapproved cosigner profiles are visible only to their owner and admins', async () => {
    const owner = await h.user('COSIGNER')
    const { profileId } = json(
      await h.app.inject({
        method: 'POST',
        url: '/profiles/cosigner',
        headers: owner.auth,
        payload: cosignerForm(),
      }),
    )
    const renter = await h.user('RENTER')
    expect((await view(renter, profileId)).statusCode).toBe(404)
    expect(json(await view(owner, profileId)).profile.status).toBe('awaiting_payment')
    expect((await view(admin, profileId)).statusCode).toBe(200)
  })
})
