import type { CatalogSnapshot } from '../repositories/catalog-repository.js'
import { prepareForRanking, rankCatalog } from './cosigner-catalog.js'
import {
  compareMatches,
  reviewRankFor,
  UNREVIEWED_AVERAGE_TENTHS,
  matchStrengthFor,
  renterCriteria,
  responseBandFor,
  scoreMatch,
  tieKeyFor,
  type CosignerFacts,
  type RenterCriteria,
} from '../model/score-match.js'

const renter: RenterCriteria = {
  budgetMaxCents: 150_000, // '750-1500'
  housingBudgetCents: 200_000,
  locationKey: 'austin, tx',
  stateKey: 'tx',
  moveInTimeline: 'asap',
}
const ideal: CosignerFacts = {
  creditScore: 810,
  feeCents: 100_000,
  maxRentSupportCents: 250_000,
  locationKey: 'austin, tx',
  stateKey: 'tx',
  requireUpfront: false,
}

describe('scoreMatch', () => {
  it('a Platinum, affordable, fully supporting, same-city cosigner who signs without upfront scores 100', () => {
    expect(scoreMatch(renter, ideal)).toBe(100)
  })

  it('credit tier: Platinum 25, Gold 20, Silver 14, below 670 6', () => {
    expect(scoreMatch(renter, { ...ideal, creditScore: 800 })).toBe(100)
    expect(scoreMatch(renter, { ...ideal, creditScore: 799 })).toBe(95)
    expect(scoreMatch(renter, { ...ideal, creditScore: 740 })).toBe(95)
    expect(scoreMatch(renter, { ...ideal, creditScore: 739 })).toBe(89)
    expect(scoreMatch(renter, { ...ideal, creditScore: 670 })).toBe(89)
    expect(scoreMatch(renter, { ...ideal, creditScore: 669 })).toBe(81)
    expect(scoreMatch(renter, { ...ideal, creditScore: 300 })).toBe(81)
  })

  it('fee: full points up to the top of the budget range, then linearly down to 0 at twice the top', () => {
    expect(scoreMatch(renter, { ...ideal, feeCents: 30_000 })).toBe(100) // cheaper than the range is fine
    expect(scoreMatch(renter, { ...ideal, feeCents: 150_000 })).toBe(100)
    expect(scoreMatch(renter, { ...ideal, feeCents: 225_000 })).toBe(85) // halfway: 15 of 30
    expect(scoreMatch(renter, { ...ideal, feeCents: 160_000 })).toBe(98) // floor(30 * 140000 / 150000) = 28
    expect(scoreMatch(renter, { ...ideal, feeCents: 300_000 })).toBe(70)
    expect(scoreMatch(renter, { ...ideal, feeCents: 400_000 })).toBe(70) // never negative
  })

  it('rent support: full when it covers the housing budget, else proportional', () => {
    expect(scoreMatch(renter, { ...ideal, maxRentSupportCents: 200_000 })).toBe(100)
    expect(scoreMatch(renter, { ...ideal, maxRentSupportCents: 100_000 })).toBe(87) // 75 + floor(25 / 2)
    expect(scoreMatch(renter, { ...ideal, maxRentSupportCents: 0 })).toBe(75)
  })

  it('location: same city 12, same state 7, elsewhere 0', () => {
    expect(scoreMatch(renter, { ...ideal, locationKey: 'dallas, tx' })).toBe(95)
    expect(scoreMatch(renter, { ...ideal, locationKey: 'miami, fl', stateKey: 'fl' })).toBe(88)
    // A renter without a state part only matches the exact city.
    expect(
      scoreMatch(
        { ...renter, locationKey: 'austin', stateKey: '' },
        { ...ideal, locationKey: 'boston', stateKey: '' },
      ),
    ).toBe(88)
  })

  it('timeline: upfront payment costs most for urgent move-ins and nothing for flexible ones', () => {
    const upfront = { ...ideal, requireUpfront: true }
    expect(scoreMatch({ ...renter, moveInTimeline: 'asap' }, upfront)).toBe(95)
    expect(scoreMatch({ ...renter, moveInTimeline: '1-month' }, upfront)).toBe(95)
    expect(scoreMatch({ ...renter, moveInTimeline: '2-3-months' }, upfront)).toBe(98)
    expect(scoreMatch({ ...renter, moveInTimeline: '3-6-months' }, upfront)).toBe(98)
    expect(scoreMatch({ ...renter, moveInTimeline: 'flexible' }, upfront)).toBe(100)
  })

  it('always an integer between 0 and 100', () => {
    for (let k = 0; k < 2000; k++) {
      const s = scoreMatch(
        {
          ...renter,
          budgetMaxCents: 70_000 + (k % 5) * 80_000,
          housingBudgetCents: 50_000 + ((k * 37) % 400_000),
        },
        {
          ...ideal,
          creditScore: 300 + ((k * 13) % 551),
          feeCents: (k * 1237) % 250_001,
          maxRentSupportCents: (k * 977) % 600_000,
          requireUpfront: k % 2 === 0,
        },
      )
      expect(Number.isInteger(s)).toBe(true)
      expect(s).toBeGreaterThanOrEqual(0)
      expect(s).toBeLessThanOrEqual(100)
    }
  })

  it('match strength: High from 80, Medium from 60, Low below', () => {
    expect(matchStrengthFor(100)).toBe('High')
    expect(matchStrengthFor(80)).toBe('High')
    expect(matchStrengthFor(79)).toBe('Medium')
    expect(matchStrengthFor(60)).toBe('Medium')
    expect(matchStrengthFor(59)).toBe('Low')
  })

  it('renterCriteria reads the budget range and guards against a zero housing budget', () => {
    expect(
      renterCriteria({
        cosignerBudget: '2000-4000',
        housingBudgetCents: 0,
        locationKey: 'a, b',
        stateKey: 'b',
        moveInTimeline: 'flexible',
      }),
    ).toEqual({
      budgetMaxCents: 400_000,
      housingBudgetCents: 1,
      locationKey: 'a, b',
      stateKey: 'b',
      moveInTimeline: 'flexible',
    })
    expect(() =>
      renterCriteria({
        cosignerBudget: 'lots',
        housingBudgetCents: 1,
        locationKey: '',
        stateKey: '',
        moveInTimeline: 'asap',
      }),
    ).toThrow()
  })
})

describe('ranking', () => {
  it('compareMatches: score, verified credit, completed leases, review average, review count, response band, renter order, id', () => {
    const base = {
      score: 80,
      creditVerified: false,
      completedLeases: 2,
      reviewAverageTenths: 40,
      reviewCount: 3,
      responseBand: 2,
      tieKey: 500,
      id: 'b',
    }
    const first = (a: typeof base, b: typeof base) => expect(compareMatches(a, b)).toBeLessThan(0)
    first({ ...base, score: 81 }, { ...base, creditVerified: true, completedLeases: 9 })
    // Each fact decides only when every fact before it is equal, whatever the facts after it say.
    first({ ...base, creditVerified: true }, { ...base, completedLeases: 9, reviewAverageTenths: 50, tieKey: 1 })
    first({ ...base, completedLeases: 3 }, { ...base, reviewAverageTenths: 50, reviewCount: 90, responseBand: 0 })
    first({ ...base, reviewAverageTenths: 41 }, { ...base, reviewCount: 90, responseBand: 0, tieKey: 1 })
    first({ ...base, reviewCount: 4 }, { ...base, responseBand: 0, tieKey: 1 })
    first({ ...base, responseBand: 1 }, { ...base, tieKey: 1 })
    first({ ...base, tieKey: 499 }, { ...base, id: 'a' })
    first({ ...base, id: 'a' }, base)
    expect(compareMatches(base, base)).toBe(0)
  })

  it('a cosigner without reviews ranks as an average of 3.0: behind good reviews, ahead of poor ones', () => {
    const base = { score: 80, creditVerified: false, completedLeases: 0, responseBand: 3, tieKey: 1, id: 'a' }
    const unreviewed = { ...base, reviewAverageTenths: 0, reviewCount: 0, tieKey: 0 }
    expect(reviewRankFor(0, 0)).toBe(UNREVIEWED_AVERAGE_TENTHS)
    expect(compareMatches({ ...base, reviewAverageTenths: 31, reviewCount: 1 }, unreviewed)).toBeLessThan(0)
    expect(compareMatches(unreviewed, { ...base, reviewAverageTenths: 29, reviewCount: 1 })).toBeLessThan(0)
    // Exactly 3.0 from reviews: the one with reviews goes first (more reviews).
    expect(compareMatches({ ...base, reviewAverageTenths: 30, reviewCount: 2 }, unreviewed)).toBeLessThan(0)
  })

  it('responseBandFor: an hour, a day, three days, then slower or unknown', () => {
    expect([60, 3600, 3601, 86_400, 200_000, 259_201, null].map(responseBandFor)).toEqual([
      0, 0, 1, 1, 2, 3, 3,
    ])
  })

  it('tieKeyFor is stable for one renter and orders tied cosigners differently between renters', () => {
    const cosigners = Array.from({ length: 20 }, (_, k) => `cosigner-${k}`)
    const orderFor = (renterId: string) =>
      [...cosigners].sort((x, y) => tieKeyFor(renterId, x) - tieKeyFor(renterId, y))
    expect(orderFor('renter-a')).toEqual(orderFor('renter-a'))
    expect(orderFor('renter-a')).not.toEqual(orderFor('renter-b'))
    // Over many renters, every cosigner reaches the top five somewhere: the same few never take every top place.
    const seenOnTop = new Set<string>()
    for (let r = 0; r < 200; r++) for (const id of orderFor(`renter-${r}`).slice(0, 5)) seenOnTop.add(id)
    expect(seenOnTop.size).toBe(cosigners.length)
  })

  function snapshotOf(
    rows: Array<
      CosignerFacts & {
        id: string
        userId?: string
        creditVerified?: boolean
        responseSeconds?: number
        completedLeases?: number
        reviewAverageTenths?: number
        reviewCount?: number
      }
    >,
  ): CatalogSnapshot {
    return {
      version: 1n,
      ids: rows.map((r) => r.id),
      userIds: rows.map((r) => r.userId ?? `u-${r.id}`),
      creditScores: Int32Array.from(rows.map((r) => r.creditScore)),
      feeCents: Int32Array.from(rows.map((r) => r.feeCents)),
      maxRentSupportCents: Int32Array.from(rows.map((r) => r.maxRentSupportCents)),
      requireUpfront: Uint8Array.from(rows.map((r) => (r.requireUpfront ? 1 : 0))),
      locationKeys: rows.map((r) => r.locationKey),
      stateKeys: rows.map((r) => r.stateKey),
      creditVerified: Uint8Array.from(rows.map((r) => (r.creditVerified ? 1 : 0))),
      responseSeconds: Int32Array.from(rows.map((r) => r.responseSeconds ?? -1)),
      completedLeases: Int32Array.from(rows.map((r) => r.completedLeases ?? 0)),
      reviewAverageTenths: Uint8Array.from(rows.map((r) => r.reviewAverageTenths ?? 0)),
      reviewCounts: Int32Array.from(rows.map((r) => r.reviewCount ?? 0)),
    }
  }

  it('rankCatalog returns the same top N as scoring and sorting everything, for many kinds of renter', async () => {
    const rows = Array.from({ length: 3000 }, (_, k) => ({
      id: `id-${String((k * 7919) % 3000).padStart(5, '0')}`,
      creditScore: 300 + ((k * 31) % 551),
      feeCents: ((k * 4567) % 2500) * 100,
      maxRentSupportCents: ((k * 331) % 4000) * 100,
      locationKey: ['austin, tx', 'dallas, tx', 'miami, fl', 'portland'][k % 4],
      stateKey: ['tx', 'tx', 'fl', ''][k % 4],
      requireUpfront: k % 4 === 0,
      creditVerified: k % 3 === 0,
      responseSeconds: [-1, 600, 50_000, 100_000, 900_000][k % 5],
      completedLeases: [0, 0, 1, 3][k % 4 === 0 ? (k >> 2) % 4 : 0],
      reviewAverageTenths: [0, 25, 30, 48][(k >> 3) % 4],
      reviewCount: [0, 2, 5, 1][(k >> 3) % 4],
    }))
    const catalog = prepareForRanking(snapshotOf(rows))
    const renters: RenterCriteria[] = [
      renter,
      {
        ...renter,
        locationKey: 'tampa, fl',
        stateKey: 'fl',
        moveInTimeline: 'flexible',
        budgetMaxCents: 70_000,
      },
      {
        ...renter,
        locationKey: 'portland',
        stateKey: '',
        moveInTimeline: '2-3-months',
        housingBudgetCents: 350_000,
      },
      {
        ...renter,
        locationKey: 'nowhere, zz',
        stateKey: 'zz',
        budgetMaxCents: 400_000,
        housingBudgetCents: 50_000,
      },
    ]
    for (const r of renters)
      for (const limit of [1, 10, 50]) {
        const expected = rows
          .map((c) => ({
            id: c.id,
            score: scoreMatch(r, c),
            creditVerified: c.creditVerified,
            completedLeases: c.completedLeases,
            reviewAverageTenths: c.reviewAverageTenths,
            reviewCount: c.reviewCount,
            responseBand: responseBandFor(c.responseSeconds < 0 ? null : c.responseSeconds),
            tieKey: tieKeyFor('renter-1', c.id),
          }))
          .sort(compareMatches)
          .slice(0, limit)
        const ranked = rankCatalog(catalog, r, limit, 'renter-1')
        expect(
          ranked.map(({ index: _index, ...facts }) => facts),
        ).toEqual(expected)
      }
  })

  it('rankCatalog skips the renter own account and handles fewer rows than the limit', () => {
    const rows = [
      { ...ideal, id: 'a', userId: 'me' },
      { ...ideal, id: 'b', creditScore: 700 },
    ]
    expect(rankCatalog(prepareForRanking(snapshotOf(rows)), renter, 10, 'me', 'me').map((r) => r.id)).toEqual(
      ['b'],
    )
    expect(rankCatalog(prepareForRanking(snapshotOf([])), renter, 10, 'me')).toEqual([])
  })
})
