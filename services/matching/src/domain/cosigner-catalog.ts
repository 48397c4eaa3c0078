import type { CatalogSnapshot, CatalogSource, RankableCatalog } from '../repositories/catalog-repository.js'
import {
  bestPossibleScore,
  compareMatches,
  creditPoints,
  feePoints,
  hashId,
  mixTieKey,
  responseBandFor,
  locationPoints,
  rentSupportPoints,
  timelinePoints,
  type RankFacts,
  type RenterCriteria,
} from '../model/score-match.js'

/** A cosigner's rank facts (see compareMatches) and its place in the catalog snapshot. */
export interface RankedCosigner extends RankFacts {
  index: number
}

/**
 * Listed cosigners held in memory so that matching scores all of them in a few milliseconds instead of
 * scanning the table per request. Every use first reads the database's catalog version (bumped by a
 * trigger whenever a listed profile changes) and reloads when it moved, so results are never staler than
 * the last committed change. Concurrent reloads are coalesced.
 */
export class CosignerCatalog {
  private snapshot: RankableCatalog | null = null
  private reloading: Promise<RankableCatalog> | null = null

  constructor(private readonly source: CatalogSource) {}

  async current(): Promise<RankableCatalog> {
    const version = await this.source.version()
    // A reload already running may have read an older version: go again (bounded) until caught up.
    for (let attempt = 0; attempt < 3; attempt++) {
      if (this.snapshot && this.snapshot.version >= version) return this.snapshot
      await this.reload()
    }
    return this.snapshot as RankableCatalog
  }

  private reload(): Promise<RankableCatalog> {
    this.reloading ??= this.source
      .snapshot()
      .then((s) => (this.snapshot = prepareForRanking(s)))
      .finally(() => (this.reloading = null))
    return this.reloading
  }
}

/** Adds the precomputed columns of RankableCatalog to a snapshot. */
export function prepareForRanking(snapshot: CatalogSnapshot): RankableCatalog {
  const n = snapshot.ids.length
  const locationIndex = new Map<string, number>()
  const stateIndex = new Map<string, number>()
  const idOf = (index: Map<string, number>, key: string) => {
    let id = index.get(key)
    if (id === undefined) index.set(key, (id = index.size))
    return id
  }
  const credit = new Uint8Array(n)
  const locationIds = new Int32Array(n)
  const stateIds = new Int32Array(n)
  const responseBands = new Uint8Array(n)
  const idHashes = new Uint32Array(n)
  for (let i = 0; i < n; i++) {
    credit[i] = creditPoints(snapshot.creditScores[i])
    const seconds = snapshot.responseSeconds[i]
    responseBands[i] = responseBandFor(seconds < 0 ? null : seconds)
    idHashes[i] = hashId(snapshot.ids[i])
    locationIds[i] = idOf(locationIndex, snapshot.locationKeys[i])
    stateIds[i] = snapshot.stateKeys[i] === '' ? -1 : idOf(stateIndex, snapshot.stateKeys[i])
  }
  return {
    ...snapshot,
    creditPoints: credit,
    locationIds,
    stateIds,
    locationIndex,
    stateIndex,
    responseBands,
    idHashes,
  }
}

/**
 * The `limit` best cosigners for a renter, best first (the order of compareMatches), skipping the
 * renter's own account; ties broken per renter (renterUserId). The same points as scoreMatch, computed from its part functions; rows whose best
 * possible score cannot reach the current last place are skipped after one comparison.
 */
export function rankCatalog(
  catalog: RankableCatalog,
  renter: RenterCriteria,
  limit: number,
  renterUserId: string,
  excludeUserId?: string,
): RankedCosigner[] {
  // One extra place so that the renter's own profile (if listed at all) can be dropped afterwards
  // without a per-row check.
  const ranked = rankTop(
    catalog,
    renter,
    excludeUserId === undefined ? limit : limit + 1,
    hashId(renterUserId),
  )
  return (
    excludeUserId === undefined ? ranked : ranked.filter((r) => catalog.userIds[r.index] !== excludeUserId)
  ).slice(0, limit)
}

function rankTop(
  catalog: RankableCatalog,
  renter: RenterCriteria,
  limit: number,
  renterHash: number,
): RankedCosigner[] {
  const top: RankedCosigner[] = []
  const renterLocation = catalog.locationIndex.get(renter.locationKey) ?? -2
  // No state part on the renter's side never matches (-2 is nobody's id).
  const renterState = renter.stateKey === '' ? -2 : (catalog.stateIndex.get(renter.stateKey) ?? -2)
  const timelineWithUpfront = timelinePoints(true, renter.moveInTimeline)
  const timelineWithout = timelinePoints(false, renter.moveInTimeline)
  const n = catalog.ids.length
  for (let i = 0; i < n; i++) {
    const credit = catalog.creditPoints[i]
    if (top.length === limit && bestPossibleScore(credit) < top[limit - 1].score) continue
    const feeCents = catalog.feeCents[i]
    const score =
      credit +
      feePoints(feeCents, renter.budgetMaxCents) +
      rentSupportPoints(catalog.maxRentSupportCents[i], renter.housingBudgetCents) +
      locationPoints(catalog.locationIds[i] === renterLocation, catalog.stateIds[i] === renterState) +
      (catalog.requireUpfront[i] === 1 ? timelineWithUpfront : timelineWithout)
    // Below the last place: no tie-break needed (and nothing allocated, the common case).
    if (top.length === limit && score < top[limit - 1].score) continue
    const candidate: RankedCosigner = {
      index: i,
      id: catalog.ids[i],
      score,
      creditVerified: catalog.creditVerified[i] === 1,
      completedLeases: catalog.completedLeases[i],
      reviewAverageTenths: catalog.reviewAverageTenths[i],
      reviewCount: catalog.reviewCounts[i],
      responseBand: catalog.responseBands[i],
      tieKey: mixTieKey(renterHash, catalog.idHashes[i]),
    }
    if (top.length === limit && compareMatches(candidate, top[limit - 1]) >= 0) continue
    let at = top.length
    while (at > 0 && compareMatches(candidate, top[at - 1]) < 0) at--
    top.splice(at, 0, candidate)
    if (top.length > limit) top.pop()
  }
  return top
}
