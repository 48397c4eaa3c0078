// The verified badge from the documents service's review events: credit_report.verified sets credit_verified on
// the account and both profiles (so the profile, the listings and the matches show it), idempotently; a
// decision about an upload that is no longer the latest changes nothing; a new upload clears it.
import { randomUUID } from 'node:crypto'
import type { EventEnvelope } from '@cosign/api'
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
}, 60_000)
afterAll(async () => h.close())

const review = (userId: string, documentId: string, creditScore: number) => ({
  userId,
  documentId,
  creditScore,
  reviewedBy: admin.id,
  reviewedAt: new Date().toISOString(),
})
const userRow = (id: string) => h.app.prisma.user.findUniqueOrThrow({ where: { id } })
/** Waits until the consumer has handled an event (its processed_events row). */
const handled = (eventId: string) =>
  waitFor(
    async () => (await h.app.prisma.processedEvent.count({ where: { eventId } })) > 0,
    `event ${eventId} handled`,
  )

async function upload(userId: string, creditScore: number): Promise<string> {
  const documentId = randomUUID()
  await handled(await h.publish('credit_report.uploaded', { userId, creditScore, documentId }))
  return documentId
}

describe('credit verification from the documents service', () => {
  it('a verified report badges the cosigner on the profile, the listings and the matches; a new upload clears it', async () => {
    const { user, profileId } = await approvedCosigner(h, admin, {
      lastName: 'Verifiedson',
      creditScore: 760,
    })
    const documentId = await upload(user.id, 760)
    const viewer = await renterWithProfile(h)
    await h.pay(viewer.user, 'match_request', null)
    await waitFor(
      async () => (await h.app.prisma.matchingSession.count({ where: { renterId: viewer.user.id } })) === 1,
      'matching session',
    )
    const badge = async () => {
      const profile = json(
        await h.app.inject({ url: `/profiles/${profileId}`, headers: viewer.user.auth }),
      ).profile
      const listing = json(await h.app.inject({ url: '/listings?tab=cosigners&search=verifiedson' })).items[0]
      const match = json(await h.app.inject({ url: '/matches', headers: viewer.user.auth })).matches.find(
        (m: { id: string }) => m.id === profileId,
      )
      return [profile.creditVerified, listing.creditVerified, match.creditVerified]
    }
    expect(await badge()).toEqual([false, false, false])

    await handled(await h.publish('credit_report.verified', review(user.id, documentId, 760)))
    expect(await badge()).toEqual([true, true, true])
    expect((await userRow(user.id)).creditVerified).toBe(true)
    expect(json(await h.app.inject({ url: '/profiles/me/summary', headers: user.auth }))).toMatchObject({
      creditScore: 760,
      creditVerified: true,
    })

    // Saving the profile keeps the badge while it shows the verified score, and drops it for another score.
    const edit = (creditScore: number) =>
      h.app.inject({
        method: 'POST',
        url: '/profiles/cosigner',
        headers: user.auth,
        payload: cosignerForm({ lastName: 'Verifiedson', creditScore }),
      })
    expect((await edit(760)).statusCode).toBeLessThan(300)
    expect(
      (await h.app.prisma.cosignerProfile.findUniqueOrThrow({ where: { id: profileId } })).creditVerified,
    ).toBe(true)
    expect((await edit(790)).statusCode).toBeLessThan(300)
    expect(
      (await h.app.prisma.cosignerProfile.findUniqueOrThrow({ where: { id: profileId } })).creditVerified,
    ).toBe(false)
    expect((await edit(760)).statusCode).toBeLessThan(300)

    // A new upload clears it everywhere until that report is reviewed.
    await upload(user.id, 760)
    expect((await userRow(user.id)).creditVerified).toBe(false)
    expect(
      (await h.app.prisma.cosignerProfile.findUniqueOrThrow({ where: { id: profileId } })).creditVerified,
    ).toBe(false)
  }, 60_000)

  it('is idempotent: a redelivered verification changes nothing and is handled once', async () => {
    const { user, profileId } = await renterWithProfile(h, { lastName: 'Redelivered' })
    const documentId = await upload(user.id, 700)
    const event: EventEnvelope<'credit_report.verified'> = {
      id: randomUUID(),
      type: 'credit_report.verified',
      occurredAt: new Date().toISOString(),
      data: review(user.id, documentId, 700),
    }
    await h.bus.publish(event)
    await handled(event.id)
    const listing = async () =>
      json(await h.app.inject({ url: '/listings?tab=renters&search=redelivered', headers: admin.auth })).items[0].creditVerified
    expect(await listing()).toBe(true)
    expect(
      (await h.app.prisma.renterProfile.findUniqueOrThrow({ where: { id: profileId } })).creditVerified,
    ).toBe(true)
    // A redelivery JetStream does not de-duplicate (plain publish of the same envelope), after a new upload:
    // were it applied again, it would badge the new, unreviewed upload.
    await upload(user.id, 700)
    h.bus.nc.publish(h.bus.subject('credit_report.verified'), JSON.stringify(event))
    const marker = await upload(user.id, 700) // handled after the redelivery (one consumer, stream order)
    expect(await h.app.prisma.processedEvent.count({ where: { eventId: event.id } })).toBe(1)
    expect((await userRow(user.id)).creditDocumentId).toBe(marker)
    expect(await listing()).toBe(false)
  }, 60_000)

  it('a decision about an upload that is no longer the latest is ignored; a rejection leaves the badge off', async () => {
    const { user, profileId } = await renterWithProfile(h, { lastName: 'Superseded' })
    const older = await upload(user.id, 650)
    const latest = await upload(user.id, 690)
    await handled(await h.publish('credit_report.verified', review(user.id, older, 650)))
    expect((await userRow(user.id)).creditVerified).toBe(false)
    expect(
      (await h.app.prisma.renterProfile.findUniqueOrThrow({ where: { id: profileId } })).creditVerified,
    ).toBe(false)

    await handled(
      await h.publish('credit_report.rejected', { ...review(user.id, latest, 690), reason: 'Unreadable' }),
    )
    expect((await userRow(user.id)).creditVerified).toBe(false)
    await handled(await h.publish('credit_report.verified', review(user.id, latest, 690)))
    expect((await userRow(user.id)).creditVerified).toBe(true)
    // Malformed events are skipped without harm.
    await handled(await h.publish('credit_report.verified', { ...review('nope', latest, 690) }))
    expect((await userRow(user.id)).creditVerified).toBe(true)
  }, 60_000)
})
