// The audit log of admin actions (issue 30) against the real PostgreSQL and NATS: each admin_action.recorded in
// through the stream is one row, also when JetStream delivers it again; the table refuses UPDATE and DELETE; the
// Audit tab's page filters and the server-made CSV; admins only.
import { randomUUID } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { cleanupTestRun, redeliverEvent, testRunNames, type EventBus } from '@cosign/service-kit'
import type { AuditPageResponse, DomainEvents, EventEnvelope } from '@cosign/api'
import { ADMIN_AUDIT_CONSUMER } from '../src/plugins/admin-audit-consumer.js'
import { chatApp, envelope, migrateChat, testBus, tokenFor, waitForConsumerIdle } from './helpers.js'

const names = testRunNames('chat_audit')
let app: FastifyInstance
let bus: EventBus
const adminId = randomUUID()
const otherAdminId = randomUUID()

const action = (data: Partial<DomainEvents['admin_action.recorded']> = {}) =>
  envelope('admin_action.recorded', {
    actorId: adminId,
    actorEmail: 'boss@example.com',
    action: 'user.suspended',
    targetType: 'user',
    targetId: randomUUID(),
    before: { isActive: true },
    after: { isActive: false },
    ...data,
  })
async function publish(...events: EventEnvelope[]) {
  for (const event of events) await bus.publish(event)
  await waitForConsumerIdle(bus, ADMIN_AUDIT_CONSUMER)
}
const admin = () => tokenFor(app, randomUUID(), 'ADMIN').auth
const page = (query: string) =>
  app.inject({ method: 'GET', url: `/admin/audit${query}`, headers: admin() }).then((r) => r.json<AuditPageResponse>())

beforeAll(async () => {
  await migrateChat(names)
  app = await chatApp(names)
  bus = await testBus(names)
  await app.events.connected
}, 30_000)

afterAll(async () => {
  await app?.close()
  await bus?.close()
  await cleanupTestRun(names)
}, 30_000)

test('each admin action is one row (actor, time, action, target, before, after), also when delivered again', async () => {
  const suspended = action()
  await publish(suspended)
  await redeliverEvent(bus, suspended, ADMIN_AUDIT_CONSUMER)
  await redeliverEvent(bus, suspended, ADMIN_AUDIT_CONSUMER)
  const rows = await app.prisma.adminAuditEntry.findMany({ where: { targetId: suspended.data.targetId } })
  expect(rows).toHaveLength(1)
  const listed = await page(`?targetId=${suspended.data.targetId}`)
  expect(listed.items).toEqual([
    {
      id: suspended.id,
      at: suspended.occurredAt,
      actorId: adminId,
      actorEmail: 'boss@example.com',
      action: 'user.suspended',
      targetType: 'user',
      targetId: suspended.data.targetId,
      before: { isActive: true },
      after: { isActive: false },
    },
  ])
})

test('append-only: the table refuses UPDATE and DELETE', async () => {
  const entry = action()
  await publish(entry)
  await expect(
    app.prisma.$executeRawUnsafe(`UPDATE "${names.schema}".admin_audit_entries SET actor_email = 'x' WHERE id = '${entry.id}'`),
  ).rejects.toThrow(/append-only/)
  await expect(
    app.prisma.$executeRawUnsafe(`DELETE FROM "${names.schema}".admin_audit_entries WHERE id = '${entry.id}'`),
  ).rejects.toThrow(/append-only/)
  expect((await app.prisma.adminAuditEntry.findUniqueOrThrow({ where: { id: entry.id } })).actorEmail).toBe('boss@example.com')
})

test('the Audit tab filters by actor, action, target and days, pages newest first, and exports CSV', async () => {
  const target = randomUUID()
  const refund = action({ actorId: otherAdminId, actorEmail: 'other@example.com', action: 'payment.refunded', targetType: 'payment', targetId: target, before: { status: 'completed' }, after: { status: 'refunded', refundedCents: 2500 } })
  const reactivated = action({ action: 'user.reactivated', targetId: target, before: { isActive: false }, after: { isActive: true } })
  refund.occurredAt = new Date(Date.now() - 1000).toISOString() // the refund came first
  await publish(refund, reactivated)

  expect((await page(`?actorId=${otherAdminId}`)).items.map((i) => i.id)).toEqual([refund.id])
  expect((await page(`?action=payment.refunded`)).items.map((i) => i.id)).toEqual([refund.id])
  expect((await page(`?targetId=${target}`)).items.map((i) => i.id)).toEqual([reactivated.id, refund.id])
  const today = new Date().toISOString().slice(0, 10)
  expect((await page(`?targetId=${target}&from=${today}&to=${today}`)).items).toHaveLength(2)
  expect((await page(`?targetId=${target}&to=2000-01-01`)).items).toHaveLength(0)

  const first = await page(`?targetId=${target}&limit=1`)
  expect(first.items.map((i) => i.id)).toEqual([reactivated.id])
  const second = await page(`?targetId=${target}&limit=1&cursor=${first.nextCursor}`)
  expect(second.items.map((i) => i.id)).toEqual([refund.id])
  expect(second.nextCursor).toBeNull()

  const csv = await app.inject({ method: 'GET', url: `/admin/audit.csv?targetId=${target}`, headers: admin() })
  expect(csv.statusCode).toBe(200)
  expect(csv.headers['content-type']).toMatch(/text\/csv/)
  expect(csv.headers['content-disposition']).toMatch(/attachment; filename="audit-log-\d{4}-\d{2}-\d{2}\.csv"/)
  const lines = csv.body.trim().split(/\r?\n/)
  expect(lines[0]).toBe('Time,Actor,Actor ID,Action,Target type,Target ID,Before,After')
  expect(lines).toHaveLength(3)
  expect(lines[2]).toContain('other@example.com')
  expect(lines[2]).toContain('Refund')
  expect(lines[2]).toContain('""refundedCents"":2500')
})

test('admins only: 401 without a token, 403 for renters and cosigners; bad filters are 400', async () => {
  expect((await app.inject({ method: 'GET', url: '/admin/audit' })).statusCode).toBe(401)
  for (const role of ['RENTER', 'COSIGNER'] as const) {
    const headers = tokenFor(app, randomUUID(), role).auth
    expect((await app.inject({ method: 'GET', url: '/admin/audit', headers })).statusCode).toBe(403)
    expect((await app.inject({ method: 'GET', url: '/admin/audit.csv', headers })).statusCode).toBe(403)
  }
  for (const query of ['?actorId=nope', '?action=nope', '?from=yesterday', '?from=0000-00-00', '?to=2026-02-30', '?limit=0'])
    for (const path of ['/admin/audit', '/admin/audit.csv'])
      expect((await app.inject({ method: 'GET', url: `${path}${query}`, headers: admin() })).statusCode).toBe(400)
})
