import {
  ADMIN_CLIENT_MESSAGES,
  type AdminClientDto,
  type AdminClientListResponse,
  type AdminClientResponse,
  type CosignerProfileInput,
  type Role,
} from '@cosign/api'
import type pg from 'pg'
import { adminClientRepository } from '../src/repositories/admin-client-repository.js'
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

// The admin clients tab: every renter and cosigner account, whatever its profile's state, newest first.
let h: Harness
let admin: TestUser
const ids: Record<string, string> = {}

/** A cosigner whose saved profile is awaiting payment, pending review or rejected. */
async function cosignerAt(
  status: 'awaiting_payment' | 'pending_review' | 'rejected',
  over: Partial<CosignerProfileInput>,
) {
  const user = await h.user('COSIGNER', { firstName: over.firstName, lastName: over.lastName })
  const saved = await h.app.inject({
    method: 'POST',
    url: '/profiles/cosigner',
    headers: user.auth,
    payload: cosignerForm(over),
  })
  if (saved.statusCode !== 201) throw new Error(`profile not created: ${saved.body}`)
  const { profileId } = json(saved)
  if (status === 'awaiting_payment') return user
  await h.pay(user, 'profile_creation', profileId)
  await waitFor(
    async () =>
      (await h.app.prisma.cosignerProfile.findUnique({ where: { id: profileId } }))?.status ===
      'pending_review',
    'profile paid',
  )
  if (status === 'rejected') {
    const res = await h.app.inject({
      method: 'POST',
      url: `/admin/profiles/${profileId}/reject`,
      headers: admin.auth,
      payload: { reason: 'Income could not be verified' },
    })
    if (res.statusCode !== 200) throw new Error(`profile not rejected: ${res.body}`)
  }
  return user
}

beforeAll(async () => {
  h = await startHarness()
  admin = await h.user('ADMIN', { register: false })
  // Created one after another, so the newest-first order is known (ties would go by id).
  ids.approved = (
    await approvedCosigner(h, admin, { firstName: 'Alma', lastName: 'Approved', location: 'Boise, ID' })
  ).user.id
  ids.pending = (
    await cosignerAt('pending_review', {
      firstName: 'Penny',
      lastName: 'Pendleton',
      location: 'Tacoma, WA',
      creditScore: 702,
      monthlyIncomeCents: 640_000,
      phone: '+1 253 555 0142',
      paypalEmail: 'penny.payout@example.test',
      feeType: 'setup-monthly',
      totalFeeCents: 240_000,
      setupFeeCents: 60_000,
      monthlyFeeCents: 15_000,
    })
  ).id
  ids.rejected = (await cosignerAt('rejected', { firstName: 'Rhea', lastName: 'Rejectley' })).id
  ids.unpaid = (await cosignerAt('awaiting_payment', { firstName: 'Uma', lastName: 'Unpaid' })).id
  ids.bareCosigner = (await h.user('COSIGNER', { firstName: 'Noor', lastName: 'Noprofile' })).id
  ids.inactiveCosigner = (await h.user('COSIGNER', { firstName: 'Ines', lastName: 'Inactive' })).id
  await h.publish('user.status_changed', { userId: ids.inactiveCosigner, isActive: false })
  await waitFor(
    async () =>
      (await h.app.prisma.user.findUnique({ where: { id: ids.inactiveCosigner } }))?.isActive === false,
    'account switched off',
  )

  ids.renter = (
    await renterWithProfile(h, { firstName: 'Rory', lastName: 'Renterson', location: 'Tacoma, WA' })
  ).user.id
  ids.bareRenter = (await h.user('RENTER', { firstName: 'Nell', lastName: 'Noprofile' })).id
  // A credit score uploaded without a profile still shows.
  await h.publish('credit_report.uploaded', {
    userId: ids.bareRenter,
    creditScore: 655,
    documentId: crypto.randomUUID(),
  })
  await waitFor(
    async () => (await h.app.prisma.user.findUnique({ where: { id: ids.bareRenter } }))?.creditScore === 655,
    'credit score recorded',
  )
  // Admins are not clients.
  ids.admin = (await h.user('ADMIN', { firstName: 'Ada', lastName: 'Noprofile' })).id
}, 90_000)
afterAll(async () => h.close())

const list = async (query: string, who: TestUser = admin) => {
  const res = await h.app.inject({ url: `/admin/clients?${query}`, headers: who.auth })
  expect(res.statusCode).toBe(200)
  return json<AdminClientListResponse>(res)
}
const names = (items: AdminClientDto[]) => items.map((i) => i.name)

/** Accounts of a role, newest first, ties by id: the order the tab promises. */
async function expectedOrder(role: Role): Promise<string[]> {
  const users = await h.app.prisma.user.findMany({
    where: { role },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
  })
  return users.map((u) => u.id)
}

describe('GET /admin/clients', () => {
  it('cosigners: every account of the role, with or without a profile, in every review state, newest first', async () => {
    const page = await list('kind=cosigner')
    expect(page.total).toBe(6)
    expect(page).toMatchObject({ page: 1, pageSize: 20 })
    expect(page.items.map((i) => i.id)).toEqual(await expectedOrder('COSIGNER'))
    const byId = Object.fromEntries(page.items.map((i) => [i.id, i]))
    expect(byId[ids.approved]).toMatchObject({ kind: 'cosigner', profileStatus: 'approved', isActive: true })
    expect(byId[ids.pending]).toEqual({
      id: ids.pending,
      kind: 'cosigner',
      name: 'Penny Pendleton',
      email: expect.stringMatching(/^cosigner-.*@example\.test$/),
      location: 'Tacoma, WA',
      creditScore: 702,
      monthlyIncomeCents: 640_000,
      profileStatus: 'pending_review',
      profileId: expect.any(String),
      isActive: true,
      createdAt: expect.any(String),
    })
    expect(byId[ids.rejected].profileStatus).toBe('rejected')
    expect(byId[ids.unpaid].profileStatus).toBe('awaiting_payment')
    // No profile: the account's name, no profile figures.
    expect(byId[ids.bareCosigner]).toMatchObject({
      name: 'Noor Noprofile',
      location: null,
      creditScore: null,
      monthlyIncomeCents: null,
      profileStatus: 'none',
      profileId: null,
    })
    expect(byId[ids.inactiveCosigner]).toMatchObject({ profileStatus: 'none', isActive: false })
    // Never the limited listing fields' contact details.
    expect(Object.keys(byId[ids.pending])).not.toContain('phone')
  })

  it('renters: with a profile (complete) and without one (none); admins are in neither list', async () => {
    const page = await list('kind=renter')
    expect(page.total).toBe(2)
    expect(page.items.map((i) => i.id)).toEqual(await expectedOrder('RENTER'))
    const byId = Object.fromEntries(page.items.map((i) => [i.id, i]))
    expect(byId[ids.renter]).toMatchObject({
      kind: 'renter',
      name: 'Rory Renterson',
      location: 'Tacoma, WA',
      profileStatus: 'complete',
      monthlyIncomeCents: 500_000,
    })
    expect(byId[ids.bareRenter]).toMatchObject({ profileStatus: 'none', creditScore: 655, location: null })
    const everyone = [...page.items, ...(await list('kind=cosigner')).items].map((i) => i.id)
    expect(everyone).not.toContain(ids.admin)
  })

  it('search is case-insensitive over name, email and location, within the kind', async () => {
    // Profile name, account name (no profile), location (both kinds have one in Tacoma), email.
    expect(names((await list('kind=cosigner&search=PENDLE')).items)).toEqual(['Penny Pendleton'])
    expect(names((await list('kind=cosigner&search=noprofile')).items)).toEqual(['Noor Noprofile'])
    const tacoma = await list('kind=cosigner&search=tacoma,%20wa')
    expect(tacoma.total).toBe(1)
    expect(tacoma.items[0].id).toBe(ids.pending)
    expect((await list('kind=renter&search=Tacoma')).items.map((i) => i.id)).toEqual([ids.renter])
    const email = (await h.app.prisma.user.findUniqueOrThrow({ where: { id: ids.unpaid } })).email
    const byEmail = await list(`kind=cosigner&search=${encodeURIComponent(email.toUpperCase())}`)
    expect(byEmail.items.map((i) => i.id)).toEqual([ids.unpaid])
    // Extra spaces collapse; 1-2 characters match the start of the first name only.
    expect(names((await list('kind=cosigner&search=%20%20rhea%20%20rejectley%20')).items)).toEqual([
      'Rhea Rejectley',
    ])
    expect(names((await list('kind=cosigner&search=in')).items)).toEqual(['Ines Inactive'])
    // LIKE wildcards are plain characters; no match gives an empty page and a zero count.
    expect(await list('kind=cosigner&search=%25')).toMatchObject({ items: [], total: 0 })
    expect(await list('kind=renter&search=Pendleton')).toMatchObject({ items: [], total: 0 })
  })

  it('pages by page and pageSize with a stable total; past the end is empty', async () => {
    const all = await expectedOrder('COSIGNER')
    const seen: string[] = []
    for (let page = 1; page <= 3; page++) {
      const res = await list(`kind=cosigner&page=${page}&pageSize=2`)
      expect(res).toMatchObject({ total: 6, page, pageSize: 2 })
      expect(res.items).toHaveLength(2)
      seen.push(...res.items.map((i) => i.id))
    }
    expect(seen).toEqual(all)
    expect(await list('kind=cosigner&page=4&pageSize=2')).toMatchObject({ items: [], total: 6 })
    // Searching pages too.
    const searched = await list('kind=cosigner&search=noprofile&page=1&pageSize=1')
    expect(searched).toMatchObject({ total: 1, page: 1, pageSize: 1 })
  })

  it('refuses bad queries with 400', async () => {
    for (const query of [
      '',
      'kind=admin',
      'kind=cosigner&page=0',
      'kind=cosigner&page=10001',
      'kind=cosigner&pageSize=0',
      'kind=cosigner&pageSize=101',
      'kind=cosigner&page=x',
      `kind=cosigner&search=${'a'.repeat(101)}`,
      'kind=cosigner&bogus=1',
    ]) {
      const res = await h.app.inject({ url: `/admin/clients?${query}`, headers: admin.auth })
      expect({ query, status: res.statusCode }).toEqual({ query, status: 400 })
      expect(json(res).error.code).toEqual(expect.any(String))
    }
  })
})

describe('indexes', () => {
  it('the search repeats the indexed expression; the order comes from the (role, created_at, id) index', async () => {
    const client = await h.app.sql.connect()
    try {
      const plans: string[] = []
      const explaining = {
        query: async (sql: string, values: unknown[]) => {
          const { rows } = await client.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${sql}`, values)
          plans.push(rows.map((r) => r['QUERY PLAN']).join('\n'))
          return { rows: [{ n: 0 }] }
        },
      } as unknown as pg.Pool
      const { rows } = await client.query<{ def: string }>(
        `SELECT pg_get_indexdef('users_admin_search_idx'::regclass) AS def`,
      )
      // "... USING gin (lower(((first_name || ' '::text) ...)) gin_trgm_ops)": the part PostgreSQL matches on.
      const indexed = /USING gin \((.+) (?:\S+\.)?gin_trgm_ops\)$/.exec(rows[0].def)?.[1]
      expect(indexed).toMatch(/^lower\(/)
      // Without sorting, only that index can give the newest-first order.
      await client.query('SET enable_seqscan = off')
      await client.query('SET enable_sort = off')
      for (const kind of ['cosigner', 'renter'] as const) {
        plans.length = 0
        await adminClientRepository.count(explaining, { kind, search: 'pendleton' })
        await adminClientRepository.page(explaining, { kind, search: '' }, 0, 20)
        expect(plans[0]).toContain(`${indexed} ~~ '%pendleton%'`)
        expect(plans[1]).toContain('users_role_created_at_id_idx')
      }
    } finally {
      await client.query('RESET ALL')
      client.release()
    }
  })
})

describe('GET /admin/clients/:userId', () => {
  const get = (userId: string, who: TestUser = admin) =>
    h.app.inject({ url: `/admin/clients/${userId}`, headers: who.auth })

  it('gives the full cosigner profile: contact details, fees and review status', async () => {
    const res = await get(ids.pending)
    expect(res.statusCode).toBe(200)
    const { client } = json<AdminClientResponse>(res)
    expect(client.kind).toBe('cosigner')
    expect(client.profileStatus).toBe('pending_review')
    expect(client.account).toMatchObject({
      id: ids.pending,
      firstName: 'Penny',
      lastName: 'Pendleton',
      role: 'COSIGNER',
      isActive: true,
      creditScore: null,
    })
    expect(client.cosignerProfile).toMatchObject({
      userId: ids.pending,
      status: 'pending_review',
      isActive: false,
      phone: '+1 253 555 0142',
      paypalEmail: 'penny.payout@example.test',
      email: client.account.email,
      feeType: 'setup-monthly',
      totalFeeCents: 240_000,
      setupFeeCents: 60_000,
      monthlyFeeCents: 15_000,
      rejectionReason: null,
      submittedAt: expect.any(String),
      reviewedAt: null,
    })
    expect(client.renterProfile).toBeNull()
  })

  it('gives the rejection reason, and a client without a profile', async () => {
    const rejected = json<AdminClientResponse>(await get(ids.rejected)).client
    expect(rejected.profileStatus).toBe('rejected')
    expect(rejected.cosignerProfile).toMatchObject({
      status: 'rejected',
      rejectionReason: 'Income could not be verified',
      reviewedAt: expect.any(String),
    })
    const bare = json<AdminClientResponse>(await get(ids.bareCosigner)).client
    expect(bare).toMatchObject({
      kind: 'cosigner',
      profileStatus: 'none',
      cosignerProfile: null,
      renterProfile: null,
    })
  })

  it('gives a renter profile with its contact details; upper-case ids work', async () => {
    const res = await get(ids.renter.toUpperCase())
    expect(res.statusCode).toBe(200)
    const { client } = json<AdminClientResponse>(res)
    expect(client).toMatchObject({ kind: 'renter', profileStatus: 'complete', cosignerProfile: null })
    expect(client.renterProfile).toMatchObject({
      userId: ids.renter,
      firstName: 'Rory',
      phone: '+1 512 555 0199',
      email: client.account.email,
      housingType: 'apartment',
    })
  })

  it('404 for an unknown user and for an admin account; 400 for a malformed id', async () => {
    for (const id of [crypto.randomUUID(), ids.admin]) {
      const res = await get(id)
      expect(res.statusCode).toBe(404)
      expect(json(res).error.message).toBe(ADMIN_CLIENT_MESSAGES.clientNotFound)
    }
    for (const id of ['not-a-uuid', '123', `${ids.renter}x`]) {
      const res = await get(id)
      expect(res.statusCode).toBe(400)
      expect(json(res).error.message).toBe(ADMIN_CLIENT_MESSAGES.invalidUserId)
    }
  })
})

describe('admins only', () => {
  it('401 without a valid token, 403 for renters and cosigners, on both endpoints', async () => {
    const renter = await h.user('RENTER', { register: false })
    const cosigner = await h.user('COSIGNER', { register: false })
    for (const url of ['/admin/clients?kind=cosigner', `/admin/clients/${ids.pending}`]) {
      expect((await h.app.inject({ url })).statusCode).toBe(401)
      expect((await h.app.inject({ url, headers: { authorization: 'Bearer abc.def.ghi' } })).statusCode).toBe(
        401,
      )
      for (const who of [renter, cosigner]) {
        const res = await h.app.inject({ url, headers: who.auth })
        expect(res.statusCode).toBe(403)
        expect(json(res).error.code).toEqual(expect.any(String))
      }
    }
    // Checked before the input: a non-admin learns nothing from a malformed id either.
    expect((await h.app.inject({ url: '/admin/clients/not-a-uuid', headers: renter.auth })).statusCode).toBe(
      403,
    )
  })
})
