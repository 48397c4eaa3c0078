import { randomUUID } from 'node:crypto'
import type { DomainEvents, EventEnvelope } from '@cosign/api'
import { waitForStreamEvent } from '@cosign/service-kit'
import { BIO, cosignerForm, json, startHarness, waitFor, type Harness, type TestUser } from './helpers.js'

let h: Harness
let admin: TestUser

beforeAll(async () => {
  h = await startHarness()
  admin = await h.user('ADMIN', { register: false })
})
afterAll(async () => h.close())

type Saved = DomainEvents['cosigner_profile.saved']
/** What every cosigner_profile.saved carries from the default form (trimmed, email lower case). */
const payout = { paypalEmail: 'ana.payout@example.test', location: 'Austin, TX', totalFeeCents: 150_000, maxRentSupportCents: 300_000 }

/** cosigner_profile.saved outbox rows of one user, oldest first. */
const savedEvents = async (userId: string) =>
  (
    await h.app.prisma.outboxEvent.findMany({
      where: { subject: `${h.names.subjectPrefix}.cosigner_profile.saved` },
      orderBy: { createdAt: 'asc' },
    })
  )
    .map((e) => ({ ...(e.payload as unknown as EventEnvelope<'cosigner_profile.saved'>), row: e }))
    .filter((e) => e.data.userId === userId)

const save = (who: TestUser, over: Parameters<typeof cosignerForm>[0] = {}) =>
  h.app.inject({ method: 'POST', url: '/profiles/cosigner', headers: who.auth, payload: cosignerForm(over) })

const statusOf = async (profileId: string) =>
  (await h.app.prisma.cosignerProfile.findUnique({ where: { id: profileId } }))?.status

const refund = (who: TestUser, paymentId: string, subjectId: string | null) =>
  h.publish('payment.refunded', {
    paymentId,
    userId: who.id,
    purpose: 'profile_creation',
    amountCents: 2500,
    subjectId,
    metadata: null,
    refundedAt: new Date().toISOString(),
  })

describe('cosigner_profile.saved', () => {
  it('is written with every save, in its transaction, with the status the save leaves, and published', async () => {
    const cosigner = await h.user('COSIGNER')
    const created = await save(cosigner)
    expect(created.statusCode).toBe(201)
    const { profileId } = json(created) as { profileId: string }

    const [first, ...others] = await savedEvents(cosigner.id)
    expect(others).toEqual([])
    expect(first).toMatchObject({
      id: first.row.id,
      type: 'cosigner_profile.saved',
      data: { profileId, userId: cosigner.id, status: 'awaiting_payment', ...payout },
    })
    expect(Date.parse(first.occurredAt)).not.toBeNaN()

    // Re-saving the draft announces it again; an edit after payment announces pending_review.
    expect(
      (
        await save(cosigner, {
          totalFeeCents: 120_000,
          paypalEmail: ' Ana.New@Example.test ',
          location: ' Dallas, TX ',
        })
      ).statusCode,
    ).toBe(200)
    await h.pay(cosigner, 'profile_creation', profileId)
    await waitFor(async () => (await statusOf(profileId)) === 'pending_review', 'pending_review')
    expect((await save(cosigner, { monthlyIncomeCents: 1_000_000 })).statusCode).toBe(200)
    expect((await savedEvents(cosigner.id)).map((e) => e.data)).toEqual<Saved[]>([
      { profileId, userId: cosigner.id, status: 'awaiting_payment', ...payout },
      {
        profileId,
        userId: cosigner.id,
        status: 'awaiting_payment',
        paypalEmail: 'ana.new@example.test',
        location: 'Dallas, TX',
        totalFeeCents: 120_000,
        maxRentSupportCents: 300_000,
      },
      { profileId, userId: cosigner.id, status: 'pending_review', ...payout },
    ])

    await waitFor(
      async () =>
        (await h.app.prisma.outboxEvent.count({ where: { id: first.id, publishedAt: { not: null } } })) === 1,
      'cosigner_profile.saved published',
    )
    const published = await waitForStreamEvent<Saved>(
      h.names,
      'cosigner_profile.saved',
      (e) => e.id === first.id,
    )
    expect(published?.data).toEqual({ profileId, userId: cosigner.id, status: 'awaiting_payment', ...payout })
  })

  it('is not written when the save is refused', async () => {
    const cosigner = await h.user('COSIGNER')
    expect((await save(cosigner, { bio: BIO.slice(0, 150) })).statusCode).toBe(400)
    const renter = await h.user('RENTER')
    expect((await save(renter)).statusCode).toBe(403)
    expect(await savedEvents(cosigner.id)).toEqual([])
    expect(await savedEvents(renter.id)).toEqual([])
  })

  it('a refunded creation fee sends the profile back to awaiting_payment and announces it', async () => {
    const cosigner = await h.user('COSIGNER')
    const { profileId } = json(await save(cosigner)) as { profileId: string }
    const paymentId = await h.pay(cosigner, 'profile_creation', profileId)
    await waitFor(async () => (await statusOf(profileId)) === 'pending_review', 'pending_review')
    const approved = await h.app.inject({
      method: 'POST',
      url: `/admin/profiles/${profileId}/approve`,
      headers: admin.auth,
    })
    expect(approved.statusCode).toBe(200)
    // The review is in the audit log (issue 30): one entry, written with the approval.
    const audited = (
      await h.app.prisma.outboxEvent.findMany({ where: { subject: `${h.names.subjectPrefix}.admin_action.recorded` } })
    )
      .map((e) => (e.payload as unknown as EventEnvelope<'admin_action.recorded'>).data)
      .filter((d) => d.targetId === profileId)
    expect(audited).toEqual([
      {
        actorId: admin.id,
        actorEmail: expect.any(String),
        action: 'cosigner_profile.reviewed',
        targetType: 'cosigner_profile',
        targetId: profileId,
        before: { status: 'pending_review' },
        after: { status: 'approved' },
      },
    ])
    expect(
      (await h.app.inject({ method: 'POST', url: `/admin/profiles/${profileId}/approve`, headers: admin.auth })).statusCode,
    ).toBe(409) // a second review is refused and records nothing

    // A refund of another payment reverts nothing and announces nothing.
    await refund(cosigner, randomUUID(), profileId)
    await refund(cosigner, paymentId, profileId)
    await waitFor(async () => (await statusOf(profileId)) === 'awaiting_payment', 'awaiting_payment')
    const events = await savedEvents(cosigner.id)
    expect(events.map((e) => e.data)).toEqual<Saved[]>([
      { profileId, userId: cosigner.id, status: 'awaiting_payment', ...payout }, // the draft
      { profileId, userId: cosigner.id, status: 'awaiting_payment', ...payout }, // the refund
    ])
    expect(await h.app.prisma.cosignerProfile.findUnique({ where: { id: profileId } })).toMatchObject({
      isActive: false,
      creationPaymentId: null,
    })
    const refunded = events[1]
    const published = await waitForStreamEvent<Saved>(
      h.names,
      'cosigner_profile.saved',
      (e) => e.id === refunded.id,
    )
    expect(published?.data).toEqual({ profileId, userId: cosigner.id, status: 'awaiting_payment', ...payout })

    // A redelivered refund (same payment) finds nothing left to revert: no second announcement.
    await refund(cosigner, paymentId, profileId)
    await h.user('RENTER') // applied after the refund (one consumer, in stream order)
    expect(await savedEvents(cosigner.id)).toHaveLength(2)
  })
})
