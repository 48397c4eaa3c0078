// Reviews after a lease: only the parties of a finalized (or completed) contract review each other, once per
// occasion even under concurrent submits; double-blind until both wrote or the 14-day window closed (the clock
// is injected through app.deps.now); reports by the subject; admin hiding with a reason kept in history.
import { randomUUID } from 'node:crypto'
import { REVIEW_MESSAGES, REVIEW_TEXT_MAX_LENGTH } from '@cosign/api'
import { approvedCosigner, json, renterWithProfile, startHarness, waitFor, type Harness, type TestUser } from './helpers.js'

let h: Harness
let admin: TestUser
const realNow = () => new Date()

beforeAll(async () => {
  h = await startHarness()
  admin = await h.user('ADMIN', { register: false })
})
afterEach(() => {
  h.app.deps.now = realNow
})
afterAll(async () => h.close())

const DAY = 86_400_000
const at = (offsetDays: number) => () => new Date(Date.now() + offsetDays * DAY)

/** A renter and an approved cosigner with a contract the contracts service announced as finalized. */
async function finalizedContract() {
  const renter = await renterWithProfile(h, { firstName: 'Rita', lastName: 'Renter' })
  const cosigner = await approvedCosigner(h, admin, { firstName: 'Carl', lastName: 'Cosigner' })
  const contractId = randomUUID()
  const parties = { contractId, renterId: renter.user.id, cosignerId: cosigner.user.id }
  await h.publish('contract.finalized', parties)
  await waitFor(
    async () => (await h.app.prisma.reviewOccasion.count({ where: { contractId } })) === 1,
    'review occasion opened',
  )
  return { renter, cosigner, contractId, parties }
}

const submit = (user: TestUser, payload: object) =>
  h.app.inject({ method: 'POST', url: '/reviews', headers: user.auth, payload })
const review = (contractId: string, rating: number, text: string, occasion = 'finalized') => ({
  contractId,
  occasion,
  rating,
  text,
})
const get = (user: TestUser, url: string) => h.app.inject({ url, headers: user.auth })

describe('reviews', () => {
  it('lets only the parties of a finalized contract review, once each', async () => {
    const { renter, cosigner, contractId } = await finalizedContract()
    const toWrite = json(await get(renter.user, '/reviews/to-write')).items
    expect(toWrite).toEqual([
      expect.objectContaining({ contractId, occasion: 'finalized', subjectName: 'Carl C.', subjectRole: 'cosigner' }),
    ])

    const stranger = await h.user('RENTER')
    const refused = await submit(stranger, review(contractId, 5, 'Great'))
    expect(refused.statusCode).toBe(403)
    expect(json(refused)).toEqual({ error: { code: expect.any(String), message: REVIEW_MESSAGES.notReviewable } })
    // Not finalized (no occasion), or the completion occasion that has not happened yet.
    expect((await submit(renter.user, review(randomUUID(), 5, 'Great'))).statusCode).toBe(403)
    expect((await submit(renter.user, review(contractId, 5, 'Great', 'completed'))).statusCode).toBe(403)
    // Admins do not write reviews.
    expect((await submit(admin, review(contractId, 5, 'Great'))).statusCode).toBe(403)

    const written = await submit(renter.user, review(contractId, 5, '  Carl answered every question.  '))
    expect(written.statusCode).toBe(201)
    expect(json(written).review).toMatchObject({
      contractId,
      subjectName: 'Carl C.',
      rating: 5,
      text: 'Carl answered every question.',
      released: false,
      hidden: false,
    })
    const again = await submit(renter.user, review(contractId, 1, 'Changed my mind'))
    expect(again.statusCode).toBe(409)
    expect(json(again).error.message).toBe(REVIEW_MESSAGES.alreadyReviewed)
    expect(json(await get(renter.user, '/reviews/to-write')).items).toEqual([])
    expect(json(await get(cosigner.user, '/reviews/to-write')).items).toHaveLength(1)
  })

  it('keeps one review per party per occasion under concurrent submits', async () => {
    const { renter, cosigner, contractId } = await finalizedContract()
    const results = await Promise.all([
      ...Array.from({ length: 6 }, (_, n) => submit(renter.user, review(contractId, 4, `Attempt ${n}`))),
      ...Array.from({ length: 6 }, (_, n) => submit(cosigner.user, review(contractId, 5, `Attempt ${n}`))),
    ])
    const statuses = results.map((r) => r.statusCode)
    expect(statuses.filter((s) => s === 201)).toHaveLength(2)
    expect(statuses.filter((s) => s === 409)).toHaveLength(10)
    const rows = await h.app.prisma.review.findMany({ where: { contractId } })
    expect(rows.map((r) => r.authorId).sort()).toEqual([renter.user.id, cosigner.user.id].sort())
    // Whichever came second released both, even though they raced.
    const now = new Date()
    expect(rows.every((r) => r.releasedAt <= now)).toBe(true)
  })

  it('is double-blind: neither sees the other review until both wrote', async () => {
    const { renter, cosigner, contractId } = await finalizedContract()
    expect((await submit(cosigner.user, review(contractId, 4, 'Paid on time, clear communication.'))).statusCode).toBe(201)

    // The renter is told one review is waiting, but not what it says.
    const blind = json(await get(renter.user, '/reviews/received'))
    expect(blind).toEqual({ items: [], pendingCount: 1 })
    expect(JSON.stringify(blind)).not.toContain('Paid on time')
    const profile = json(await get(cosigner.user, `/profiles/${renter.profileId}/reviews`))
    expect(profile).toEqual({ average: null, count: 0, latest: [] })
    expect(json(await get(cosigner.user, '/reviews/written')).items[0]).toMatchObject({ released: false })

    expect((await submit(renter.user, review(contractId, 5, 'Carl was great.'))).statusCode).toBe(201)
    const received = json(await get(renter.user, '/reviews/received'))
    expect(received.pendingCount).toBe(0)
    expect(received.items).toEqual([
      expect.objectContaining({ authorName: 'Carl C.', authorRole: 'cosigner', rating: 4, text: 'Paid on time, clear communication.', reportedByMe: false }),
    ])
    expect(json(await get(cosigner.user, '/reviews/received')).items[0]).toMatchObject({ authorName: 'Rita R.', rating: 5 })
    expect(json(await get(cosigner.user, '/reviews/written')).items[0]).toMatchObject({ released: true })
    const cosignerProfile = json(await get(renter.user, `/profiles/${cosigner.profileId}/reviews`))
    expect(cosignerProfile).toMatchObject({ average: 5, count: 1 })
    expect(cosignerProfile.latest[0]).toMatchObject({ authorName: 'Rita R.', text: 'Carl was great.' })
    // The public part names the author by first name and last initial only, and no ids of people.
    expect(JSON.stringify(cosignerProfile)).not.toContain(renter.user.id)
  })

  it("a profile's reviews: 404 for a profile nobody has", async () => {
    const { renter } = await finalizedContract()
    const res = await get(renter.user, '/profiles/00000000-0000-4000-8000-00000000dead/reviews')
    expect(res.statusCode).toBe(404)
    expect(json(res).error.code).toBe('NOT_FOUND')
  })

  it('releases a lone review after 14 days and closes the window (injected clock)', async () => {
    const { renter, cosigner, contractId } = await finalizedContract()
    expect((await submit(renter.user, review(contractId, 2, 'Slow to answer.'))).statusCode).toBe(201)

    h.app.deps.now = at(13)
    expect(json(await get(cosigner.user, '/reviews/received'))).toEqual({ items: [], pendingCount: 1 })
    expect(json(await get(cosigner.user, '/reviews/to-write')).items).toHaveLength(1)

    h.app.deps.now = at(14.01)
    const received = json(await get(cosigner.user, '/reviews/received'))
    expect(received.pendingCount).toBe(0)
    expect(received.items).toEqual([expect.objectContaining({ rating: 2, text: 'Slow to answer.' })])
    expect(json(await get(renter.user, `/profiles/${cosigner.profileId}/reviews`))).toMatchObject({ average: 2, count: 1 })
    // Having read it, the cosigner can no longer answer in kind.
    expect(json(await get(cosigner.user, '/reviews/to-write')).items).toEqual([])
    const late = await submit(cosigner.user, review(contractId, 1, 'Bad renter.'))
    expect(late.statusCode).toBe(409)
    expect(json(late).error.message).toBe(REVIEW_MESSAGES.windowClosed)
  })

  it('opens a second occasion when the lease completes', async () => {
    const { renter, contractId, parties } = await finalizedContract()
    expect((await submit(renter.user, review(contractId, 5, 'Good start.'))).statusCode).toBe(201)
    await h.publish('contract.completed', parties)
    await waitFor(
      async () => (await h.app.prisma.reviewOccasion.count({ where: { contractId } })) === 2,
      'completion occasion',
    )
    expect(json(await get(renter.user, '/reviews/to-write')).items).toEqual([
      expect.objectContaining({ contractId, occasion: 'completed' }),
    ])
    expect((await submit(renter.user, review(contractId, 4, 'Good end.', 'completed'))).statusCode).toBe(201)
    expect(json(await get(renter.user, '/reviews/written')).items).toHaveLength(2)
  })

  it('lets the subject report a released review and an admin hide it with a reason kept in history', async () => {
    const { renter, cosigner, contractId } = await finalizedContract()
    await submit(renter.user, review(contractId, 1, 'Rude and unhelpful.'))
    await submit(cosigner.user, review(contractId, 5, 'Lovely renter.'))
    const [received] = json(await get(cosigner.user, '/reviews/received')).items
    const url = `/reviews/${received.id}/report`

    // Only the subject may report; the author gets 403, anyone else 404.
    expect((await h.app.inject({ method: 'POST', url, headers: renter.user.auth, payload: { reason: 'x' } })).statusCode).toBe(403)
    const other = await h.user('RENTER')
    expect((await h.app.inject({ method: 'POST', url, headers: other.auth, payload: { reason: 'x' } })).statusCode).toBe(404)
    const blank = await h.app.inject({ method: 'POST', url, headers: cosigner.user.auth, payload: { reason: '   ' } })
    expect(blank.statusCode).toBe(400)
    expect(json(blank).error.message).toBe(REVIEW_MESSAGES.invalidReportReason)
    for (let n = 0; n < 2; n++) {
      const reported = await h.app.inject({ method: 'POST', url, headers: cosigner.user.auth, payload: { reason: 'Untrue' } })
      expect(reported.statusCode).toBe(200)
    }
    expect(json(await get(cosigner.user, '/reviews/received')).items[0].reportedByMe).toBe(true)

    const queue = json(await get(admin, '/admin/reviews')).items
    const flagged = queue.find((r: { id: string }) => r.id === received.id)
    expect(flagged).toMatchObject({ authorName: 'Rita R.', subjectName: 'Carl C.', reports: [{ reason: 'Untrue' }] })
    expect((await get(cosigner.user, '/admin/reviews')).statusCode).toBe(403)

    const hideUrl = `/admin/reviews/${received.id}/hide`
    const noReason = await h.app.inject({ method: 'POST', url: hideUrl, headers: admin.auth, payload: { reason: '' } })
    expect(noReason.statusCode).toBe(400)
    expect(json(noReason).error.message).toBe(REVIEW_MESSAGES.invalidHideReason)
    expect((await h.app.inject({ method: 'POST', url: hideUrl, headers: cosigner.user.auth, payload: { reason: 'x' } })).statusCode).toBe(403)
    const hidden = await h.app.inject({ method: 'POST', url: hideUrl, headers: admin.auth, payload: { reason: 'Personal attack' } })
    expect(hidden.statusCode).toBe(200)
    expect(json(hidden).review).toMatchObject({ hidden: true, history: [{ action: 'hidden', reason: 'Personal attack', adminId: admin.id }] })
    expect((await h.app.inject({ method: 'POST', url: hideUrl, headers: admin.auth, payload: { reason: 'Again' } })).statusCode).toBe(409)

    expect(json(await get(cosigner.user, '/reviews/received')).items).toEqual([])
    expect(json(await get(renter.user, `/profiles/${cosigner.profileId}/reviews`))).toMatchObject({ count: 0, average: null })
    expect(json(await get(renter.user, '/reviews/written')).items[0]).toMatchObject({ hidden: true, hiddenReason: 'Personal attack' })
    // The author is notified, in the same transaction as the hiding.
    const notices = await h.app.prisma.outboxEvent.findMany({
      where: { subject: { endsWith: 'notification.requested' }, payload: { path: ['data', 'userId'], equals: renter.user.id } },
    })
    expect(notices.map((n) => (n.payload as { data: { message: string } }).data.message)).toContain(
      REVIEW_MESSAGES.hiddenNotification('Personal attack'),
    )
  })

  it('refuses invalid reviews with the error envelope', async () => {
    const { renter, contractId } = await finalizedContract()
    const cases: [object, string][] = [
      [review(contractId, 0, 'Text'), REVIEW_MESSAGES.invalidRating],
      [review(contractId, 6, 'Text'), REVIEW_MESSAGES.invalidRating],
      [review(contractId, 4.5, 'Text'), REVIEW_MESSAGES.invalidRating],
      [review(contractId, 4, ''), REVIEW_MESSAGES.invalidText],
      [review(contractId, 4, '    '), REVIEW_MESSAGES.invalidText],
      [review(contractId, 4, 'x'.repeat(REVIEW_TEXT_MAX_LENGTH + 1)), REVIEW_MESSAGES.invalidText],
      [review(contractId, 4, 'Text', 'signed'), REVIEW_MESSAGES.invalidOccasion],
      [review('not-a-uuid', 4, 'Text'), REVIEW_MESSAGES.invalidOccasion],
    ]
    for (const [payload, message] of cases) {
      const res = await submit(renter.user, payload)
      expect({ status: res.statusCode, body: json(res) }).toEqual({
        status: 400,
        body: { error: { code: expect.any(String), message } },
      })
    }
    expect(await h.app.prisma.review.count({ where: { contractId } })).toBe(0)
    const max = await submit(renter.user, review(contractId, 3, 'x'.repeat(REVIEW_TEXT_MAX_LENGTH)))
    expect(max.statusCode).toBe(201)
  })
})
