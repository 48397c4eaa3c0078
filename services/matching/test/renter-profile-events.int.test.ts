import type { EventEnvelope } from '@cosign/api'
import { waitForStreamEvent } from '@cosign/service-kit'
import { BIO, json, renterForm, startHarness, waitFor, type Harness } from './helpers.js'

let h: Harness

beforeAll(async () => {
  h = await startHarness()
})
afterAll(async () => h.close())

/** renter_profile.saved outbox rows of one user, oldest first. */
const savedEvents = async (userId: string) =>
  (
    await h.app.prisma.outboxEvent.findMany({
      where: { subject: `${h.names.subjectPrefix}.renter_profile.saved` },
      orderBy: { createdAt: 'asc' },
    })
  )
    .map((e) => ({ ...(e.payload as unknown as EventEnvelope<'renter_profile.saved'>), row: e }))
    .filter((e) => e.data.userId === userId)

describe('renter_profile.saved', () => {
  it('is written with every save, in its transaction, and published', async () => {
    const renter = await h.user('RENTER')
    const created = await h.app.inject({
      method: 'PUT',
      url: '/profiles/renter',
      headers: renter.auth,
      payload: renterForm(),
    })
    expect(created.statusCode).toBe(201)
    const profileId = json(created).profile.id as string

    const [first, ...others] = await savedEvents(renter.id)
    expect(others).toEqual([])
    expect(first).toMatchObject({
      id: first.row.id,
      type: 'renter_profile.saved',
      data: { profileId, userId: renter.id },
    })
    expect(Date.parse(first.occurredAt)).not.toBeNaN()

    const edited = await h.app.inject({
      method: 'PUT',
      url: '/profiles/renter',
      headers: renter.auth,
      payload: renterForm({ housingBudgetCents: 250_000 }),
    })
    expect(edited.statusCode).toBe(200)
    expect((await savedEvents(renter.id)).map((e) => e.data)).toEqual([
      { profileId, userId: renter.id },
      { profileId, userId: renter.id },
    ])

    // The relay publishes the rows to the stream, where the auth service consumes them.
    await waitFor(
      async () =>
        (await h.app.prisma.outboxEvent.count({ where: { id: first.id, publishedAt: { not: null } } })) === 1,
      'renter_profile.saved published',
    )
    const published = await waitForStreamEvent<{ profileId: string; userId: string }>(
      h.names,
      'renter_profile.saved',
      (e) => e.id === first.id,
    )
    expect(published?.data).toEqual({ profileId, userId: renter.id })
  })

  it('is not written when the save is refused', async () => {
    const renter = await h.user('RENTER')
    const invalid = await h.app.inject({
      method: 'PUT',
      url: '/profiles/renter',
      headers: renter.auth,
      payload: renterForm({ bio: BIO.slice(0, 150) }),
    })
    expect(invalid.statusCode).toBe(400)
    const cosigner = await h.user('COSIGNER')
    const denied = await h.app.inject({
      method: 'PUT',
      url: '/profiles/renter',
      headers: cosigner.auth,
      payload: renterForm(),
    })
    expect(denied.statusCode).toBe(403)
    expect(await savedEvents(renter.id)).toEqual([])
    expect(await savedEvents(cosigner.id)).toEqual([])
  })
})
