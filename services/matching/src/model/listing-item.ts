import { creditTierFor, type CosignerBudgetRange, type FeeType, type ListingItem, type MoveInTimeline } from '@cosign/api'
import { bioPreview, fullName } from './profile-dto.js'

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

/** What a listing item shows of either kind of profile. */
function itemBase(r: CosignerListingRow | RenterListingRow) {
  return {
    id: r.id,
    userId: r.user_id,
    name: fullName(r.first_name, r.last_name),
    location: r.location,
    creditScore: r.credit_score,
    creditTier: creditTierFor(r.credit_score),
    creditVerified: r.credit_verified,
    monthlyIncomeCents: r.monthly_income_cents,
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
    housingBudgetCents: r.housing_budget_cents,
    moveInTimeline: r.move_in_timeline as MoveInTimeline,
  }
}
