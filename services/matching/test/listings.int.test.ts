import { BIO_PREVIEW_LENGTH, PRIVACY_MESSAGES } from '@cosign/api'
import {
  approvedCosigner,
  cosignerForm,
  json,
  renterWithProfile,
  startHarness,
  type Harness,
  type TestUser,
} from './helpers.js'

let h: Harness
let admin: TestUser
/** A signed-in cosigner: the listings' renters are read as them (visitors get cosigners only). */
let viewer: TestUser
const cosigners: Array<{ profileId: string; income: number; credit: number; name: string }> = []
const renters: Array<{ profileId: string; income: number; credit: number | null; name: string }> = []

// income (dollars), credit, last name
const COSIGNERS: Array<[number, number, string]> = [
  [12_000, 810, 'Abbott'],
  [9_000, 700, 'Brightwater'],
  [9_000, 760, 'Castellano'], // same income as Brightwater: ordered by id
  [15_000, 640, 'Dunmore'],
  [4_000, 790, 'Ellery'],
]
const RENTERS: Array<[number, number | null, string]> = [
  [5_000, 720, 'Fairbanks'],
  [8_000, null, 'Greenleaf'],
  [3_000, 780, 'Holloway'],
  [6_000, 720, 'Ivers'], // same credit as Fairbanks: ordered by id
  [7_000, 650, 'Jessamy'],
  [2_000, null, 'Kettering'],
]

beforeAll(async () => {
  h = await startHarness()
  admin = await h.user('ADMIN', { register: false })
  viewer = await h.user('COSIGNER', { firstName: 'Vera', lastName: 'Viewer' })
  for (const [income, credit, last] of COSIGNERS) {
    const { profileId } = await approvedCosigner(h, admin, {
      lastName: last,
      monthlyIncomeCents: income * 100,
      creditScore: credit,
    })
    cosigners.push({ profileId, income: income * 100, credit, name: `Ana ${last}` })
  }
  for (const [income, credit, last] of RENTERS) {
    const { user, profileId } = await renterWithProfile(h, {
      lastName: last,
      monthlyIncomeCents: income * 100,
    })
    if (credit !== null)
      await h.publish('credit_report.uploaded', {
        userId: user.id,
        creditScore: credit,
        documentId: crypto.randomUUID(),
      })
    renters.push({ profileId, income: income * 100, credit, name: `Ben ${last}` })
  }
  // Wait for the credit scores (published last) to land.
  const withScore = RENTERS.filter(([, c]) => c !== null).length
  for (
    let i = 0;
    i < 200 &&
    (await h.app.prisma.renterProfile.count({ where: { creditScore: { not: null } } })) < withScore;
    i++
  )
    await new Promise((r) => setTimeout(r, 50))
  // Not listed: a draft and a profile pending review.
  const draft = await h.user('COSIGNER')
  await h.app.inject({
    method: 'POST',
    url: '/profiles/cosigner',
    headers: draft.auth,
    payload: cosignerForm({ lastName: 'Unpaid', monthlyIncomeCents: 99_000_000 }),
  })
}, 60_000)
afterAll(async () => h.close())

const get = async (query: string, as: TestUser | null = viewer) => {
  const res = await h.app.inject({ url: `/listings?${query}`, ...(as ? { headers: as.auth } : {}) })
  expect(res.statusCode).toBe(200)
  return json(res) as { items: Array<Record<string, unknown>>; total: number; page: number; pageSize: number }
}
const byId = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)
const cosignerOrder = () =>
  [...cosigners].sort((a, b) => b.income - a.income || byId(a.profileId, b.profileId))
const renterOrder = () =>
  [...renters].sort((a, b) => (b.credit ?? -1) - (a.credit ?? -1) || byId(a.profileId, b.profileId))

describe('GET /listings', () => {
  it('cosigners: approved only, by monthly income descending, ties by id', async () => {
    const page = await get('tab=cosigners')
    expect(page.total).toBe(COSIGNERS.length)
    expect(page.items.map((i) => i.id)).toEqual(cosignerOrder().map((c) => c.profileId))
    expect(page.items.every((i) => i.kind === 'cosigner')).toBe(true)
  })

  it('renters: by credit score descending, renters without a score last, ties by id', async () => {
    const page = await get('tab=renters')
    expect(page.total).toBe(RENTERS.length)
    expect(page.items.map((i) => i.id)).toEqual(renterOrder().map((r) => r.profileId))
    expect(page.items.at(-1)?.creditTier).toBeNull() // no score yet: no tier, not "Standard"
  })

  it('all: every cosigner then every renter, paged across the boundary with a stable total', async () => {
    const expected = [...cosignerOrder().map((c) => c.profileId), ...renterOrder().map((r) => r.profileId)]
    const seen: string[] = []
    for (let page = 1; page <= 4; page++) {
      const res = await get(`tab=all&page=${page}&pageSize=3`)
      expect(res.total).toBe(expected.length)
      expect(res.page).toBe(page)
      expect(res.pageSize).toBe(3)
      seen.push(...res.items.map((i) => i.id as string))
    }
    expect(seen).toEqual(expected)
    expect((await get('tab=all&page=5&pageSize=3')).items).toEqual([])
    expect((await get('')).items.map((i) => i.id)).toEqual(expected) // defaults: all, page 1, 20
  })

  it('filters: minimum credit score and minimum monthly income (cents), on both kinds', async () => {
    const credit = await get('tab=all&minCreditScore=720')
    expect(credit.items.map((i) => i.id).sort()).toEqual(
      [...cosigners.filter((c) => c.credit >= 720), ...renters.filter((r) => (r.credit ?? 0) >= 720)]
        .map((x) => x.profileId)
        .sort(),
    )
    expect(credit.total).toBe(credit.items.length)

    const income = await get('tab=cosigners&minIncome=900000')
    expect(income.items.map((i) => i.id)).toEqual(
      cosignerOrder()
        .filter((c) => c.income >= 900_000)
        .map((c) => c.profileId),
    )

    const both = await get('tab=renters&minCreditScore=700&minIncome=550000')
    expect(both.items.map((i) => i.id)).toEqual(
      renterOrder()
        .filter((r) => (r.credit ?? 0) >= 700 && r.income >= 550_000)
        .map((r) => r.profileId),
    )
  })

  it('search: case-insensitive substring of name or location; one or two characters match the start of the name', async () => {
    expect((await get('search=BRIGHT')).items.map((i) => i.name)).toEqual(['Ana B.'])
    expect((await get('search=water')).items.map((i) => i.name)).toEqual(['Ana B.'])
    expect((await get('tab=renters&search=austin')).total).toBe(RENTERS.length)
    expect((await get('search=be')).items.every((i) => String(i.name).startsWith('Ben'))).toBe(true)
    expect((await get('search=be')).total).toBe(RENTERS.length)
    expect((await get('search=100%25')).total).toBe(0) // LIKE wildcards are literal
  })

  it('items carry a bio preview and never a contact field', async () => {
    const page = await get('tab=all&pageSize=100')
    for (const item of page.items) {
      expect(item).not.toHaveProperty('email')
      expect(item).not.toHaveProperty('phone')
      expect(item).not.toHaveProperty('paypalEmail')
      expect(String(item.bioPreview).length).toBeLessThanOrEqual(BIO_PREVIEW_LENGTH)
      expect(String(item.bioPreview).length).toBeGreaterThan(50)
    }
    expect(page.items.find((i) => i.kind === 'cosigner')).toMatchObject({
      feeType: 'one-time',
      totalFeeCents: 150_000,
      maxRentSupportCents: 300_000,
    })
    expect(page.items.find((i) => i.kind === 'renter')).toMatchObject({
      cosignerBudget: '1000-2000',
      housingBudgetBand: '2000-2999',
      moveInTimeline: 'asap',
    })
  })

  it('privacy: a visitor gets cosigners only; tab=renters answers 401', async () => {
    const all = await get('tab=all&pageSize=100', null)
    expect(all.total).toBe(COSIGNERS.length)
    expect(all.items.map((i) => i.id)).toEqual(cosignerOrder().map((c) => c.profileId))
    expect(all.items.every((i) => i.kind === 'cosigner')).toBe(true)
    expect((await get('', null)).items.every((i) => i.kind === 'cosigner')).toBe(true)
    expect((await get('search=be', null)).total).toBe(0) // the renters named Ben are not found either
    const text = JSON.stringify(all)
    for (const r of renters) {
      expect(text).not.toContain(r.profileId)
      expect(text).not.toContain(r.name.split(' ')[1])
    }
    const renterTab = await h.app.inject({ url: '/listings?tab=renters' })
    expect(renterTab.statusCode).toBe(401)
    expect(json(renterTab).error).toEqual({ code: 'UNAUTHORIZED', message: PRIVACY_MESSAGES.signInToBrowseRenters })
    const badToken = await h.app.inject({ url: '/listings', headers: { authorization: 'Bearer nope' } })
    expect(badToken.statusCode).toBe(401)
  })

  it('privacy: visitor and cosigner answers carry bands, never exact figures or last names', async () => {
    for (const as of [null, viewer]) {
      const page = await get('tab=all&pageSize=100', as)
      expect(page.items.length).toBeGreaterThan(0)
      for (const item of page.items) {
        for (const key of ['creditScore', 'monthlyIncomeCents', 'housingBudgetCents', 'lastName'])
          expect(item).not.toHaveProperty(key)
        expect(item.incomeBand).toEqual(expect.any(String))
        expect(String(item.name)).toMatch(/^\S+ [A-Z]\.$/)
      }
      // No figure appears anywhere in the answer, under any key (cosigner items do carry their published
      // fee and rent support, which may equal someone's income: renters are checked on their own items).
      const text = JSON.stringify(page)
      const renterText = JSON.stringify(page.items.filter((i) => i.kind === 'renter'))
      expect(renterText).not.toMatch(/:\d/)
      for (const r of renters) {
        expect(renterText).not.toContain(String(r.income))
      }
      for (const c of cosigners) {
        expect(text).not.toContain(`:${c.income}`)
        expect(text).not.toContain(`:${c.credit}`)
      }
    }
    const renterPage = await get('tab=renters&pageSize=100')
    const fairbanks = renterPage.items.find((i) => i.id === renters[0]!.profileId)
    expect(fairbanks).toMatchObject({ name: 'Ben F.', creditTier: 'Silver', incomeBand: '5000-7499' })
    const abbott = (await get('tab=cosigners', null)).items.find((i) => i.id === cosigners[0]!.profileId)
    expect(abbott).toMatchObject({ name: 'Ana A.', creditTier: 'Platinum', incomeBand: '10000-14999' })
  })

  it('privacy: the filters still compare exact values (the answers show bands)', async () => {
    // 5,000 and 6,000 share a band; a 5,500 minimum splits them.
    const split = await get('tab=renters&minIncome=550000')
    expect(split.items.map((i) => i.id).sort()).toEqual(
      renters.filter((r) => r.income >= 550_000).map((r) => r.profileId).sort(),
    )
    const score = await get('tab=cosigners&minCreditScore=761', null)
    expect(score.items.map((i) => i.id).sort()).toEqual(
      cosigners.filter((c) => c.credit >= 761).map((c) => c.profileId).sort(),
    )
  })

  it('totals and pages stay exact when listed profiles change (both are cached per version of the listed rows)', async () => {
    const userIds = async (query: string) => (await get(query)).items.map((item) => item.userId)
    const cosignersBefore = (await get('tab=cosigners')).total
    const allBefore = (await get('')).total
    const rentersPage = await userIds('tab=renters&pageSize=100')
    const { user } = await approvedCosigner(h, admin, { lastName: 'Latecomer' })
    expect((await get('tab=cosigners')).total).toBe(cosignersBefore + 1)
    expect((await get('')).total).toBe(allBefore + 1)
    expect(await userIds('tab=cosigners&pageSize=100')).toContain(user.id)
    // A cosigner's change leaves the renters' remembered page as it was.
    expect(await userIds('tab=renters&pageSize=100')).toEqual(rentersPage)

    const renter = await renterWithProfile(h, { lastName: 'Transient' })
    expect((await get('tab=renters')).total).toBe(RENTERS.length + 1)
    expect(await userIds('tab=renters&pageSize=100')).toContain(renter.user.id)
    await h.publish('user.status_changed', { userId: renter.user.id, isActive: false })
    await h.publish('user.status_changed', { userId: user.id, isActive: false })
    for (let i = 0; i < 200 && (await get('')).total !== allBefore; i++)
      await new Promise((r) => setTimeout(r, 50))
    expect((await get('')).total).toBe(allBefore)
    expect((await get('tab=renters')).total).toBe(RENTERS.length)
    expect(await userIds('tab=renters&pageSize=100')).toEqual(rentersPage)
    expect(await userIds('tab=cosigners&pageSize=100')).not.toContain(user.id)
  })

  it('bad query parameters answer 400, never 500', async () => {
    for (const query of [
      'tab=everyone',
      'page=0',
      'page=abc',
      'pageSize=101',
      'minCreditScore=900',
      'minIncome=-5',
      'search=' + 'x'.repeat(101),
      'sort=name',
    ]) {
      const res = await h.app.inject({ url: `/listings?${query}`, headers: viewer.auth })
      expect(res.statusCode).toBe(400)
      expect(json(res).error.code).toBe('VALIDATION_ERROR')
    }
  })
})
