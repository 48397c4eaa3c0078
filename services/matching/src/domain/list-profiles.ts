import {
  LISTINGS_DEFAULT_PAGE_SIZE,
  creditTierFor,
  type CosignerBudgetRange,
  type FeeType,
  type ListingItem,
  type ListingTab,
  type ListingsQuery,
  type ListingsResponse,
  type MoveInTimeline,
} from '@cosign/api'
import {
  listingRepository,
  type CosignerListingRow,
  type ListingFilter,
  type RenterListingRow,
} from '../repositories/listing-repository.js'
import { versionRepository } from '../repositories/version-repository.js'
import type { Deps } from './deps.js'
import { normalizeSearchTerm } from '../model/location.js'
import { bioPreview, fullName } from './profile-dto.js'

function cosignerItem(r: CosignerListingRow): ListingItem {
  return {
    kind: 'cosigner',
    id: r.id,
    userId: r.user_id,
    name: fullName(r.first_name, r.last_name),
    location: r.location,
    creditScore: r.credit_score,
    creditTier: creditTierFor(r.credit_score),
    creditVerified: r.credit_verified,
    monthlyIncomeCents: r.monthly_income_cents,
    bioPreview: bioPreview(r.bio_head),
    feeType: r.fee_type as FeeType,
    totalFeeCents: r.total_fee_cents,
    maxRentSupportCents: r.max_rent_support_cents,
    requiresLeaseArmor: r.requires_lease_armor,
  }
}

function renterItem(r: RenterListingRow): ListingItem {
  return {
    kind: 'renter',
    id: r.id,
    userId: r.user_id,
    name: fullName(r.first_name, r.last_name),
    location: r.location,
    creditScore: r.credit_score,
    creditTier: creditTierFor(r.credit_score),
    creditVerified: r.credit_verified,
    monthlyIncomeCents: r.monthly_income_cents,
    bioPreview: bioPreview(r.bio_head),
    cosignerBudget: r.cosigner_budget as CosignerBudgetRange,
    housingBudgetCents: r.housing_budget_cents,
    moveInTimeline: r.move_in_timeline as MoveInTimeline,
  }
}

/**
 * GET /listings: filtering, ordering and paging happen in PostgreSQL on partial indexes. The `all` tab is
 * every matching cosigner (income descending) followed by every matching renter (credit descending): its
 * page is cut from the two ordered lists using the cosigner count, so no union is ever sorted. Totals
 * come from the version-keyed count cache (exact; see ListingCountCache).
 */
export async function listProfiles(
  deps: Pick<Deps, 'sql' | 'listingCounts'>,
  query: ListingsQuery,
): Promise<ListingsResponse> {
  const tab: ListingTab = query.tab ?? 'all'
  const page = query.page ?? 1
  const pageSize = query.pageSize ?? LISTINGS_DEFAULT_PAGE_SIZE
  const offset = (page - 1) * pageSize
  const filter: ListingFilter = {
    search: normalizeSearchTerm(query.search),
    minCreditScore: query.minCreditScore ?? null,
    minIncomeCents: query.minIncome ?? null,
  }
  const pool = deps.sql
  const filterKey = JSON.stringify([filter.search, filter.minCreditScore, filter.minIncomeCents])
  const versions = versionRepository.all(pool)
  const cosignerTotal = async () =>
    deps.listingCounts.get(`cosigners:${(await versions).cosigners}:${filterKey}`, () =>
      listingRepository.countCosigners(pool, filter),
    )
  const renterTotal = async () =>
    deps.listingCounts.get(`renters:${(await versions).renters}:${filterKey}`, () =>
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
