import type { FastifyInstance } from 'fastify'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { applyMigrations, cleanupTestRun, testRunNames, waitForStreamEvent } from '@cosign/service-kit'
import {
  ADMIN_USER_MESSAGES,
  MESSAGES,
  REFRESH_COOKIE,
  type AdminUserListResponse,
  type SessionResponse,
} from '@cosign/api'
import { buildApp } from '../src/app.js'
import { readConfig } from '../src/config.js'
import { ensureAdmin } from '../src/domain/ensure-admin.js'
import { adminAccessToken, logIn, logInWithSecondFactor, refreshCookie } from './helpers.js'

const names = testRunNames('auth')
const migrationsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../prisma/migrations')
const config = {
  ...readConfig({ NODE_ENV: 'test', ADMIN_EMAIL: 'Boss@Example.com', ADMIN_PASSWORD: 'admin-pass-1' }),
  databaseUrl: names.databaseUrl,
  natsUrl: names.natsUrl,
  schema: names.schema,
  eventStream: names.eventStream,
  subjectPrefix: names.subjectPrefix,
}
const PASSWORD = 'secret1'
const STATUS_SUBJECT = `${names.subjectPrefix}.user.status_changed`

let app: FastifyInstance
let adminToken = ''
let adminId = ''
let otherAdminId = ''
let renter: SessionResponse
let cosigner: SessionResponse

function signup(email: string, firstName: string, lastName: string, role: 'RENTER' | 'COSIGNER') {
  return app.inject({
    method: 'POST',
    url: '/signup',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({
      email,
      password: PASSWORD,
      confirmPassword: PASSWORD, acceptTerms: true,
      firstName,
      lastName,
      role,
    }),
  })
}
const login = (email: string, password: string, url?: string) => logIn(app, email, password, url)
const bearer = (token: string) => ({ authorization: `Bearer ${token}` })
function listUsers(query: string, token: string | null = adminToken) {
  return app.inject({ method: 'GET', url: `/admin/users${query}`, headers: token ? bearer(token) : {} })
}
function setActive(id: string, body: unknown, token: string | null = adminToken) {
  return app.inject({
    method: 'PATCH',
    url: `/admin/users/${id}`,
    headers: { ...(token ? bearer(token) : {}), 'content-type': 'application/json' },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  })
}
/** The audit events (issue 30) of admin actions on a user. */
const auditEvents = (userId: string) =>
  app.prisma.outboxEvent.findMany({
    where: { subject: `${names.subjectPrefix}.admin_action.recorded`, payload: { path: ['data', 'targetId'], equals: userId } },
    orderBy: { createdAt: 'asc' },
  })
const statusEvents = (userId: string) =>
  app.prisma.outboxEvent.findMany({
    where: { subject: STATUS_SUBJECT, payload: { path: ['data', 'userId'], equals: userId } },
    orderBy: { createdAt: 'asc' },
  })

beforeAll(async () => {
  await applyMigrations({ databaseUrl: names.databaseUrl, schema: names.schema, migrationsDir })
  app = await buildApp(config)
  const seeding = { prisma: app.prisma, log: app.log }
  adminId = (await ensureAdmin(seeding, config.adminEmail, config.adminPassword)).id
  otherAdminId = (await ensureAdmin(seeding, 'second.admin@example.com', 'admin-pass-2')).id
  await app.events.connected
  // Created one after the other, so "newest first" has a known order: the last one signed up comes first.
  renter = (await signup('rita.renter@example.com', 'Rita', 'Renter', 'RENTER')).json<SessionResponse>()
  cosigner = (
    await signup('carl.cosigner@example.com', 'Carl', 'Cosigner', 'COSIGNER')
  ).json<SessionResponse>()
  for (const n of [1, 2, 3]) await signup(`pager.${n}@example.com`, 'Page', `Number${n}`, 'RENTER')
  await signup('under_score@example.com', 'Uma', 'Under', 'RENTER')
  adminToken = await adminAccessToken(app, 'boss@example.com', 'admin-pass-1')
})
afterAll(async () => {
  await app.close()
  await cleanupTestRun(names)
})

describe('GET /admin/users', () => {
  test('401 without a token, 403 for a renter and a cosigner', async () => {
    const anonymous = await listUsers('', null)
    expect(anonymous.statusCode).toBe(401)
    expect(anonymous.json().error.code).toBe('UNAUTHORIZED')
    for (const token of [renter.accessToken, cosigner.accessToken]) {
      const res = await listUsers('', token)
      expect(res.statusCode).toBe(403)
      expect(res.json()).toEqual({ error: { code: 'FORBIDDEN', message: MESSAGES.forbidden } })
    }
  })

  test('lists everyone newest first with only the limited columns and the total', async () => {
    const res = await listUsers('')
    expect(res.statusCode).toBe(200)
    const body = res.json<AdminUserListResponse>()
    expect(body).toMatchObject({ total: 8, page: 1, pageSize: 25 })
    expect(body.items).toHaveLength(8)
    expect(body.items[0].email).toBe('under_score@example.com')
    const created = body.items.map((u) => Date.parse(u.createdAt))
    expect([...created].sort((a, b) => b - a)).toEqual(created)
    const rita = body.items.find((u) => u.email === 'rita.renter@example.com')
    expect(rita).toEqual({
      id: renter.user.id,
      email: 'rita.renter@example.com',
      firstName: 'Rita',
      lastName: 'Renter',
      role: 'RENTER',
      isActive: true,
      createdAt: renter.user.createdAt,
    })
  })

  test('pages do not overlap and together hold every user', async () => {
    const pages = await Promise.all(
      [1, 2, 3, 4].map(async (page) =>
        (await listUsers(`?page=${page}&pageSize=2`)).json<AdminUserListResponse>(),
      ),
    )
    expect(pages.map((p) => p.items.length)).toEqual([2, 2, 2, 2])
    expect(pages.every((p) => p.total === 8 && p.pageSize === 2)).toBe(true)
    const ids = pages.flatMap((p) => p.items.map((u) => u.id))
    expect(new Set(ids).size).toBe(8)
    const beyond = (await listUsers('?page=5&pageSize=2')).json<AdminUserListResponse>()
    expect(beyond).toMatchObject({ items: [], total: 8, page: 5 })
  })

  test('searches email, first and last name case-insensitively; every word must match', async () => {
    const emails = async (query: string) =>
      (await listUsers(query)).json<AdminUserListResponse>().items.map((u) => u.email)
    expect(await emails('?search=RITA.RENTER@')).toEqual(['rita.renter@example.com'])
    expect(await emails('?search=carl')).toEqual(['carl.cosigner@example.com'])
    expect(await emails('?search=%20rita%20%20RENTER%20')).toEqual(['rita.renter@example.com'])
    expect(await emails('?search=rita%20cosigner')).toEqual([])
    expect(await emails('?search=number2')).toEqual(['pager.2@example.com'])
    expect(await emails('?search=pager&pageSize=1')).toEqual(['pager.3@example.com'])
    expect((await listUsers('?search=pager&pageSize=1')).json().total).toBe(3)
    // LIKE wildcards typed by the admin match themselves.
    expect(await emails('?search=_')).toEqual(['under_score@example.com'])
    expect(await emails('?search=%25')).toEqual([])
    expect(await emails('?search=%20%20')).toHaveLength(8)
  })

  test('filters by role, with or without a search', async () => {
    const body = async (query: string) => (await listUsers(query)).json<AdminUserListResponse>()
    const renters = await body('?role=RENTER')
    expect(renters.total).toBe(5)
    expect(renters.items.every((u) => u.role === 'RENTER')).toBe(true)
    expect((await body('?role=COSIGNER')).items.map((u) => u.email)).toEqual(['carl.cosigner@example.com'])
    expect((await body('?role=ADMIN')).items.map((u) => u.id).sort()).toEqual([adminId, otherAdminId].sort())
    expect((await body('?role=COSIGNER&search=rita')).total).toBe(0)
  })

  test.each([
    ['pageSize above 100', '?pageSize=101'],
    ['pageSize 0', '?pageSize=0'],
    ['page 0', '?page=0'],
    ['page not a number', '?page=abc'],
    ['unknown role', '?role=USER'],
    ['lower-case role', '?role=renter'],
    ['unknown parameter', '?sort=email'],
    ['search too long', `?search=${'x'.repeat(101)}`],
  ])('400 for %s', async (_name, query) => {
    const res = await listUsers(query)
    expect(res.statusCode).toBe(400)
    expect(res.json().error.code).toBe('VALIDATION_ERROR')
  })
})

describe('PATCH /admin/users/:id', () => {
  test('401 without a token and 403 for a renter or cosigner, before the input is looked at', async () => {
    expect((await setActive(renter.user.id, { isActive: false }, null)).statusCode).toBe(401)
    expect((await setActive('not-a-uuid', '{', null)).statusCode).toBe(401)
    for (const token of [renter.accessToken, cosigner.accessToken]) {
      expect((await setActive(renter.user.id, { isActive: false }, token)).statusCode).toBe(403)
      expect((await setActive(adminId, { isActive: false }, token)).statusCode).toBe(403)
    }
    const stored = await app.prisma.user.findUniqueOrThrow({ where: { id: renter.user.id } })
    expect(stored.isActive).toBe(true)
    expect(await statusEvents(renter.user.id)).toHaveLength(0)
  })

  test('400 for a malformed id; 404 for an unknown one', async () => {
    const bad = await setActive('not-a-uuid', { isActive: false })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().error.code).toBe('VALIDATION_ERROR')
    const unknown = await setActive('00000000-0000-4000-8000-000000000000', { isActive: false })
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json()).toEqual({
      error: { code: 'NOT_FOUND', message: ADMIN_USER_MESSAGES.userNotFound },
    })
  })

  test.each([
    ['an empty body', {}],
    ['an extra field', { isActive: false, role: 'ADMIN' }],
    ['a string', { isActive: 'false' }],
    ['a number', { isActive: 0 }],
    ['null', { isActive: null }],
    ['an array body', [false]],
    ['malformed JSON', '{"isActive":'],
  ])('400 for %s, and nothing changes', async (_name, body) => {
    const res = await setActive(renter.user.id, body)
    expect(res.statusCode).toBe(400)
    const stored = await app.prisma.user.findUniqueOrThrow({ where: { id: renter.user.id } })
    expect(stored.isActive).toBe(true)
    expect(await statusEvents(renter.user.id)).toHaveLength(0)
  })

  test('400 without a body', async () => {
    const res = await app.inject({
      method: 'PATCH',
      url: `/admin/users/${renter.user.id}`,
      headers: bearer(adminToken),
    })
    expect(res.statusCode).toBe(400)
  })

  test('an admin cannot deactivate their own account or another admin', async () => {
    const self = await setActive(adminId, { isActive: false })
    expect(self.statusCode).toBe(403)
    expect(self.json().error.message).toBe(ADMIN_USER_MESSAGES.cannotDeactivateSelf)
    const other = await setActive(otherAdminId, { isActive: false })
    expect(other.statusCode).toBe(403)
    expect(other.json().error.message).toBe(ADMIN_USER_MESSAGES.cannotDeactivateAdmin)
    // Switching an active admin "on" changes nothing.
    const on = await setActive(adminId, { isActive: true })
    expect(on.statusCode).toBe(200)
    for (const id of [adminId, otherAdminId]) {
      expect((await app.prisma.user.findUniqueOrThrow({ where: { id } })).isActive).toBe(true)
      expect(await statusEvents(id)).toHaveLength(0)
    }
    expect((await logInWithSecondFactor(app, 'boss@example.com', 'admin-pass-1')).statusCode).toBe(200)
  })

  test('switching a user off refuses their login and refresh, shows in /me at once, and is announced once', async () => {
    const session = await login('rita.renter@example.com', PASSWORD)
    expect(session.statusCode).toBe(200)
    const accessToken = session.json<SessionResponse>().accessToken
    const cookie = refreshCookie(session)
    const me = () => app.inject({ method: 'GET', url: '/me', headers: bearer(accessToken) })
    // Served twice, so the second answer comes from the user cache.
    expect((await me()).json().user.isActive).toBe(true)
    expect((await me()).json().user.isActive).toBe(true)

    const off = await setActive(renter.user.id, { isActive: false })
    expect(off.statusCode).toBe(200)
    expect(off.json()).toEqual({
      user: {
        id: renter.user.id,
        email: 'rita.renter@example.com',
        firstName: 'Rita',
        lastName: 'Renter',
        role: 'RENTER',
        isActive: false,
        createdAt: renter.user.createdAt,
      },
      message: ADMIN_USER_MESSAGES.statusUpdated,
    })

    // The access token already issued is refused from the very next request (session record in Redis).
    const meAfter = await me()
    expect(meAfter.statusCode).toBe(401)
    expect(meAfter.json()).toEqual({ error: { code: 'TOKEN_EXPIRED', message: MESSAGES.sessionExpired } })
    const refresh = await app.inject({
      method: 'POST',
      url: '/refresh',
      cookies: { [REFRESH_COOKIE]: cookie },
    })
    expect(refresh.statusCode).toBe(401)
    expect(refresh.json().error.message).toBe(MESSAGES.sessionExpired)
    expect(await app.prisma.refreshToken.count({ where: { userId: renter.user.id, revokedAt: null } })).toBe(
      0,
    )
    const refused = await login('rita.renter@example.com', PASSWORD)
    expect(refused.statusCode).toBe(403)
    expect(refused.json()).toEqual({ error: { code: 'FORBIDDEN', message: MESSAGES.accountInactive } })
    expect(refused.cookies.find((c) => c.name === REFRESH_COOKIE)).toBeUndefined()

    // The list shows it too.
    const listed = (await listUsers('?search=rita')).json<AdminUserListResponse>()
    expect(listed.items[0].isActive).toBe(false)

    // Switching off again is idempotent: same answer, no second event.
    const again = await setActive(renter.user.id, { isActive: false })
    expect(again.statusCode).toBe(200)
    expect(again.json().user.isActive).toBe(false)
    const events = await statusEvents(renter.user.id)
    expect(events).toHaveLength(1)
    expect(events[0].payload).toMatchObject({
      type: 'user.status_changed',
      data: { userId: renter.user.id, isActive: false },
    })
    const published = await waitForStreamEvent<{ userId: string; isActive: boolean }>(
      names,
      'user.status_changed',
      (e) => e.id === events[0].id,
    )
    expect(published?.data).toEqual({ userId: renter.user.id, isActive: false })
  })

  test('switching the user on again lets them log in and is announced once more', async () => {
    const on = await setActive(renter.user.id, { isActive: true })
    expect(on.statusCode).toBe(200)
    expect(on.json().user.isActive).toBe(true)
    const session = await login('rita.renter@example.com', PASSWORD)
    expect(session.statusCode).toBe(200)
    expect(session.json<SessionResponse>().user.isActive).toBe(true)
    // Tokens issued after the reactivation carry the raised session version: they work.
    const me = await app.inject({
      method: 'GET',
      url: '/me',
      headers: bearer(session.json<SessionResponse>().accessToken),
    })
    expect(me.statusCode).toBe(200)
    expect(me.json().user.isActive).toBe(true)
    const refresh = await app.inject({
      method: 'POST',
      url: '/refresh',
      cookies: { [REFRESH_COOKIE]: refreshCookie(session) },
    })
    expect(refresh.statusCode).toBe(200)
    expect((await setActive(renter.user.id, { isActive: true })).statusCode).toBe(200)
    const events = await statusEvents(renter.user.id)
    expect(events.map((e) => (e.payload as { data: { isActive: boolean } }).data.isActive)).toEqual([
      false,
      true,
    ])
    // Each real change is one audit entry, written with it (the repeated switches wrote none).
    const admin = await app.prisma.user.findUniqueOrThrow({ where: { email: 'boss@example.com' } })
    const audit = await auditEvents(renter.user.id)
    expect(audit.map((e) => (e.payload as { data: unknown }).data)).toEqual([
      { actorId: admin.id, actorEmail: 'boss@example.com', action: 'user.suspended', targetType: 'user', targetId: renter.user.id, before: { isActive: true }, after: { isActive: false } },
      { actorId: admin.id, actorEmail: 'boss@example.com', action: 'user.reactivated', targetType: 'user', targetId: renter.user.id, before: { isActive: false }, after: { isActive: true } },
    ])
  })

  test('two admins switching the same user off at once write one event', async () => {
    const [a, b] = await Promise.all([
      setActive(cosigner.user.id, { isActive: false }),
      setActive(cosigner.user.id, { isActive: false }),
    ])
    expect([a.statusCode, b.statusCode]).toEqual([200, 200])
    expect(await statusEvents(cosigner.user.id)).toHaveLength(1)
    expect(await auditEvents(cosigner.user.id)).toHaveLength(1) // under retries too: one audit entry
    expect((await login('carl.cosigner@example.com', PASSWORD)).statusCode).toBe(403)
  })
})
