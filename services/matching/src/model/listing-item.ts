import { type CosignerBudgetRange, type FeeType, type ListingItem, type MoveInTimeline } from '@cosign/api'
import { bioPreview } from './profile-dto.js'
import { creditTierOrNull, incomeBandFor, housingBudgetBandFor, shortName } from './bands.js'

/** What the listing queries read of every listed profile (column names as in SQL). */
interface ListingRowBase {
  id: string
  user_id: string
  first_name: string
  last_name: string
  location: string
  credit_verified: boolean
  monthly_income_cents: number
  bio_head: string
}
export interface CosignerListingRow extends ListingRowBase {
  credit_score: number
  fee_type: string
  total_fee_cents: number
  max_rent_support_cents: number
  requires_lease_armor: boolean
}
export interface RenterListingRow extends ListingRowBase {
  credit_score: number | null
  cosigner_budget: string
  housing_budget_cents: number
  move_in_timeline: string
}

/**
 * What a listing item shows of either kind of profile: bands, never the figures (the exact values stay in
 * the row: the filters used them in SQL).
 */
function itemBase(r: CosignerListingRow | RenterListingRow) {
  return {
    id: r.id,
    userId: r.user_id,
    name: shortName(r.first_name, r.last_name),
    location: r.location,
    creditTier: creditTierOrNull(r.credit_score),
    creditVerified: r.credit_verified,
    incomeBand: incomeBandFor(r.monthly_income_cents),
    bioPreview: bioPreview(r.bio_head),
  }
}

export function cosignerItem(r: CosignerListingRow): ListingItem {
  return {
    kind: 'cosigner',
    ...itemBase(r),
    feeType: r.fee_type as FeeType,
    totalFeeCents: r.total_fee_cents,
    maxRentSupportCents: r.max_rent_support_cents,
    requiresLeaseArmor: r.requires_lease_armor,
  }
}

export function renterItem(r: RenterListingRow): ListingItem {
  return {
    kind: 'renter',
    ...itemBase(r),
    cosignerBudget: r.cosigner_budget as CosignerBudgetRange,
    housingBudgetBand: housingBudgetBandFor(r.housing_budget_cents),
    moveInTimeline: r.move_in_timeline as MoveInTimeline,
  }
}
