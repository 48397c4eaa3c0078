import { MATCHING_MESSAGES, type CreditReportRequestDto, type EventEnvelope } from '@cosign/api'
import { json, renterWithProfile, startHarness, waitFor, type Harness, type TestUser } from './helpers.js'

let h: Harness

beforeAll(async () => {
  h = await startHarness()
})
afterAll(async () => h.close())

const ask = (from: TestUser, targetUserId: unknown) =>
  h.app.inject({
    method: 'POST',
    url: '/credit-report-requests',
    headers: from.auth,
    payload: { targetUserId } as object,
  })

describe('credit report requests', () => {
  it('the owner sees pending requests with the requester name and email, newest first, and approves or denies them', async () => {
    const { user: owner } = await renterWithProfile(h)
    const first = await h.user('COSIGNER', { firstName: 'Cara', lastName: 'Mint' })
    const second = await h.user('COSIGNER', { firstName: 'Dev', lastName: 'Oak' })

    expect(
      json(await h.app.inject({ url: '/credit-report-requests/incoming', headers: owner.auth })).items,
    ).toEqual([])
    const r1 = await ask(first, owner.id)
    expect(r1.statusCode).toBe(201)
    expect(json(r1).request).toMatchObject({
      status: 'pending',
      requesterId: first.id,
      targetUserId: owner.id,
      targetName: 'Test RENTER',
    })
    await new Promise((r) => setTimeout(r, 5))
    const r2 = json(await ask(second, owner.id)).request

    const incoming = json(
      await h.app.inject({ url: '/credit-report-requests/incoming', headers: owner.auth }),
    ).items
    expect(incoming.map((r: { id: string }) => r.id)).toEqual([r2.id, json(r1).request.id])
    expect(incoming[0]).toMatchObject({
      requesterFirstName: 'Dev',
      requesterLastName: 'Oak',
      requesterEmail: second.email,
    })

    // A second pending request from the same requester is refused; nobody asks for their own report.
    expect(json(await ask(first, owner.id)).error.message).toBe(
      MATCHING_MESSAGES.duplicatePendingCreditRequest,
    )
    expect(json(await ask(owner, owner.id)).error.message).toBe(MATCHING_MESSAGES.cannotRequestOwnReport)
    expect((await ask(first, crypto.randomUUID())).statusCode).toBe(404)
    expect(json(await ask(first, 'x')).error.message).toBe(MATCHING_MESSAGES.invalidUserId)
    expect(json(await ask(first, undefined)).error.message).toBe(MATCHING_MESSAGES.invalidUserId)

    // Everyone but the owner gets 403, the requester and admins included.
    const admin = await h.user('ADMIN', { register: false })
    for (const who of [first, second, admin]) {
      const res = await h.app.inject({
        method: 'POST',
        url: `/credit-report-requests/${json(r1).request.id}/approve`,
        headers: who.auth,
      })
      expect(res.statusCode).toBe(403)
      expect(json(res).error.message).toBe(MATCHING_MESSAGES.onlyOwnerCanRespond)
    }

    const approved = await h.app.inject({
      method: 'POST',
      url: `/credit-report-requests/${json(r1).request.id}/approve`,
      headers: owner.auth,
    })
    expect(approved.statusCode).toBe(200)
    expect(json(approved).request.status).toBe('approved')
    expect(json(approved).request.approvedAt).not.toBeNull()
    const denied = await h.app.inject({
      method: 'POST',
      url: `/credit-report-requests/${r2.id}/deny`,
      headers: owner.auth,
    })
    expect(json(denied).request).toMatchObject({ status: 'denied', approvedAt: null })
    expect(
      (
        await h.app.inject({
          method: 'POST',
          url: `/credit-report-requests/${r2.id}/approve`,
          headers: owner.auth,
        })
      ).statusCode,
    ).toBe(409)
    expect(
      json(await h.app.inject({ url: '/credit-report-requests/incoming', headers: owner.auth })).items,
    ).toEqual([])

    // Events for documents (approval -> one-time link) and notifications.
    const events = (await h.app.prisma.outboxEvent.findMany({ orderBy: { createdAt: 'asc' } })).map(
      (e) => e.payload as { type: string; data: unknown },
    )
    expect(
      events.filter((e) => e.type.startsWith('credit_report_request.')).map((e) => [e.type, e.data]),
    ).toEqual([
      [
        'credit_report_request.created',
        { requestId: json(r1).request.id, requesterId: first.id, targetUserId: owner.id },
      ],
      ['credit_report_request.created', { requestId: r2.id, requesterId: second.id, targetUserId: owner.id }],
      [
        'credit_report_request.approved',
        { requestId: json(r1).request.id, requesterId: first.id, targetUserId: owner.id },
      ],
      ['credit_report_request.denied', { requestId: r2.id, requesterId: second.id, targetUserId: owner.id }],
    ])

    // After a decision the requester may ask again (a viewed report needs a new approval).
    expect((await ask(first, owner.id)).statusCode).toBe(201)
    expect(
      json(await h.app.inject({ url: '/credit-report-requests/outgoing', headers: first.auth })).items.map(
        (r: { status: string }) => r.status,
      ),
    ).toEqual(['pending', 'approved'])
  })

  it('credit_report.viewed marks the approval viewed once; the outgoing list says so and a new request is allowed', async () => {
    const { user: owner } = await renterWithProfile(h)
    const requester = await h.user('COSIGNER', { firstName: 'Vera', lastName: 'View' })
    const other = await h.user('COSIGNER')
    const approve = (id: string) =>
      h.app.inject({ method: 'POST', url: `/credit-report-requests/${id}/approve`, headers: owner.auth })
    const outgoing = async (who: TestUser): Promise<CreditReportRequestDto[]> =>
      json(await h.app.inject({ url: '/credit-report-requests/outgoing', headers: who.auth })).items
    const row = (id: string) => h.app.prisma.creditReportRequest.findUniqueOrThrow({ where: { id } })
    // The consumer handles events in stream order: once a later user.registered is in, so is all before it.
    const drain = () => h.user('RENTER')

    const approved = json(await ask(requester, owner.id)).request as CreditReportRequestDto
    expect(approved.viewedAt).toBeNull()
    const approval = json(await approve(approved.id)).request as CreditReportRequestDto
    expect(approval).toMatchObject({ status: 'approved', viewedAt: null })
    const pending = json(await ask(other, owner.id)).request as CreditReportRequestDto

    // Views of requests that are not approvals between these two users, and malformed events, change nothing.
    const viewedAt = new Date(Date.now() - 60_000).toISOString()
    await h.publish('credit_report.viewed', {
      requestId: pending.id,
      requesterId: other.id,
      targetUserId: owner.id,
      viewedAt,
    })
    await h.publish('credit_report.viewed', {
      requestId: approved.id,
      requesterId: other.id,
      targetUserId: owner.id,
      viewedAt,
    })
    await h.publish('credit_report.viewed', {
      requestId: approved.id,
      requesterId: requester.id,
      targetUserId: owner.id,
      viewedAt: 'yesterday',
    })
    await drain()
    expect((await row(pending.id)).viewedAt).toBeNull()
    expect((await row(approved.id)).viewedAt).toBeNull()

    const view = {
      requestId: approved.id.toUpperCase(),
      requesterId: requester.id,
      targetUserId: owner.id,
      viewedAt,
    }
    const eventId = await h.publish('credit_report.viewed', view)
    await waitFor(async () => (await row(approved.id)).viewedAt !== null, 'credit_report.viewed applied')
    const marked = await row(approved.id)
    expect(marked.viewedAt?.toISOString()).toBe(viewedAt)
    expect(marked.status).toBe('approved')

    // A redelivery (same event id, past JetStream's de-duplication) and a second view event both change nothing.
    const redelivery: EventEnvelope<'credit_report.viewed'> = {
      id: eventId,
      type: 'credit_report.viewed',
      occurredAt: new Date().toISOString(),
      data: { ...view, viewedAt: new Date().toISOString() },
    }
    h.bus.nc.publish(h.bus.subject('credit_report.viewed'), JSON.stringify(redelivery))
    await h.publish('credit_report.viewed', { ...view, viewedAt: new Date().toISOString() })
    await drain()
    expect(await row(approved.id)).toEqual(marked)

    expect(await outgoing(requester)).toEqual([
      { ...approval, viewedAt, updatedAt: marked.updatedAt.toISOString() },
    ])
    expect((await outgoing(other)).map((r) => [r.status, r.viewedAt])).toEqual([['pending', null]])

    // Viewed, the approval is used up: the requester asks again, and the new request starts unviewed.
    const again = await ask(requester, owner.id)
    expect(again.statusCode).toBe(201)
    expect((await outgoing(requester)).map((r) => [r.id, r.status, r.viewedAt])).toEqual([
      [json(again).request.id, 'pending', null],
      [approved.id, 'approved', viewedAt],
    ])
  })

  it('bad ids and unknown requests', async () => {
    const user = await h.user('RENTER')
    expect(
      (await h.app.inject({ method: 'POST', url: '/credit-report-requests/abc/approve', headers: user.auth }))
        .statusCode,
    ).toBe(400)
    expect(
      (
        await h.app.inject({
          method: 'POST',
          url: `/credit-report-requests/${crypto.randomUUID()}/deny`,
          headers: user.auth,
        })
      ).statusCode,
    ).toBe(404)
    expect(
      (await h.app.inject({ method: 'POST', url: '/credit-report-requests', payload: {} })).statusCode,
    ).toBe(401)
  })
})
