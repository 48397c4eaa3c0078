// The admin review of credit reports: who may review, the pending -> verified / rejected transitions, and the
// decision's event written through the outbox (and relayed to the stream) with the decision itself.
import { randomUUID } from 'node:crypto'
import { readFileSync } from 'node:fs'
import type { FastifyInstance } from 'fastify'
import { cleanupTestRun, testRunNames, type EventBus } from '@cosign/service-kit'
import {
  DOCUMENT_MESSAGES,
  type CreditReportLinkResponse,
  type CreditReportResponse,
  type CreditReportReviewListResponse,
  type CreditReportReviewResponse,
  type EventEnvelope,
} from '@cosign/api'
import type { DocumentsConfig } from '../src/config.js'
import { documentsApp, envelope, multipart, testBus, user, waitFor, waitForConsumerIdle, type TestUser } from './helpers.js'

const names = testRunNames('documents')
const pdf = readFileSync(new URL('./fixtures/report.pdf', import.meta.url))
let app: FastifyInstance
let config: DocumentsConfig
let cleanup: () => Promise<void>
let bus: EventBus
let admin: TestUser

async function uploadReport(who: TestUser, creditScore: string): Promise<string> {
  const body = await multipart({
    creditScore,
    file: { fileName: 'report.pdf', data: pdf, type: 'application/pdf' },
  })
  const res = await app.inject({
    method: 'POST',
    url: '/credit-reports',
    payload: body.payload,
    headers: { ...body.headers, ...who.headers },
  })
  expect(res.statusCode).toBe(201)
  return (res.json() as CreditReportResponse).creditReport!.id
}
const mine = async (who: TestUser) =>
  (
    (
      await app.inject({ method: 'GET', url: '/credit-reports/mine', headers: who.headers })
    ).json() as CreditReportResponse
  ).creditReport
const queue = async (status = 'pending') => {
  const res = await app.inject({
    method: 'GET',
    url: `/admin/credit-reports?status=${status}`,
    headers: admin.headers,
  })
  expect(res.statusCode).toBe(200)
  return res.json() as CreditReportReviewListResponse
}
const verify = (id: string, who: TestUser = admin) =>
  app.inject({ method: 'POST', url: `/admin/credit-reports/${id}/verify`, headers: who.headers })
const reject = (id: string, reason: unknown, who: TestUser = admin) =>
  app.inject({
    method: 'POST',
    url: `/admin/credit-reports/${id}/reject`,
    headers: who.headers,
    payload: { reason },
  })
const reviewEvents = async (userId: string) =>
  (
    await app.prisma.outboxEvent.findMany({
      where: {
        subject: { in: [bus.subject('credit_report.verified'), bus.subject('credit_report.rejected')] },
      },
      orderBy: { createdAt: 'asc' },
    })
  )
    .map(
      (row) => row.payload as unknown as EventEnvelope<'credit_report.verified' | 'credit_report.rejected'>,
    )
    .filter((event) => event.data.userId === userId)

beforeAll(async () => {
  ;({ app, config, cleanup } = await documentsApp(names))
  bus = await testBus(names)
  admin = user(app, 'ADMIN')
}, 30_000)

afterAll(async () => {
  await app?.close()
  await bus?.close()
  await cleanup?.()
  await cleanupTestRun(names)
}, 30_000)

describe('credit report review routes', () => {
  it("name the person (from auth's account events; the newest name wins), not only an id", async () => {
    const owner = user(app)
    const stranger = user(app)
    const id = await uploadReport(owner, '710')
    const strangerId = await uploadReport(stranger, '690')
    const registered = envelope('user.registered', {
      userId: owner.id,
      email: `${owner.id}@example.com`,
      firstName: 'Nora',
      lastName: 'Named',
      role: 'RENTER',
    })
    const renamed = {
      ...envelope('user.updated', { userId: owner.id, email: `${owner.id}@example.com`, firstName: 'Nora', lastName: 'Wed' }),
      occurredAt: new Date(Date.parse(registered.occurredAt) + 1000).toISOString(),
    }
    await bus.publish(registered)
    await bus.publish(renamed)
    // The registration redelivered after the rename (a new delivery of an older fact) keeps the newer name.
    await bus.publish({ ...registered, id: randomUUID() })
    await waitForConsumerIdle(bus, 'documents-account-names')
    const items = (await queue()).items
    expect(items.find((i) => i.id === id)?.userName).toBe('Nora Wed')
    // Someone whose account event this service never received: no name, the id still there.
    expect(items.find((i) => i.id === strangerId)).toMatchObject({ userName: null, userId: stranger.id })
    const verified = await verify(id)
    expect((verified.json() as CreditReportReviewResponse).creditReport.userName).toBe('Nora Wed')
  }, 30_000)

  it('refuse everyone but admins: 401 without a token, 403 in the error envelope for renters and cosigners', async () => {
    const owner = user(app)
    const id = await uploadReport(owner, '700')
    const routes = [
      { method: 'GET' as const, url: '/admin/credit-reports' },
      { method: 'POST' as const, url: `/admin/credit-reports/${id}/link` },
      { method: 'POST' as const, url: `/admin/credit-reports/${id}/verify` },
      { method: 'POST' as const, url: `/admin/credit-reports/${id}/reject`, payload: { reason: 'blurry' } },
    ]
    for (const route of routes) {
      expect((await app.inject(route)).statusCode).toBe(401)
      for (const role of ['RENTER', 'COSIGNER'] as const) {
        // The owner themself is no reviewer either.
        for (const who of [user(app, role), role === 'RENTER' ? owner : user(app, role)]) {
          const res = await app.inject({ ...route, headers: who.headers })
          expect(res.statusCode).toBe(403)
          expect(res.json()).toEqual({ error: { code: 'FORBIDDEN', message: expect.any(String) } })
        }
      }
    }
    expect((await mine(owner))?.reviewStatus).toBe('pending')
    expect(await reviewEvents(owner.id)).toEqual([])
  }, 30_000)

  it('lists pending reports oldest first; the admin opens the exact report under review', async () => {
    const first = user(app)
    const second = user(app)
    const a = await uploadReport(first, '640')
    const b = await uploadReport(second, '720')
    const items = (await queue()).items
    const ids = items.map((i) => i.id)
    expect(ids.indexOf(a)).toBeLessThan(ids.indexOf(b))
    expect(items.find((i) => i.id === b)).toMatchObject({
      userId: second.id,
      creditScore: 720,
      reviewStatus: 'pending',
      verified: false,
      isLatest: true,
      fileType: 'application/pdf',
    })

    const link = await app.inject({
      method: 'POST',
      url: `/admin/credit-reports/${a}/link`,
      headers: admin.headers,
    })
    expect(link.statusCode).toBe(200)
    const { url } = link.json() as CreditReportLinkResponse
    const file = await app.inject({ method: 'GET', url: url.replace(config.publicPath, '') })
    expect(file.statusCode).toBe(200)
    expect(file.rawPayload.equals(pdf)).toBe(true)

    const unknown = await app.inject({
      method: 'POST',
      url: `/admin/credit-reports/${randomUUID()}/link`,
      headers: admin.headers,
    })
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json().error.message).toBe(DOCUMENT_MESSAGES.creditReportNotFound)
    expect(
      (await app.inject({ method: 'GET', url: '/admin/credit-reports?status=lost', headers: admin.headers }))
        .statusCode,
    ).toBe(400)
  }, 30_000)

  it('verify: pending -> verified once, with credit_report.verified in the same transaction, relayed to the stream', async () => {
    const owner = user(app)
    const id = await uploadReport(owner, '712')
    const res = await verify(id)
    expect(res.statusCode).toBe(200)
    const { creditReport } = res.json() as CreditReportReviewResponse
    expect(creditReport).toMatchObject({
      id,
      reviewStatus: 'verified',
      verified: true,
      rejectionReason: null,
    })
    expect(Date.parse(creditReport.reviewedAt!)).not.toBeNaN()
    expect(await mine(owner)).toMatchObject({ id, reviewStatus: 'verified', verified: true })
    expect((await queue()).items.map((i) => i.id)).not.toContain(id)
    expect((await queue('verified')).items.map((i) => i.id)).toContain(id)

    // Decided once: a second verify or a reject afterwards is a 409 and announces nothing more.
    const again = await verify(id)
    expect(again.statusCode).toBe(409)
    expect(again.json().error).toEqual({
      code: 'ALREADY_REVIEWED',
      message: DOCUMENT_MESSAGES.creditReportAlreadyReviewed,
    })
    expect((await reject(id, 'changed my mind')).statusCode).toBe(409)

    const events = await reviewEvents(owner.id)
    expect(events).toHaveLength(1)
    expect(events[0]).toMatchObject({
      type: 'credit_report.verified',
      data: {
        userId: owner.id,
        documentId: id,
        creditScore: 712,
        reviewedBy: admin.id,
        reviewedAt: creditReport.reviewedAt,
      },
    })
    const row = await app.prisma.creditReport.findUniqueOrThrow({ where: { id } })
    expect(row).toMatchObject({ reviewStatus: 'verified', verified: true, reviewedBy: admin.id })

    const jsm = await bus.js.jetstreamManager()
    const stored = await waitFor('credit_report.verified on the stream', async () => {
      const message = await jsm.streams
        .getMessage(names.eventStream, { last_by_subj: bus.subject('credit_report.verified') })
        .catch(() => null)
      const event = message?.json() as EventEnvelope<'credit_report.verified'> | undefined
      return event?.id === events[0].id ? event : null
    })
    expect(stored.data).toEqual(events[0].data)
  }, 30_000)

  it('reject: needs a reason, then pending -> rejected with credit_report.rejected carrying it; the owner sees it', async () => {
    const owner = user(app)
    const id = await uploadReport(owner, '801')
    for (const reason of [undefined, null, '', '   ']) {
      const res = await reject(id, reason)
      expect(res.statusCode).toBe(400)
      expect(res.json().error.message).toBe(DOCUMENT_MESSAGES.rejectionReasonRequired)
    }
    const long = await reject(id, 'x'.repeat(501))
    expect(long.statusCode).toBe(400)
    expect(long.json().error.message).toBe(DOCUMENT_MESSAGES.rejectionReasonTooLong)
    expect(await reviewEvents(owner.id)).toEqual([])

    const res = await reject(id, '  The score on the file is 610, not 801.  ')
    expect(res.statusCode).toBe(200)
    expect((res.json() as CreditReportReviewResponse).creditReport).toMatchObject({
      reviewStatus: 'rejected',
      verified: false,
      rejectionReason: 'The score on the file is 610, not 801.',
    })
    expect(await mine(owner)).toMatchObject({
      reviewStatus: 'rejected',
      rejectionReason: 'The score on the file is 610, not 801.',
    })
    expect((await verify(id)).statusCode).toBe(409)
    const events = await reviewEvents(owner.id)
    expect(events).toHaveLength(1)
    expect(events[0]).toMatchObject({
      type: 'credit_report.rejected',
      data: {
        userId: owner.id,
        documentId: id,
        creditScore: 801,
        reason: 'The score on the file is 610, not 801.',
      },
    })
  }, 30_000)

  it('a new upload is pending again, and only the latest report can be reviewed', async () => {
    const owner = user(app)
    const old = await uploadReport(owner, '650')
    expect((await verify(old)).statusCode).toBe(200)
    const older = await uploadReport(owner, '660')
    const latest = await uploadReport(owner, '670')
    expect(await mine(owner)).toMatchObject({ id: latest, reviewStatus: 'pending', verified: false })

    // The queue holds only the latest upload: the older pending one can no longer be reviewed.
    const pending = (await queue()).items.filter((i) => i.userId === owner.id)
    expect(pending.map((i) => [i.id, i.isLatest])).toEqual([[latest, true]])
    const superseded = await verify(older)
    expect(superseded.statusCode).toBe(409)
    expect(superseded.json().error).toEqual({
      code: 'SUPERSEDED',
      message: DOCUMENT_MESSAGES.creditReportSuperseded,
    })
    expect((await verify(latest)).statusCode).toBe(200)
    expect((await reviewEvents(owner.id)).map((e) => e.data.documentId)).toEqual([old, latest])
    expect((await verify(randomUUID())).statusCode).toBe(404)
  }, 30_000)

  it('two admins deciding at once make one decision and one event', async () => {
    const owner = user(app)
    const id = await uploadReport(owner, '700')
    const results = await Promise.all([
      verify(id),
      reject(id, 'unreadable', user(app, 'ADMIN')),
      verify(id, user(app, 'ADMIN')),
    ])
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409])
    expect(await reviewEvents(owner.id)).toHaveLength(1)
    // One decision, one row in the audit log of admin actions (issue 30).
    const audit = (await app.prisma.outboxEvent.findMany({ where: { subject: bus.subject('admin_action.recorded') } }))
      .map((row) => (row.payload as unknown as EventEnvelope<'admin_action.recorded'>).data)
      .filter((data) => data.targetId === id)
    expect(audit).toEqual([expect.objectContaining({ action: 'credit_report.reviewed', targetType: 'credit_report', before: { reviewStatus: 'pending' } })])
  }, 30_000)
})
