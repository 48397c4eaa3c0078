// "Request to cosign" from a cosigner's profile (issue 27, Choice): the server's eligibility answer, the matching
// fee paid once through the session, each refusal with its reason on the button and on submit; and the fair
// ranking of equal scores (verified credit, completed leases, reviews, response time, then an order of each renter's
// own), and the lease counts matching learns from contracts' events.
import { randomUUID } from 'node:crypto'
import { MATCHING_MESSAGES } from '@cosign/api'
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
})
afterAll(async () => h.close())

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)
const requestForm = (cosignerProfileId: string, monthlyRentCents = 180_000) => ({
  cosignerProfileId,
  monthlyRentCents,
  leaseDurationMonths: 12,
  propertyAddress: '12 Main St, Austin, TX',
  moveInDate: inDays(30),
  message: 'I found you in Listings.',
})
const eligibility = async (user: TestUser, profileId: string) =>
  h.app.inject({ url: `/cosigners/${profileId}/request-eligibility`, headers: user.auth })
const send = (user: TestUser, body: object) =>
  h.app.inject({ method: 'POST', url: '/match-requests', headers: user.auth, payload: body })
const sessionCount = (renterId: string) => h.app.prisma.matchingSession.count({ where: { renterId } })

describe('request to cosign from a profile', () => {
  it('without a session: the fee comes first (paid once, subject = the profile), then the request goes through', async () => {
    const { profileId, user: cosigner } = await approvedCosigner(h, admin, { lastName: 'Chosen' })
    const { user } = await renterWithProfile(h)

    const before = json(await eligibility(user, profileId))
    expect(before).toEqual({ canRequest: true, refusal: null, sessionExpiresAt: null })
    // Submitting without a session is the usual 402 with its message.
    const unpaid = await send(user, requestForm(profileId))
    expect(unpaid.statusCode).toBe(402)
    expect(json(unpaid).error).toEqual({
      code: 'PAYMENT_REQUIRED',
      message: MATCHING_MESSAGES.paymentRequiredToRequest,
    })

    // The profile's checkout names the cosigner: one payment opens the 30-day session and unlocks that contact.
    await h.pay(user, 'match_request', profileId)
    await waitFor(async () => (await sessionCount(user.id)) === 1, 'matching session')
    const paid = json(await eligibility(user, profileId))
    expect(paid.canRequest).toBe(true)
    expect(Date.parse(paid.sessionExpiresAt)).toBeGreaterThan(Date.now() + 29 * 86_400_000)

    const badSource = await send(user, { ...requestForm(profileId), source: 'billboard' })
    expect(badSource.statusCode).toBe(400)
    expect(json(badSource).error.message).toBe(MATCHING_MESSAGES.invalidRequestSource)
    const sent = await send(user, { ...requestForm(profileId), source: 'listing' })
    expect(sent.statusCode).toBe(201)
    expect(json(sent).request).toMatchObject({
      status: 'pending',
      cosignerProfileId: profileId,
      source: 'listing',
    })
    // The cosigner sees where it came from.
    const incoming = json(
      await h.app.inject({ url: '/match-requests/incoming', headers: cosigner.auth }),
    ).items
    expect(incoming).toEqual([expect.objectContaining({ id: json(sent).request.id, source: 'listing' })])
    // Still one session: nothing asked to pay again.
    expect(await sessionCount(user.id)).toBe(1)

    // Now the button is closed with its reason, and a second submit is refused with the same words.
    expect(json(await eligibility(user, profileId))).toMatchObject({
      canRequest: false,
      refusal: { code: 'OPEN_REQUEST', message: MATCHING_MESSAGES.duplicatePendingRequest },
    })
    const again = await send(user, requestForm(profileId))
    expect(again.statusCode).toBe(409)
    expect(json(again).error.message).toBe(MATCHING_MESSAGES.duplicatePendingRequest)
  })

  it('with an open session: a second cosigner is requested without paying; an accepted request closes the button (open contract)', async () => {
    const first = await approvedCosigner(h, admin, { lastName: 'First' })
    const second = await approvedCosigner(h, admin, { lastName: 'Second' })
    const { user } = await renterWithProfile(h)
    await h.pay(user, 'match_request', null)
    await waitFor(async () => (await sessionCount(user.id)) === 1, 'matching session')

    expect(json(await eligibility(user, second.profileId)).sessionExpiresAt).not.toBeNull()
    const sent = json(await send(user, requestForm(second.profileId))).request
    expect(await sessionCount(user.id)).toBe(1)

    const accepted = await h.app.inject({
      method: 'POST',
      url: `/match-requests/${sent.id}/accept`,
      headers: second.user.auth,
    })
    expect(accepted.statusCode).toBe(200)
    expect(json(await eligibility(user, second.profileId))).toMatchObject({
      canRequest: false,
      refusal: { code: 'OPEN_CONTRACT', message: MATCHING_MESSAGES.openContractWithCosigner },
    })
    const refused = await send(user, requestForm(second.profileId))
    expect(refused.statusCode).toBe(409)
    expect(json(refused).error.message).toBe(MATCHING_MESSAGES.openContractWithCosigner)
    // The other cosigner stays open.
    expect(json(await eligibility(user, first.profileId)).canRequest).toBe(true)

    // The contract ends (cancelled): the renter may ask that cosigner again; a replay changes nothing.
    const ended = {
      contractId: randomUUID(),
      renterId: user.id,
      cosignerId: second.user.id,
      cancelledBy: 'cosigner' as const,
      cancelledByUserId: second.user.id,
      reason: 'Plans changed',
    }
    await h.publish('contract.cancelled', ended)
    await waitFor(
      async () => json(await eligibility(user, second.profileId)).canRequest === true,
      'contract closed',
    )
    await h.publish('contract.cancelled', ended)
    expect((await send(user, requestForm(second.profileId))).statusCode).toBe(201)
  })

  it("refuses what the cosigner's rules refuse: rent above the maximum, Lease Armor required; and unknown or own profiles", async () => {
    const small = await approvedCosigner(h, admin, { lastName: 'Small', maxRentSupportCents: 150_000 })
    const armored = await approvedCosigner(h, admin, { lastName: 'Armored', requiresLeaseArmor: true })
    const { user } = await renterWithProfile(h, { housingBudgetCents: 200_000 })
    await h.pay(user, 'match_request', null)
    await waitFor(async () => (await sessionCount(user.id)) === 1, 'matching session')

    // The button reads the saved housing budget; the submit reads the form's rent.
    expect(json(await eligibility(user, small.profileId))).toMatchObject({
      canRequest: false,
      refusal: {
        code: 'RENT_ABOVE_MAXIMUM',
        message:
          'Your housing budget ($2,000.00/month) is above the most this cosigner supports ($1,500.00/month).',
      },
    })
    const tooMuch = await send(user, requestForm(small.profileId, 160_000))
    expect(tooMuch.statusCode).toBe(400)
    expect(json(tooMuch).error.message).toBe(MATCHING_MESSAGES.rentAboveMaximum)

    expect(json(await eligibility(user, armored.profileId))).toMatchObject({
      canRequest: false,
      refusal: { code: 'LEASE_ARMOR_REQUIRED', message: MATCHING_MESSAGES.leaseArmorRequired },
    })
    const noPlan = await send(user, requestForm(armored.profileId))
    expect(noPlan.statusCode).toBe(409)
    expect(json(noPlan).error).toEqual({
      code: 'LEASE_ARMOR_REQUIRED',
      message: MATCHING_MESSAGES.leaseArmorRequired,
    })
    const enrolled = await h.app.inject({
      method: 'PUT',
      url: '/lease-armor/enrollment',
      headers: user.auth,
      payload: { planCode: '3A' },
    })
    expect(enrolled.statusCode).toBe(200)
    expect(json(await eligibility(user, armored.profileId)).canRequest).toBe(true)

    // Unknown profile; a renter without a profile; anyone but a renter.
    const unknown = json(await eligibility(user, '00000000-0000-4000-8000-000000000000'))
    expect(unknown.refusal).toEqual({
      code: 'NOT_AVAILABLE',
      message: MATCHING_MESSAGES.cosignerNotAvailable,
    })
    expect((await eligibility(user, 'not-a-uuid')).statusCode).toBe(400)
    const bare = await h.user('RENTER')
    expect(json(await eligibility(bare, small.profileId)).refusal).toEqual({
      code: 'RENTER_PROFILE_REQUIRED',
      message: MATCHING_MESSAGES.renterProfileRequired,
    })
    expect((await eligibility(small.user, armored.profileId)).statusCode).toBe(403)
    expect(
      (await h.app.inject({ url: `/cosigners/${small.profileId}/request-eligibility` })).statusCode,
    ).toBe(401)
  })
})

describe('eligibility of a listing page at once', () => {
  it('answers each card in the order asked, with the same refusals, in one call', async () => {
    const open = await approvedCosigner(h, admin, { lastName: 'CardOpen' })
    const small = await approvedCosigner(h, admin, { lastName: 'CardSmall', maxRentSupportCents: 100_000 })
    const { user } = await renterWithProfile(h, { housingBudgetCents: 150_000 })
    const unknown = '00000000-0000-4000-8000-000000000001'
    const list = (ids: string) =>
      h.app.inject({ url: `/cosigners/request-eligibility?ids=${ids}`, headers: user.auth })

    const answer = json(await list([open.profileId, small.profileId, unknown].join(',')))
    expect(answer.sessionExpiresAt).toBeNull()
    expect(answer.items).toEqual([
      { cosignerProfileId: open.profileId, canRequest: true, refusal: null },
      {
        cosignerProfileId: small.profileId,
        canRequest: false,
        refusal: {
          code: 'RENT_ABOVE_MAXIMUM',
          message:
            'Your housing budget ($1,500.00/month) is above the most this cosigner supports ($1,000.00/month).',
        },
      },
      {
        cosignerProfileId: unknown,
        canRequest: false,
        refusal: { code: 'NOT_AVAILABLE', message: MATCHING_MESSAGES.cosignerNotAvailable },
      },
    ])
    const bad = await list(`${open.profileId},nope`)
    expect(bad.statusCode).toBe(400)
    const tooMany = Array.from(
      { length: 101 },
      (_, k) => `00000000-0000-4000-8000-${String(k).padStart(12, '0')}`,
    )
    expect((await list(tooMany.join(','))).statusCode).toBe(400)
    expect(
      (await h.app.inject({ url: '/cosigners/request-eligibility', headers: user.auth })).statusCode,
    ).toBe(400)
  })
})

describe('fair ranking of equal scores', () => {
  it('verified credit first, then an order that is stable for one renter and differs between renters', async () => {
    // Eight cosigners the scoring cannot tell apart (same facts), one of them with a verified credit report.
    const made = []
    for (let k = 0; k < 8; k++) made.push(await approvedCosigner(h, admin, { lastName: `Tied${k}` }))
    const tiedIds = new Set(made.map((m) => m.profileId))
    const verified = made[5]
    await h.app.prisma.cosignerProfile.update({
      where: { id: verified.profileId },
      data: { creditVerified: true },
    })

    const renters = []
    for (let r = 0; r < 6; r++) {
      const { user } = await renterWithProfile(h, { lastName: `Renter${r}` })
      await h.pay(user, 'match_request', null)
      await waitFor(async () => (await sessionCount(user.id)) === 1, 'matching session')
      renters.push(user)
    }
    const orderFor = async (user: TestUser, limit = 50) => {
      const res = await h.app.inject({ url: `/matches?limit=${limit}`, headers: user.auth })
      expect(res.statusCode).toBe(200)
      return (json(res).matches as Array<{ id: string; matchScore: number; reasons: string[] }>).filter((m) =>
        tiedIds.has(m.id),
      )
    }

    const orders = []
    for (const user of renters) {
      const matches = await orderFor(user)
      expect(matches).toHaveLength(8)
      expect(new Set(matches.map((m) => m.matchScore)).size).toBe(1)
      // The verified one leads every renter's list of equals.
      expect(matches[0].id).toBe(verified.profileId)
      expect(matches[0].reasons[0]).toMatch(/verified by our team/)
      expect(matches[1].reasons[0]).toMatch(/self-reported/)
      // Stable for one renter.
      expect((await orderFor(user)).map((m) => m.id)).toEqual(matches.map((m) => m.id))
      orders.push(matches.map((m) => m.id).join(','))
    }
    // Different renters see the unverified equals in different orders.
    expect(new Set(orders).size).toBeGreaterThan(1)

    // "Show more matches": a bigger limit extends the same list (the first five stay first).
    const five = (await h.app.inject({ url: '/matches?limit=5', headers: renters[0].auth })).json().matches
    const ten = (await h.app.inject({ url: '/matches?limit=10', headers: renters[0].auth })).json().matches
    expect(ten.slice(0, 5).map((m: { id: string }) => m.id)).toEqual(five.map((m: { id: string }) => m.id))
    expect(ten.length).toBeGreaterThan(five.length)
  })

  it('then completed leases, then review average and count; leases counted from contract events, idempotently', async () => {
    const cosigner = async (lastName: string) => approvedCosigner(h, admin, { lastName })
    const [verified, twoLeases, oneLease, praised, unreviewed, criticised] = [
      await cosigner('Verified'),
      await cosigner('TwoLeases'),
      await cosigner('OneLease'),
      await cosigner('Praised'),
      await cosigner('Unreviewed'),
      await cosigner('Criticised'),
    ]
    const ids = new Set([verified, twoLeases, oneLease, praised, unreviewed, criticised].map((c) => c.profileId))
    await h.app.prisma.cosignerProfile.update({ where: { id: verified.profileId }, data: { creditVerified: true } })
    const leaseOf = await renterWithProfile(h, { lastName: 'LeaseRenter' })
    const contract = async (cosignerId: string, ...steps: Array<'contract.finalized' | 'contract.completed'>) => {
      const parties = { contractId: randomUUID(), renterId: leaseOf.user.id, cosignerId }
      for (const step of steps) await h.publish(step, parties)
      return parties
    }
    const leaseStatus = (contractId: string) =>
      h.app.prisma.cosignerLease.findUnique({ where: { contractId } }).then((l) => l?.status)

    // Two completed leases; the second one's events arrive twice and out of order (finalized after completed).
    await contract(twoLeases.user.id, 'contract.finalized', 'contract.completed')
    const late = await contract(twoLeases.user.id, 'contract.completed', 'contract.completed', 'contract.finalized')
    // One completed lease and one still running, one cancelled before finalization (counted nowhere).
    await contract(oneLease.user.id, 'contract.finalized', 'contract.completed')
    const running = await contract(oneLease.user.id, 'contract.finalized')
    const cancelled = { contractId: randomUUID(), renterId: leaseOf.user.id, cosignerId: oneLease.user.id }
    await h.publish('contract.cancelled', {
      ...cancelled,
      cancelledBy: 'renter',
      cancelledByUserId: leaseOf.user.id,
      reason: 'Found another place',
    })
    await waitFor(async () => (await leaseStatus(cancelled.contractId)) === 'cancelled', 'cancelled lease')
    await h.publish('contract.finalized', cancelled)
    // One consumer, in stream order: once the last event opened its review occasion, every earlier one is applied.
    const occasionOpened = async (contractId: string) =>
      (await h.app.prisma.reviewOccasion.count({ where: { contractId, occasion: 'finalized' } })) === 1
    await waitFor(() => occasionOpened(cancelled.contractId), 'events applied')
    expect(await leaseStatus(cancelled.contractId)).toBe('cancelled')
    expect(await leaseStatus(late.contractId)).toBe('completed')
    expect(await leaseStatus(running.contractId)).toBe('active')

    // Released reviews by renters: 5 stars for one, 2 for another (both parties wrote, so both are released).
    const reviewed = async (subject: { user: TestUser }, rating: number) => {
      const parties = await contract(subject.user.id, 'contract.finalized')
      await waitFor(() => occasionOpened(parties.contractId), 'review occasion')
      const write = (user: TestUser, stars: number) =>
        h.app.inject({
          method: 'POST',
          url: '/reviews',
          headers: user.auth,
          payload: { contractId: parties.contractId, occasion: 'finalized', rating: stars, text: 'A fair partner.' },
        })
      expect((await write(leaseOf.user, rating)).statusCode).toBe(201)
      expect((await write(subject.user, 4)).statusCode).toBe(201)
    }
    await reviewed(praised, 5)
    await reviewed(criticised, 2)

    // The profile shows the counts from those contracts (a renter viewing it; the same for everyone).
    const profile = json(await h.app.inject({ url: `/profiles/${oneLease.profileId}`, headers: leaseOf.user.auth }))
    expect(profile.profile.leases).toEqual({ active: 1, completed: 1 })
    const two = json(await h.app.inject({ url: `/profiles/${twoLeases.profileId}`, headers: leaseOf.user.auth }))
    expect(two.profile.leases).toEqual({ active: 0, completed: 2 })

    // The ranking of these equals, for two renters: the facts decide before the renter's own order.
    for (let r = 0; r < 2; r++) {
      const { user } = await renterWithProfile(h, { lastName: `Ranker${r}` })
      await h.pay(user, 'match_request', null)
      await waitFor(async () => (await sessionCount(user.id)) === 1, 'matching session')
      const res = await h.app.inject({ url: '/matches?limit=50', headers: user.auth })
      expect(res.statusCode).toBe(200)
      const order = (json(res).matches as Array<{ id: string; matchScore: number }>).filter((m) => ids.has(m.id))
      expect(new Set(order.map((m) => m.matchScore)).size).toBe(1)
      expect(order.map((m) => m.id)).toEqual(
        [verified, twoLeases, oneLease, praised, unreviewed, criticised].map((c) => c.profileId),
      )
    }
  })
})
