import { LISTINGS_DEFAULT_PAGE_SIZE, PRIVACY_MESSAGES, type ListingTab, type ListingsQuery, type ListingsResponse } from '@cosign/api'
import { listingRepository, type ListingFilter } from '../repositories/listing-repository.js'
import { versionRepository, type VersionName } from '../repositories/version-repository.js'
import type { Deps } from './deps.js'
import { unauthorized } from '@cosign/service-kit'
import type { Viewer } from '../model/access.js'
import { normalizeSearchTerm } from '../model/location.js'
import { cosignerItem, renterItem } from '../model/listing-item.js'

/**
 * GET /listings: filtering, ordering and paging happen in PostgreSQL on partial indexes. The `all` tab is
 * every matching cosigner (income descending) followed by every matching renter (credit descending): its
 * page is cut from the two ordered lists using the cosigner count, so no union is ever sorted. Totals
 * come from a version-keyed count cache, and whole answers from another (VersionKeyedCache): the version is
 * read first, every time, so no answer is older than the last committed change, and a repeated page costs
 * one small query instead of its page query (issue 27).
 * Visitors (no viewer) get cosigners only: `renters` answers 401, `all` is the cosigners (issue 27).
 * Items carry bands (model/listing-item.ts); the filters compare the exact values in SQL.
 */
export async function listProfiles(
  deps: Pick<Deps, 'sql' | 'listingCounts' | 'listingPages'>,
  viewer: Viewer | null,
  query: ListingsQuery,
): Promise<ListingsResponse> {
  const requested: ListingTab = query.tab ?? 'all'
  if (!viewer && requested === 'renters') throw unauthorized(PRIVACY_MESSAGES.signInToBrowseRenters)
  const tab: ListingTab = viewer ? requested : 'cosigners'
  const page = query.page ?? 1
  const pageSize = query.pageSize ?? LISTINGS_DEFAULT_PAGE_SIZE
  const filter: ListingFilter = {
    search: normalizeSearchTerm(query.search),
    minCreditScore: query.minCreditScore ?? null,
    minIncomeCents: query.minIncome ?? null,
  }
  const pool = deps.sql
  const filterKey = JSON.stringify([filter.search, filter.minCreditScore, filter.minIncomeCents])
  const versions = await versionRepository.all(pool)
  // The answer of a tab depends on its rows only: a renter's change leaves the cosigner pages remembered.
  const version =
    tab === 'cosigners' ? `c${versions.cosigners}` : tab === 'renters' ? `r${versions.renters}` : `c${versions.cosigners}r${versions.renters}`
  return deps.listingPages.get(`${tab}:${version}:${page}:${pageSize}:${filterKey}`, () =>
    readPage(deps, versions, tab, filter, filterKey, page, pageSize),
  )
}

/** One page of a listing and its total, from the database (what listProfiles remembers per version). */
async function readPage(
  deps: Pick<Deps, 'sql' | 'listingCounts'>,
  versions: Record<VersionName, bigint>,
  tab: ListingTab,
  filter: ListingFilter,
  filterKey: string,
  page: number,
  pageSize: number,
): Promise<ListingsResponse> {
  const pool = deps.sql
  const offset = (page - 1) * pageSize
  const cosignerTotal = () =>
    deps.listingCounts.get(`cosigners:${versions.cosigners}:${filterKey}`, () =>
      listingRepository.countCosigners(pool, filter),
    )
  const renterTotal = () =>
    deps.listingCounts.get(`renters:${versions.renters}:${filterKey}`, () =>
      listingRepository.countRenters(pool, filter),
    )

  if (tab === 'cosigners') {
    const [total, rows] = await Promise.all([
      cosignerTotal(),
      listingRepository.cosigners(pool, filter, offset, pageSize),
    ])
    return { items: rows.map(cosignerItem), total, page, pageSize }
  }
  if (tab === 'renters') {
    const [total, rows] = await Promise.all([
      renterTotal(),
      listingRepository.renters(pool, filter, offset, pageSize),
    ])
    return { items: rows.map(renterItem), total, page, pageSize }
  }

  // The cosigner part of the page is fetched alongside the counts; renters only when the page reaches them.
  const [cosigners, renters, cosignerRows] = await Promise.all([
    cosignerTotal(),
    renterTotal(),
    listingRepository.cosigners(pool, filter, offset, pageSize),
  ])
  const items = cosignerRows.map(cosignerItem)
  const remaining = pageSize - items.length
  if (remaining > 0 && offset + items.length < cosigners + renters) {
    const renterRows = await listingRepository.renters(
      pool,
      filter,
      Math.max(0, offset - cosigners),
      remaining,
    )
    items.push(...renterRows.map(renterItem))
  }
  return { items, total: cosigners + renters, page, pageSize }
}
