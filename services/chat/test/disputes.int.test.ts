import { randomUUID } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { cleanupTestRun, testRunNames, type EventBus } from '@cosign/service-kit'
import {
  DISPUTE_MESSAGES,
  DISPUTE_PAGE_MAX,
  DISPUTE_PAGE_SIZE_MAX,
  type AdminDisputeDetailResponse,
  type AdminDisputeListResponse,
  type DisputeConversationResponse,
  type DisputeDto,
  type EventEnvelope,
  type MyDisputeDetailResponse,
  type MyDisputeListResponse,
  type Role,
} from '@cosign/api'
import { CONVERSATIONS_CONSUMER } from '../src/plugins/conversation-consumer.js'
import { DISPUTE_SUBJECTS_CONSUMER } from '../src/plugins/dispute-subjects-consumer.js'
import { chatApp, envelope, migrateChat, testBus, tokenFor, waitFor, waitForConsumerIdle } from './helpers.js'

const names = testRunNames('chat_disputes')
let app: FastifyInstance
let bus: EventBus

interface Person {
  id: string
  auth: { authorization: string }
}
const as = (role: Role): Person => {
  const { userId, auth } = tokenFor(app, randomUUID(), role)
  return { id: userId, auth }
}
const req = (method: 'GET' | 'POST' | 'PATCH', url: string, who?: Person, payload?: object) =>
  app.inject({ method, url, headers: who?.auth ?? {}, ...(payload ? { payload } : {}) })

/** The audit log's entries (issue 30) this service recorded about a dispute: outbox rows, oldest first. */
async function auditedActions(disputeId: string) {
  const rows = await app.prisma.outboxEvent.findMany({ where: { subject: { endsWith: '.admin_action.recorded' } }, orderBy: { createdAt: 'asc' } })
  return rows
    .map((r) => r.payload as unknown as { data: { action: string; actorId: string; targetId: string; after: unknown } })
    .filter((p) => p.data.targetId === disputeId)
    .map(({ data }) => ({ action: data.action, actorId: data.actorId, after: data.after }))
}

function expectError(res: { statusCode: number; json(): unknown }, status: number, message?: string) {
  expect(res.statusCode).toBe(status)
  const body = res.json() as { error: { code: string; message: string } }
  expect(typeof body.error.code).toBe('string')
  if (message) expect(body.error.message).toBe(message)
}

async function publish(...events: EventEnvelope[]): Promise<void> {
  for (const event of events) await bus.publish(event)
  await waitForConsumerIdle(bus, CONVERSATIONS_CONSUMER)
  await waitForConsumerIdle(bus, DISPUTE_SUBJECTS_CONSUMER)
}

/** A renter and a cosigner with a contract, its step-1 payment and their conversation (from an accepted request). */
async function world() {
  const renter = as('RENTER')
  const cosigner = as('COSIGNER')
  const contractId = randomUUID()
  const paymentId = randomUUID()
  await publish(
    envelope('user.registered', { userId: renter.id, email: 'r@example.com', firstName: 'Rena', lastName: 'Lopez', role: 'RENTER' }),
    envelope('user.registered', { userId: cosigner.id, email: 'c@example.com', firstName: 'Cora', lastName: 'Kim', role: 'COSIGNER' }),
    envelope('match_request.accepted', { requestId: randomUUID(), renterId: renter.id, cosignerId: cosigner.id }),
    envelope('contract.created', { contractId, renterId: renter.id, cosignerId: cosigner.id, feeCents: 100_000, createdBy: cosigner.id }),
    envelope('contract.fully_signed', { contractId, renterId: renter.id, cosignerId: cosigner.id, feeCents: 100_000, cosignerPaypalEmail: 'c@pp.example' }),
    envelope('payment.started', { paymentId, userId: renter.id, purpose: 'contract_platform_fee', amountCents: 20_000, subjectId: contractId, metadata: null }),
    envelope('payment.completed', { paymentId, userId: renter.id, purpose: 'contract_platform_fee', amountCents: 20_000, subjectId: contractId, metadata: null }),
  )
  return { renter, cosigner, contractId, paymentId }
}

async function report(who: Person, subjectType: 'payment' | 'contract', subjectId: string, extra: object = {}) {
  return req('POST', '/disputes', who, { subjectType, subjectId, title: 'Charged twice', description: 'I was charged two times.', priority: 'high', ...extra })
}
async function reported(who: Person, subjectType: 'payment' | 'contract', subjectId: string, extra: object = {}) {
  const res = await report(who, subjectType, subjectId, extra)
  expect(res.statusCode).toBe(201)
  return (res.json() as { dispute: DisputeDto }).dispute
}
const patch = (admin: Person, id: string, body: object) => req('PATCH', `/admin/disputes/${id}`, admin, body)
const outboxOf = (disputeId: string) =>
  app.prisma.outboxEvent.findMany({ where: { payload: { path: ['data', 'disputeId'], equals: disputeId } }, orderBy: { createdAt: 'asc' } })

beforeAll(async () => {
  await migrateChat(names)
  // The report rate has its own test (its own app with a low limit); here users report as the tests need.
  app = await chatApp(names, { disputeReportsPerHour: 1_000 })
  bus = await testBus(names)
  await app.events.connected
}, 30_000)

afterAll(async () => {
  await app?.close()
  await bus?.close()
  await cleanupTestRun(names)
}, 30_000)

describe('reporting a problem', () => {
  it('a user opens a dispute only on their own payment or contract', async () => {
    const { renter, cosigner, contractId, paymentId } = await world()
    const stranger = as('RENTER')

    const onPayment = await reported(renter, 'payment', paymentId)
    expect(onPayment).toMatchObject({ status: 'open', priority: 'high', reporterName: 'Rena Lopez', reporterRole: 'RENTER', assignedTo: null, resolution: null })
    const onContract = await reported(cosigner, 'contract', contractId)
    expect(onContract.reporterRole).toBe('COSIGNER')

    expectError(await report(stranger, 'payment', paymentId), 404, DISPUTE_MESSAGES.paymentNotFound)
    expectError(await report(stranger, 'contract', contractId), 404, DISPUTE_MESSAGES.contractNotFound)
    expectError(await report(renter, 'payment', randomUUID()), 404, DISPUTE_MESSAGES.paymentNotFound)
    // The cosigner did not pay the renter's payment.
    expectError(await report(cosigner, 'payment', paymentId), 404, DISPUTE_MESSAGES.paymentNotFound)
    expectError(await report(as('ADMIN'), 'payment', paymentId), 403, DISPUTE_MESSAGES.adminsCannotReport)
    // The first test also waits for the consumers to start (five durables since the activity and alerts ones).
  }, 30_000)

  it('validates the form by schema and rule, with the screens’ messages', async () => {
    const { renter, paymentId } = await world()
    expectError(await report(renter, 'payment', paymentId, { title: '   ' }), 400, DISPUTE_MESSAGES.titleRequired)
    expectError(await report(renter, 'payment', paymentId, { description: '' }), 400, DISPUTE_MESSAGES.descriptionRequired)
    expectError(await report(renter, 'payment', paymentId, { priority: 'whenever' }), 400, DISPUTE_MESSAGES.invalidPriority)
    expectError(await report(renter, 'payment', 'nope'), 400, DISPUTE_MESSAGES.invalidSubjectId)
    expectError(await report(renter, 'payment', paymentId, { amount: 1 }), 400)
    expectError(await req('POST', '/disputes', undefined, {}), 401)
  })

  it('the reporter sees only their own disputes, is notified, and dispute.opened is announced', async () => {
    const { renter, paymentId } = await world()
    const other = await world()
    const mine = await reported(renter, 'payment', paymentId)
    const theirs = await reported(other.renter, 'payment', other.paymentId)

    const list = (await req('GET', '/disputes/mine', renter)).json() as MyDisputeListResponse
    expect(list.items.map((d) => d.id)).toEqual([mine.id])
    const detail = (await req('GET', `/disputes/${mine.id}`, renter)).json() as MyDisputeDetailResponse
    expect(detail.history).toEqual([expect.objectContaining({ action: 'opened', actorId: renter.id, to: 'open' })])
    expectError(await req('GET', `/disputes/${theirs.id}`, renter), 404, DISPUTE_MESSAGES.disputeNotFound)

    expect(await app.prisma.notification.count({ where: { userId: renter.id, title: 'Problem report received' } })).toBe(1)
    const [opened] = await outboxOf(mine.id)
    expect(opened.subject).toBe(`${names.subjectPrefix}.dispute.opened`)
    await waitFor('dispute.opened to be published', async () => (await outboxOf(mine.id))[0].publishedAt)
  })

  it('one unresolved report per reporter and subject: ten at once store one, the rest are 409; once resolved, a new one is taken', async () => {
    const { renter, cosigner, contractId, paymentId } = await world()
    const burst = await Promise.all(Array.from({ length: 10 }, () => report(renter, 'contract', contractId)))
    expect(burst.map((r) => r.statusCode).sort()).toEqual([201, ...Array(9).fill(409)])
    for (const res of burst.filter((r) => r.statusCode === 409)) expectError(res, 409, DISPUTE_MESSAGES.alreadyOpen)
    const stored = await app.prisma.dispute.findMany({ where: { reporterId: renter.id, subjectId: contractId } })
    expect(stored).toHaveLength(1)
    expect(await app.prisma.notification.count({ where: { userId: renter.id, title: 'Problem report received' } })).toBe(1)
    // Another subject, or the other party on the same contract, are separate reports.
    await reported(renter, 'payment', paymentId)
    await reported(cosigner, 'contract', contractId)

    const admin = as('ADMIN')
    expect((await patch(admin, stored[0]!.id, { status: 'resolved', resolution: 'Refunded the double charge.' })).statusCode).toBe(200)
    // One audit entry for the change (issue 30), every changed field before and after.
    expect(await auditedActions(stored[0]!.id)).toEqual([
      { action: 'dispute.status_changed', actorId: admin.id, after: { status: 'resolved', resolution: 'Refunded the double charge.' } },
    ])
    await reported(renter, 'contract', contractId)
  })
})

describe('the report rate', () => {
  let limited: FastifyInstance
  beforeAll(async () => {
    limited = await chatApp(names, { disputeReportsPerHour: 2 })
  })
  afterAll(() => limited?.close())

  it('a reporter over DISPUTE_REPORTS_PER_HOUR gets 429 in the envelope and nothing is stored; others are not limited', async () => {
    const { renter, paymentId, contractId } = await world()
    const second = await world()
    const send = (who: Person, subjectType: 'payment' | 'contract', subjectId: string) =>
      limited.inject({
        method: 'POST',
        url: '/disputes',
        headers: who.auth,
        payload: { subjectType, subjectId, title: 'Late', description: 'It is late.', priority: 'low' },
      })
    expect((await send(renter, 'payment', paymentId)).statusCode).toBe(201)
    expect((await send(renter, 'contract', contractId)).statusCode).toBe(201)
    const third = await send(renter, 'payment', second.paymentId)
    // Not the renter's payment: the subject check comes first (404); their own third report is over the limit.
    expect(third.statusCode).toBe(404)
    const thirdContract = randomUUID()
    await publish(
      envelope('contract.created', { contractId: thirdContract, renterId: renter.id, cosignerId: second.cosigner.id, feeCents: 50_000, createdBy: second.cosigner.id }),
    )
    const over = await send(renter, 'contract', thirdContract)
    expectError(over, 429, DISPUTE_MESSAGES.tooManyReports)
    expect(await limited.prisma.dispute.count({ where: { reporterId: renter.id } })).toBe(2)
    expect((await send(second.renter, 'payment', second.paymentId)).statusCode).toBe(201)
  })
})

describe('the admin API', () => {
  it('refuses every admin route to non-admins and to visitors', async () => {
    const { renter, paymentId } = await world()
    const dispute = await reported(renter, 'payment', paymentId)
    const routes: ['GET' | 'PATCH', string, object?][] = [
      ['GET', '/admin/disputes'],
      ['GET', `/admin/disputes/${dispute.id}`],
      ['PATCH', `/admin/disputes/${dispute.id}`, { status: 'closed' }],
      ['GET', `/admin/disputes/${dispute.id}/conversation`],
    ]
    for (const [method, url, body] of routes) {
      expectError(await req(method, url, renter, body), 403)
      expectError(await req(method, url, as('COSIGNER'), body), 403)
      expectError(await req(method, url, undefined, body), 401)
    }
    expect((await app.prisma.dispute.findUnique({ where: { id: dispute.id } }))?.status).toBe('open')
  })

  it('lists with counts, filters, search and pages', async () => {
    const admin = as('ADMIN')
    const { renter, paymentId, contractId } = await world()
    const unique = `Lease ${randomUUID().slice(0, 8)}`
    const a = await reported(renter, 'payment', paymentId, { title: `${unique} A`, priority: 'low' })
    const b = await reported(renter, 'contract', contractId, { title: `${unique} B`, priority: 'high' })
    expect((await patch(admin, b.id, { assignedTo: 'Finance Team', status: 'in_progress' })).statusCode).toBe(200)

    const list = async (query: string) => {
      const res = await req('GET', `/admin/disputes?search=${encodeURIComponent(unique)}${query}`, admin)
      expect(res.statusCode).toBe(200)
      return res.json() as AdminDisputeListResponse
    }
    const all = await list('')
    expect(all.items.map((d) => d.id)).toEqual([b.id, a.id])
    expect(all.counts.in_progress).toBeGreaterThanOrEqual(1)
    expect(Object.keys(all.counts).sort()).toEqual(['closed', 'in_progress', 'open', 'resolved'])
    expect((await list('&status=open')).items.map((d) => d.id)).toEqual([a.id])
    expect((await list('&priority=high')).items.map((d) => d.id)).toEqual([b.id])
    expect((await list('&assignee=unassigned')).items.map((d) => d.id)).toEqual([a.id])
    expect((await list('&assignee=Finance%20Team')).items.map((d) => d.id)).toEqual([b.id])
    const paged = await list('&pageSize=1&page=2')
    expect(paged).toMatchObject({ total: 2, page: 2, pageSize: 1 })
    expect(paged.items.map((d) => d.id)).toEqual([a.id])
    expectError(await req('GET', '/admin/disputes?status=pending', admin), 400, DISPUTE_MESSAGES.invalidStatus)
    expectError(await req('GET', '/admin/disputes?assignee=Bob', admin), 400, DISPUTE_MESSAGES.invalidAssignee)
    // Issue 26's fuzz: page=1.797693134862312e+308 (a whole number to the schema) answered 500, the offset overflowing.
    for (const page of ['1.797693134862312e%2B308', String(DISPUTE_PAGE_MAX + 1)])
      expectError(await req('GET', `/admin/disputes?page=${page}`, admin), 400, DISPUTE_MESSAGES.invalidPage)
    expect((await list(`&page=${DISPUTE_PAGE_MAX}&pageSize=${DISPUTE_PAGE_SIZE_MAX}`)).items).toEqual([])
  })

  it('keeps the count cards and filtered totals exact through every change (counted by a trigger, not per request)', async () => {
    const admin = as('ADMIN')
    const list = async (query = '') => (await req('GET', `/admin/disputes${query}`, admin)).json() as AdminDisputeListResponse
    // What the database says, counted the slow way: the list must agree with it after each change.
    const truth = async () => {
      const rows = await app.prisma.dispute.groupBy({ by: ['status'], _count: { _all: true } })
      return Object.fromEntries(['open', 'in_progress', 'resolved', 'closed'].map((s) => [s, rows.find((r) => r.status === s)?._count._all ?? 0]))
    }
    const { renter, paymentId, contractId } = await world()
    const a = await reported(renter, 'payment', paymentId, { priority: 'low', title: 'Counter check alpha' })
    const b = await reported(renter, 'contract', contractId, { priority: 'low', title: 'Counter check beta' })
    expect((await list()).counts).toEqual(await truth())
    const lowOpen = (await list('?status=open&priority=low')).total
    const lowUnassigned = (await list('?priority=low&assignee=unassigned')).total

    expect((await patch(admin, a.id, { status: 'in_progress', assignedTo: 'Finance Team' })).statusCode).toBe(200)
    expect((await patch(admin, b.id, { priority: 'high' })).statusCode).toBe(200)
    expect((await patch(admin, b.id, { resolution: 'unchanged status: no count moves' })).statusCode).toBeLessThan(500)
    const after = await list()
    expect(after.counts).toEqual(await truth())
    expect(after.total).toBe(Object.values(after.counts).reduce((x, y) => x + y, 0))
    expect((await list('?status=open&priority=low')).total).toBe(lowOpen - 2)
    expect((await list('?priority=low&assignee=unassigned')).total).toBe(lowUnassigned - 2)
    expect((await list('?status=in_progress&assignee=Finance%20Team&priority=low')).total).toBe(
      await app.prisma.dispute.count({ where: { status: 'in_progress', assignedTo: 'Finance Team', priority: 'low' } }),
    )
    // A search counts its matches exactly while there are few.
    const search = await list('?search=Counter%20check')
    expect(search).toMatchObject({ total: 2, totalIsLowerBound: false })
  })

  it('shows what the dispute concerns and the parties’ conversation, recording each read', async () => {
    const admin = as('ADMIN')
    const { renter, cosigner, contractId, paymentId } = await world()
    const [conversation] = await app.prisma.conversation.findMany({ where: { renterId: renter.id } })
    await app.inject({ method: 'POST', url: `/conversations/${conversation.id}/messages`, headers: renter.auth, payload: { message: 'Hello Cora' } })
    const dispute = await reported(renter, 'payment', paymentId)

    const detail = (await req('GET', `/admin/disputes/${dispute.id}`, admin)).json() as AdminDisputeDetailResponse
    expect(detail.subject).toMatchObject({ type: 'payment', id: paymentId, status: 'completed', amountCents: 20_000, payerName: 'Rena Lopez' })
    expect(detail.conversationId).toBe(conversation.id)
    const onContract = await reported(cosigner, 'contract', contractId)
    const contractDetail = (await req('GET', `/admin/disputes/${onContract.id}`, admin)).json() as AdminDisputeDetailResponse
    expect(contractDetail.subject).toMatchObject({ type: 'contract', status: 'fully_signed', feeCents: 100_000, renterName: 'Rena Lopez', cosignerName: 'Cora Kim' })

    const read = await req('GET', `/admin/disputes/${dispute.id}/conversation`, admin)
    expect(read.statusCode).toBe(200)
    const body = read.json() as DisputeConversationResponse
    expect(body.items.map((m) => m.message)).toEqual(['Hello Cora'])
    expect(body.renter.name).toBe('Rena Lopez')
    const history = (await req('GET', `/admin/disputes/${dispute.id}`, admin)).json() as AdminDisputeDetailResponse
    expect(history.history.map((h) => h.action)).toEqual(['opened', 'conversation_read'])
    expect(history.history[1]).toMatchObject({ actorId: admin.id, actorRole: 'ADMIN' })
    // The read is in the audit log too (issue 30): one entry per read, written with the history row.
    expect(await auditedActions(dispute.id)).toEqual([{ action: 'dispute.conversation_read', actorId: admin.id, after: { conversationId: conversation.id } }])
    // Admins' reads are not part of the reporter's view, and admins still cannot use the chat routes themselves.
    const mine = (await req('GET', `/disputes/${dispute.id}`, renter)).json() as MyDisputeDetailResponse
    expect(mine.history.map((h) => h.action)).toEqual(['opened'])
    expect((await req('GET', `/conversations/${conversation.id}/messages`, admin)).statusCode).toBe(403)
    // A cursor past the seq column's range is refused before the database (a 500 before).
    expect((await req('GET', `/admin/disputes/${dispute.id}/conversation?before=2147483648`, admin)).statusCode).toBe(400)
    expect((await req('GET', `/admin/disputes/${dispute.id}/conversation?before=2147483647`, admin)).statusCode).toBe(200)
    expectError(await req('GET', `/admin/disputes/${randomUUID()}`, admin), 404, DISPUTE_MESSAGES.disputeNotFound)
  })

  it('refuses resolve without text; records, notifies and announces each change; keeps the resolution only when resolved', async () => {
    const admin = as('ADMIN')
    const { renter, paymentId } = await world()
    const dispute = await reported(renter, 'payment', paymentId)

    expectError(await patch(admin, dispute.id, { status: 'resolved' }), 400, DISPUTE_MESSAGES.resolutionRequired)
    expectError(await patch(admin, dispute.id, { status: 'resolved', resolution: '  ' }), 400, DISPUTE_MESSAGES.resolutionRequired)
    expectError(await patch(admin, dispute.id, { assignedTo: 'Nobody' }), 400, DISPUTE_MESSAGES.invalidAssignee)

    expect((await patch(admin, dispute.id, { assignedTo: 'Support Team' })).statusCode).toBe(200)
    const resolved = await patch(admin, dispute.id, { status: 'resolved', resolution: 'Refunded the duplicate.' })
    expect((resolved.json() as { dispute: DisputeDto }).dispute).toMatchObject({ status: 'resolved', resolution: 'Refunded the duplicate.', assignedTo: 'Support Team' })
    const closed = await patch(admin, dispute.id, { status: 'closed' })
    expect((closed.json() as { dispute: DisputeDto }).dispute).toMatchObject({ status: 'closed', resolution: null })
    // Nothing changes: nothing is recorded.
    expect((await patch(admin, dispute.id, { status: 'closed' })).statusCode).toBe(200)

    const rows = await app.prisma.disputeHistory.findMany({ where: { disputeId: dispute.id }, orderBy: [{ createdAt: 'asc' }] })
    expect(rows.map((r) => [r.action, r.fromValue, r.toValue])).toEqual([
      ['opened', null, 'open'],
      ['assignee', null, 'Support Team'],
      ['status', 'open', 'resolved'],
      ['resolution', null, 'Refunded the duplicate.'],
      ['status', 'resolved', 'closed'],
      ['resolution', 'Refunded the duplicate.', null],
    ])
    expect(rows.slice(1).every((r) => r.actorId === admin.id && r.actorRole === 'ADMIN')).toBe(true)

    const events = await outboxOf(dispute.id)
    expect(events.map((e) => e.subject.split('.').slice(-2).join('.'))).toEqual(['dispute.opened', 'dispute.updated', 'dispute.updated', 'dispute.updated'])
    expect((events[2].payload as EventEnvelope<'dispute.updated'>).data).toMatchObject({
      status: 'resolved',
      actorId: admin.id,
      changes: [
        { field: 'status', from: 'open', to: 'resolved' },
        { field: 'resolution', from: null, to: 'Refunded the duplicate.' },
      ],
    })
    const notes = await app.prisma.notification.findMany({ where: { userId: renter.id }, orderBy: { createdAt: 'asc' } })
    expect(notes.filter((n) => n.title === 'Your problem report was updated').map((n) => n.message)).toEqual([
      '“Charged twice”: assigned to the Support Team.',
      '“Charged twice”: status changed from Open to Resolved; resolution: Refunded the duplicate.',
      '“Charged twice”: status changed from Resolved to Closed; resolution withdrawn.',
    ])
    const mine = (await req('GET', '/disputes/mine', renter)).json() as MyDisputeListResponse
    expect(mine.items[0].status).toBe('closed')
  })

  it('concurrent updates apply one after the other: no history is lost', async () => {
    const admin = as('ADMIN')
    const { renter, paymentId } = await world()
    const dispute = await reported(renter, 'payment', paymentId)
    const statuses = ['in_progress', 'closed', 'open', 'in_progress', 'closed', 'open', 'in_progress', 'closed'] as const
    const answers = await Promise.all(statuses.map((status) => patch(admin, dispute.id, { status })))
    expect(answers.every((r) => r.statusCode === 200)).toBe(true)

    const rows = await app.prisma.disputeHistory.findMany({ where: { disputeId: dispute.id, action: 'status' } })
    const final = (await app.prisma.dispute.findUnique({ where: { id: dispute.id } }))!.status
    // The rows form one chain open -> ... -> final: each value is left as often as it is reached (a lost update
    // would leave two rows "from" the same state).
    const balance = new Map<string, number>()
    for (const r of rows) {
      balance.set(r.fromValue!, (balance.get(r.fromValue!) ?? 0) + 1)
      balance.set(r.toValue!, (balance.get(r.toValue!) ?? 0) - 1)
    }
    for (const [value, n] of balance) expect([value, n]).toEqual([value, (value === 'open' ? 1 : 0) - (value === final ? 1 : 0)])
    expect(rows.length).toBeGreaterThanOrEqual(1)
    expect((await outboxOf(dispute.id)).length).toBe(rows.length + 1)
  })
})
