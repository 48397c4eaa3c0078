// The admin CSV exports of disputes and activity against the real PostgreSQL: the screen's filters, formulas
// neutralised, header row, admins only, and thousands of rows streamed complete and in order.
import { randomUUID } from 'node:crypto'
import type { AddressInfo } from 'node:net'
import type { FastifyInstance } from 'fastify'
import { cleanupTestRun, testRunNames } from '@cosign/service-kit'
import { ACTIVITY_CSV_COLUMNS, DISPUTES_CSV_COLUMNS, type Role } from '@cosign/api'
import { chatApp, migrateChat, tokenFor } from './helpers.js'

const names = testRunNames('chat_csv')
let app: FastifyInstance
const as = (role: Role) => tokenFor(app, randomUUID(), role)
const admin = () => as('ADMIN')
const get = (url: string, who: { auth: object } | null) => app.inject({ method: 'GET', url, headers: who?.auth ?? {} })
/** The lines of a CSV answer (these fixtures hold no line breaks inside cells). */
const lines = (body: string) => body.replace(/\r\n$/, '').split('\r\n')

beforeAll(async () => {
  await migrateChat(names)
  app = await chatApp(names)
  await app.listen({ port: 0, host: '127.0.0.1' })
}, 30_000)

afterAll(async () => {
  await app?.close()
  await cleanupTestRun(names)
}, 30_000)

describe('GET /admin/disputes.csv', () => {
  const dispute = (title: string, status: string, priority: string, assignedTo: string | null, minutesAgo: number) =>
    app.prisma.dispute.create({
      data: {
        id: randomUUID(),
        reporterId: randomUUID(),
        reporterName: 'Jane Doe',
        reporterRole: 'RENTER',
        subjectType: 'payment',
        subjectId: randomUUID(),
        title,
        description: 'Charged twice, see "receipt"',
        status,
        priority,
        assignedTo,
        createdAt: new Date(Date.now() - minutesAgo * 60_000),
      },
    })

  it('applies the list filters, writes the header and neutralises formulas', async () => {
    await dispute('=HYPERLINK("http://evil")', 'open', 'high', null, 3)
    await dispute('Late refund', 'open', 'low', 'support', 2)
    await dispute('Closed one', 'closed', 'high', null, 1)

    const res = await get('/admin/disputes.csv?status=open', admin())
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="disputes-\d{4}-\d{2}-\d{2}\.csv"$/)
    const [header, ...rows] = lines(res.body)
    expect(header).toBe(DISPUTES_CSV_COLUMNS.join(','))
    expect(rows).toHaveLength(2)
    // Newest first, as the list; the formula is text now, the quotes are doubled.
    expect(rows[0]).toContain(',Late refund,')
    expect(rows[1]).toContain(`,"'=HYPERLINK(""http://evil"")",`)
    expect(rows[1]).toContain(',"Charged twice, see ""receipt""",')

    const unassignedHigh = lines((await get('/admin/disputes.csv?priority=high&assignee=unassigned', admin())).body)
    expect(unassignedHigh).toHaveLength(3)
    const searched = lines((await get('/admin/disputes.csv?search=late', admin())).body)
    expect(searched.slice(1).map((l) => l.split(',')[3])).toEqual(['Late refund'])
  })

  it('takes the list filters but no paging, and refuses bad filters with the envelope', async () => {
    for (const url of ['/admin/disputes.csv?page=2', '/admin/disputes.csv?status=nope']) {
      const res = await get(url, admin())
      expect([url, res.statusCode]).toEqual([url, 400])
      expect(res.json()).toEqual({ error: { code: expect.any(String), message: expect.any(String) } })
    }
  })
})

describe('GET /admin/activity.csv', () => {
  const client = randomUUID()
  const other = randomUUID()

  beforeAll(async () => {
    await app.prisma.chatUser.create({ data: { userId: client, firstName: '@Ann', lastName: 'Lee' } })
    const row = (clientId: string, type: string, title: string, description: string, amountCents: number | null, ms: number) => ({
      id: randomUUID(),
      clientId,
      type,
      title,
      description,
      amountCents,
      sourceEventId: randomUUID(),
      occurredAt: new Date(Date.UTC(2026, 0, 1) + ms),
    })
    await app.prisma.activityEvent.createMany({
      data: [
        row(client, 'payment_made', 'Payment made', '+1 555 0100 paid', 2500, 1000),
        row(client, 'profile_update', 'Profile updated', 'Saved', null, 2000),
        row(other, 'payment_made', 'Payment made', 'Other client', 990, 3000),
      ],
    })
  })

  it('applies the client and type filters, with names, dollars and neutralised formulas', async () => {
    const res = await get(`/admin/activity.csv?clientId=${client}&type=payment_made`, admin())
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="activity-\d{4}-\d{2}-\d{2}\.csv"$/)
    const [header, ...rows] = lines(res.body)
    expect(header).toBe(ACTIVITY_CSV_COLUMNS.join(','))
    expect(rows).toEqual([`2026-01-01T00:00:01.000Z,'@Ann Lee,${client},Payment made,Payment made,'+1 555 0100 paid,25.00`])

    const all = lines((await get(`/admin/activity.csv?clientId=${client}`, admin())).body)
    expect(all.slice(1).map((l) => l.split(',')[3])).toEqual(['Profile update', 'Payment made'])
    const bad = await get('/admin/activity.csv?cursor=abc', admin())
    expect(bad.statusCode).toBe(400)
  })

  it('streams 5,000 rows complete and newest first, over HTTP in chunks', async () => {
    const many = randomUUID()
    await app.prisma.$executeRaw`INSERT INTO activity_events
        (id, client_id, type, title, description, amount_cents, source_event_id, occurred_at)
      SELECT gen_random_uuid(), ${many}::uuid, 'payment_made', 'Payment ' || g, 'Row ' || g, g, gen_random_uuid(),
        timestamptz '2026-02-01T00:00:00Z' + g * interval '1 second'
      FROM generate_series(1, 5000) g`
    const { port } = app.server.address() as AddressInfo
    const res = await fetch(`http://127.0.0.1:${port}/admin/activity.csv?clientId=${many}`, {
      headers: admin().auth as Record<string, string>,
    })
    expect(res.status).toBe(200)
    expect(res.headers.get('transfer-encoding')).toBe('chunked')
    const [header, ...rows] = lines(await res.text())
    expect(header).toBe(ACTIVITY_CSV_COLUMNS.join(','))
    expect(rows).toHaveLength(5000)
    expect(rows.map((l) => l.split(',')[4])).toEqual(Array.from({ length: 5000 }, (_, i) => `Payment ${5000 - i}`))
  }, 60_000)
})

describe('access', () => {
  it('the exports refuse non-admins (403) and visitors (401) with the error envelope', async () => {
    for (const url of ['/admin/disputes.csv', '/admin/activity.csv']) {
      for (const role of ['RENTER', 'COSIGNER'] as const) {
        const res = await get(url, as(role))
        expect([url, role, res.statusCode]).toEqual([url, role, 403])
        expect(res.json()).toEqual({ error: { code: 'FORBIDDEN', message: expect.any(String) } })
      }
      const anonymous = await get(url, null)
      expect([url, anonymous.statusCode]).toEqual([url, 401])
      expect(anonymous.json()).toEqual({ error: { code: expect.any(String), message: expect.any(String) } })
    }
  })
})
