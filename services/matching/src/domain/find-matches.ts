import { creditTierFor, type FeeType, type MatchDto, type MatchesResponse } from '@cosign/api'
import { cosignerProfileRepository } from '../repositories/cosigner-profile-repository.js'
import type { Viewer } from '../model/access.js'
import type { Deps } from './deps.js'
import { rankCatalog } from './cosigner-catalog.js'
import { requireMatchingAccess } from './require-matching-access.js'
import { fullName } from '../model/profile-dto.js'
import { matchReasons } from '../model/match-reasons.js'
import {
  RESPONSE_BAND_NONE,
  compareMatches,
  matchStrengthFor,
  renterCriteria,
  scoreMatch,
  tieKeyFor,
} from '../model/score-match.js'

/**
 * GET /matches: ranks every listed cosigner for the renter's saved profile (in memory, see
 * CosignerCatalog), then reads the winners' current rows for display. Scores shown are recomputed from
 * those rows, so what the renter sees always matches the fee and support shown beside it. Equal scores: see
 * compareMatches (verified credit, completed leases, reviews, response time, then an order of the renter's own).
 */
export async function findMatches(
  deps: Pick<Deps, 'db' | 'transaction' | 'catalog' | 'now'>,
  viewer: Viewer,
  limit: number,
): Promise<MatchesResponse> {
  // The catalog's version check runs alongside the access checks; the catalog is only used if they pass.
  const catalog = deps.catalog.current()
  catalog.catch(() => undefined)
  const { renter, session } = await requireMatchingAccess(deps.db, viewer, deps.now())
  const criteria = renterCriteria(renter)
  const ranked = rankCatalog(await catalog, criteria, limit, viewer.id, viewer.id)
  const rankedById = new Map(ranked.map((r) => [r.id, r]))
  const rows = ranked.length
    ? await cosignerProfileRepository.findListedByIds(
        deps.db,
        ranked.map((r) => r.id),
      )
    : []

  const scored = rows.map((p) => {
    const facts = {
      creditScore: p.creditScore,
      feeCents: p.totalFeeCents,
      maxRentSupportCents: p.maxRentSupportCents,
      locationKey: p.locationKey,
      stateKey: p.stateKey,
      requireUpfront: p.requireUpfront,
    }
    // Response band, completed leases and reviews come from the catalog (read with it); the rest from the current row.
    const ranked = rankedById.get(p.id)
    const responseBand = ranked?.responseBand ?? RESPONSE_BAND_NONE
    return {
      p,
      id: p.id,
      score: scoreMatch(criteria, facts),
      creditVerified: p.creditVerified,
      completedLeases: ranked?.completedLeases ?? 0,
      reviewAverageTenths: ranked?.reviewAverageTenths ?? 0,
      reviewCount: ranked?.reviewCount ?? 0,
      responseBand,
      tieKey: tieKeyFor(viewer.id, p.id),
      reasons: matchReasons(criteria, { ...facts, creditVerified: p.creditVerified, responseBand }),
    }
  })
  const matches = scored.sort(compareMatches).map(({ p, score, reasons }): MatchDto => ({
    id: p.id,
    userId: p.userId,
    name: fullName(p.firstName, p.lastName),
    location: p.location,
    creditTier: creditTierFor(p.creditScore),
    creditVerified: p.creditVerified,
    matchStrength: matchStrengthFor(score),
    matchScore: score,
    feeType: p.feeType as FeeType,
    feeCents: p.totalFeeCents,
    maxRentSupportCents: p.maxRentSupportCents,
    requireUpfront: p.requireUpfront,
    requiresLeaseArmor: p.requiresLeaseArmor,
    reasons,
  }))
  return { matches, sessionExpiresAt: session.expiresAt.toISOString() }
}
