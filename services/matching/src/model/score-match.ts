import {
  cosignerBudgetRange,
  creditTierFor,
  type CreditTier,
  type MatchStrength,
  type MoveInTimeline,
} from '@cosign/api'

/** What matching needs from the renter's saved profile. */
export interface RenterCriteria {
  /** Top of the renter's cosigner budget range, in cents. */
  budgetMaxCents: number
  housingBudgetCents: number
  locationKey: string
  stateKey: string
  moveInTimeline: MoveInTimeline
}

/** What matching needs from an approved cosigner's profile. */
export interface CosignerFacts {
  creditScore: number
  feeCents: number
  maxRentSupportCents: number
  locationKey: string
  stateKey: string
  requireUpfront: boolean
}

export const SCORE_WEIGHTS = { credit: 25, fee: 30, rentSupport: 25, location: 12, timeline: 8 } as const

const CREDIT_POINTS: Record<CreditTier, number> = { Platinum: 25, Gold: 20, Silver: 14, Standard: 6 }
/** Points for a cosigner who requires upfront payment, by how soon the renter moves in. */
const UPFRONT_POINTS: Record<MoveInTimeline, number> = {
  asap: 3,
  '1-month': 3,
  '2-3-months': 6,
  '3-6-months': 6,
  flexible: 8,
}

/**
 * How well a cosigner fits a renter: an integer 0-100, the sum of five parts.
 *
 * - Credit tier, 25: Platinum (800+) 25, Gold (740-799) 20, Silver (670-739) 14, below 6. A stronger
 *   guarantor is what makes a landlord accept the application.
 * - Fee vs the renter's cosigner budget, 30: a fee at or under the top of the budget range scores 30 (a
 *   cheaper cosigner is never worse); above it, points fall linearly to 0 at twice the top:
 *   floor(30 * (2 * top - fee) / top).
 * - Maximum rent support vs the housing budget, 25: support covering the monthly rent the renter looks
 *   for scores 25; less scores in proportion: floor(25 * support / housingBudget).
 * - Location, 12: the same "City, ST" (case- and space-insensitive) 12; the same state (text after the
 *   last comma) 7; otherwise 0.
 * - Move-in timeline, 8: a cosigner who does not require upfront payment can sign at once: 8 for every
 *   renter. One who does adds a payment step before signing: 3 for renters moving in asap or within a
 *   month, 6 for 2-3 or 3-6 months, 8 for flexible.
 *
 * Integer arithmetic only, so the same inputs always give the same score.
 */
export function scoreMatch(renter: RenterCriteria, cosigner: CosignerFacts): number {
  return (
    creditPoints(cosigner.creditScore) +
    feePoints(cosigner.feeCents, renter.budgetMaxCents) +
    rentSupportPoints(cosigner.maxRentSupportCents, renter.housingBudgetCents) +
    locationPoints(
      cosigner.locationKey === renter.locationKey,
      renter.stateKey !== '' && cosigner.stateKey === renter.stateKey,
    ) +
    timelinePoints(cosigner.requireUpfront, renter.moveInTimeline)
  )
}

// The five parts of scoreMatch, exported for the ranking loop (which precomputes what it can per cosigner).

export function creditPoints(creditScore: number): number {
  return CREDIT_POINTS[creditTierFor(creditScore)]
}

export function feePoints(feeCents: number, budgetTopCents: number): number {
  if (feeCents <= budgetTopCents) return SCORE_WEIGHTS.fee
  return Math.max(0, Math.floor((SCORE_WEIGHTS.fee * (2 * budgetTopCents - feeCents)) / budgetTopCents))
}

export function rentSupportPoints(maxRentSupportCents: number, housingBudgetCents: number): number {
  if (maxRentSupportCents >= housingBudgetCents) return SCORE_WEIGHTS.rentSupport
  return Math.floor((SCORE_WEIGHTS.rentSupport * maxRentSupportCents) / housingBudgetCents)
}

export function locationPoints(sameCity: boolean, sameState: boolean): number {
  return sameCity ? SCORE_WEIGHTS.location : sameState ? 7 : 0
}

export function timelinePoints(requireUpfront: boolean, moveInTimeline: MoveInTimeline): number {
  return requireUpfront ? UPFRONT_POINTS[moveInTimeline] : SCORE_WEIGHTS.timeline
}

/** The most a cosigner with these credit points can score (every other part at its maximum). */
export function bestPossibleScore(creditPointsOfCosigner: number): number {
  return (
    creditPointsOfCosigner +
    SCORE_WEIGHTS.fee +
    SCORE_WEIGHTS.rentSupport +
    SCORE_WEIGHTS.location +
    SCORE_WEIGHTS.timeline
  )
}

/** High from 80, Medium from 60, Low below. */
export function matchStrengthFor(score: number): MatchStrength {
  if (score >= 80) return 'High'
  if (score >= 60) return 'Medium'
  return 'Low'
}

/** The criteria of a saved renter profile. */
export function renterCriteria(profile: {
  cosignerBudget: string
  housingBudgetCents: number
  locationKey: string
  stateKey: string
  moveInTimeline: string
}): RenterCriteria {
  const range = cosignerBudgetRange(profile.cosignerBudget)
  if (!range) throw new Error(`unknown cosigner budget range ${profile.cosignerBudget}`)
  return {
    budgetMaxCents: range.maxCents,
    // Validation keeps it positive; guard the division anyway.
    housingBudgetCents: Math.max(1, profile.housingBudgetCents),
    locationKey: profile.locationKey,
    stateKey: profile.stateKey,
    moveInTimeline: (profile.moveInTimeline in UPFRONT_POINTS
      ? profile.moveInTimeline
      : 'flexible') as MoveInTimeline,
  }
}

/**
 * How fast a cosigner answers requests, as a band (lower ranks first): 0 within an hour, 1 within a day, 2 within
 * three days, 3 slower or no answered request yet. Bands, not seconds, so that cosigners alike in what matters
 * to a renter stay tied and the per-renter order decides between them.
 */
export const RESPONSE_BANDS = [3600, 86_400, 259_200] as const
export const RESPONSE_BAND_NONE = RESPONSE_BANDS.length
export function responseBandFor(averageResponseSeconds: number | null): number {
  if (averageResponseSeconds === null || averageResponseSeconds < 0) return RESPONSE_BAND_NONE
  const band = RESPONSE_BANDS.findIndex((limit) => averageResponseSeconds <= limit)
  return band === -1 ? RESPONSE_BAND_NONE : band
}

/** FNV-1a, 32 bits: a stable number for an id (the same on every run and machine). */
export function hashId(id: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < id.length; i++) h = Math.imul(h ^ id.charCodeAt(i), 0x01000193)
  return h >>> 0
}

/** Mixes a renter's and a cosigner's id hashes (murmur3's finalizer): the renter's own order of tied cosigners. */
export function mixTieKey(renterHash: number, cosignerHash: number): number {
  let h = (renterHash ^ Math.imul(cosignerHash, 0x9e3779b1)) >>> 0
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b)
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35)
  return (h ^ (h >>> 16)) >>> 0
}

/** The tie-break key of a cosigner for a renter: stable for one renter, different between renters. */
export function tieKeyFor(renterId: string, cosignerProfileId: string): number {
  return mixTieKey(hashId(renterId), hashId(cosignerProfileId))
}

/** What orders two cosigners for one renter. */
export interface RankFacts {
  score: number
  creditVerified: boolean
  /** Leases the cosigner completed (from contracts' events). */
  completedLeases: number
  /** Average of the cosigner's released reviews by renters, in tenths of a star; 0 when reviewCount is 0. */
  reviewAverageTenths: number
  reviewCount: number
  responseBand: number
  tieKey: number
  id: string
}

/**
 * A cosigner without reviews ranks as if at the middle of the 1-5 scale (3.0): ahead of poor reviews, behind
 * good ones, so that a new cosigner is neither favoured nor buried for having none yet.
 */
export const UNREVIEWED_AVERAGE_TENTHS = 30
export function reviewRankFor(averageTenths: number, count: number): number {
  return count === 0 ? UNREVIEWED_AVERAGE_TENTHS : averageTenths
}

/**
 * Ranking order of two scored cosigners: score descending; equal scores by what matters to a renter, in this
 * order: an admin-verified credit report first, more completed leases, a better review average, more reviews,
 * the faster response band; then the renter's own order (tieKey), then id. Negative when `a` ranks first.
 */
export function compareMatches(a: RankFacts, b: RankFacts): number {
  return (
    b.score - a.score ||
    Number(b.creditVerified) - Number(a.creditVerified) ||
    b.completedLeases - a.completedLeases ||
    reviewRankFor(b.reviewAverageTenths, b.reviewCount) - reviewRankFor(a.reviewAverageTenths, a.reviewCount) ||
    b.reviewCount - a.reviewCount ||
    a.responseBand - b.responseBand ||
    a.tieKey - b.tieKey ||
    (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
  )
}
