// Profiles, listings and the dashboard summary (matching service, browser path /api/matching/...).
// The validators are in profile-rules.ts.
// Money is integer cents; the forms collect whole dollars and send `dollars * 100`.
import {
  EMPLOYMENT_OPTIONS,
  HOUSING_TYPES,
  MOVE_IN_TIMELINES,
  RENTAL_ISSUES,
  RENTER_BIO_COUNTER,
  type Role,
} from '../constants.js'
import { MAX_COSIGNER_FEE_CENTS } from '../money.js'
import { MESSAGES } from '../messages.js'
import type { HousingBudgetBand, IncomeBand } from './bands.js'

export const FEE_TYPES = ['one-time', 'setup-monthly'] as const
export type FeeType = (typeof FEE_TYPES)[number]
export type EmploymentStatus = (typeof EMPLOYMENT_OPTIONS)[number]
export type RentalIssue = (typeof RENTAL_ISSUES)[number]
export type MoveInTimeline = (typeof MOVE_IN_TIMELINES)[number]
export type HousingType = (typeof HOUSING_TYPES)[number]

/** The renter's cosigner budget ranges (spec section 9), in dollars as shown; `key` is what the API stores. */
export const COSIGNER_BUDGET_RANGES = [
  { key: '300-700', minCents: 30_000, maxCents: 70_000 },
  { key: '750-1500', minCents: 75_000, maxCents: 150_000 },
  { key: '1000-2000', minCents: 100_000, maxCents: 200_000 },
  { key: '1500-3000', minCents: 150_000, maxCents: 300_000 },
  { key: '2000-4000', minCents: 200_000, maxCents: 400_000 },
] as const
export type CosignerBudgetRange = (typeof COSIGNER_BUDGET_RANGES)[number]['key']
export function cosignerBudgetRange(key: string) {
  return COSIGNER_BUDGET_RANGES.find((r) => r.key === key) ?? null
}

/**
 * Credit tier of a score (spec's credit score ranges): Platinum 800-850, Gold 740-799, Silver 670-739,
 * Standard below 670 (the spec's "other").
 */
export const CREDIT_TIERS = ['Platinum', 'Gold', 'Silver', 'Standard'] as const
export type CreditTier = (typeof CREDIT_TIERS)[number]
export function creditTierFor(score: number | null): CreditTier {
  if (score === null) return 'Standard'
  if (score >= 800) return 'Platinum'
  if (score >= 740) return 'Gold'
  if (score >= 670) return 'Silver'
  return 'Standard'
}

/** Rating of a credit score (spec's rating tiers): Excellent 800+, Very Good 740+, Good 670+, Fair 580+, else Poor. */
export const CREDIT_RATINGS = ['Excellent', 'Very Good', 'Good', 'Fair', 'Poor'] as const
export type CreditRating = (typeof CREDIT_RATINGS)[number]
export function creditRatingFor(score: number): CreditRating {
  if (score >= 800) return 'Excellent'
  if (score >= 740) return 'Very Good'
  if (score >= 670) return 'Good'
  if (score >= 580) return 'Fair'
  return 'Poor'
}

export interface SuggestedFeeRange {
  tier: 'Platinum' | 'Gold' | 'Silver' | 'Bronze' | 'Entry'
  minCents: number
  maxCents: number
}
/** The spec's suggested cosigner fee tiers, one per credit rating, best first. */
const SUGGESTED_FEES: Record<CreditRating, SuggestedFeeRange> = {
  Excellent: { tier: 'Platinum', minCents: 200000, maxCents: 400000 },
  'Very Good': { tier: 'Gold', minCents: 150000, maxCents: 300000 },
  Good: { tier: 'Silver', minCents: 100000, maxCents: 200000 },
  Fair: { tier: 'Bronze', minCents: 75000, maxCents: 150000 },
  Poor: { tier: 'Entry', minCents: 30000, maxCents: 70000 },
}
/** The fee range to suggest to a cosigner with this credit score, within the fee cap (decisions.md). */
export function suggestedFeeRangeFor(score: number): SuggestedFeeRange {
  const range = SUGGESTED_FEES[creditRatingFor(score)]
  return { ...range, maxCents: Math.min(range.maxCents, MAX_COSIGNER_FEE_CENTS) }
}

/**
 * awaiting_payment: saved form, creation fee not paid yet (the form reloads it after a failed payment).
 * pending_review: paid (or edited after payment), waiting for an admin. approved: listed and matched.
 * rejected: an admin refused it with a reason; saving the form again sends it back to review, no new fee.
 */
export const COSIGNER_PROFILE_STATUSES = [
  'awaiting_payment',
  'pending_review',
  'approved',
  'rejected',
] as const
export type CosignerProfileStatus = (typeof COSIGNER_PROFILE_STATUSES)[number]

/** Renter bio: at least 200 characters; the counter shows /500, which is also the maximum. */
export const RENTER_BIO_MAX = RENTER_BIO_COUNTER
/** Two-line bio preview in listings: the server sends at most this many characters. */
export const BIO_PREVIEW_LENGTH = 160

export const PROFILE_MESSAGES = {
  basicRequired: 'Please complete all required basic information fields.',
  financialRequired: 'Please complete all required financial information fields.',
  cosignerBioLength: 'Bio must be between 200-800 characters.',
  renterRequired: MESSAGES.fillAllRequired,
  renterBioTooShort: 'Bio must be at least 200 characters.',
  renterBioTooLong: 'Bio must be at most 500 characters.',
  creditScoreRange: 'Credit score must be between 300 and 850.',
  wholeNumbers: 'Please enter whole numbers: credit score and whole-dollar amounts.',
  feeTooHigh: 'The total fee cannot exceed $2,500.00.',
  feeNotPositive: 'The total fee must be greater than $0.',
  setupMonthlyTotal: 'Setup fee plus 12 monthly fees must equal the total fee.',
  maxRentSupportNotPositive: 'Maximum rent support must be greater than $0.',
  housingBudgetNotPositive: 'Housing budget must be greater than $0.',
  invalidEmail: MESSAGES.invalidEmail,
  invalidPhone: 'Please enter a valid phone number.',
  invalidOption: 'Please choose one of the listed options.',
  rejectionReasonRequired: 'A reason is required to reject a profile.',
  profileNotReviewable: 'Only profiles pending review can be approved or rejected.',
  invalidProfileId: MESSAGES.invalidProfileId,
  profileNotFound: MESSAGES.profileNotFound,
} as const

// ---- Cosigner profile -------------------------------------------------------------------------------

/**
 * POST /profiles/cosigner (COSIGNER). Creates the profile as `awaiting_payment`, or updates it: while
 * awaiting payment it stays there; after payment any edit sends it (back) to `pending_review`.
 * The e-mail is the account's (read-only in the form) and is not sent.
 * Fee rules: totalFeeCents 1..250000; for setup-monthly, setupFeeCents + 12 * monthlyFeeCents must equal
 * totalFeeCents (12 months is the default lease); for one-time the setup/monthly fields are ignored.
 */
export interface CosignerProfileInput {
  firstName: string
  lastName: string
  location: string
  creditScore: number
  monthlyIncomeCents: number
  bio: string
  maxRentSupportCents: number
  feeType: FeeType
  totalFeeCents: number
  setupFeeCents?: number | null
  monthlyFeeCents?: number | null
  requireUpfront: boolean
  paypalEmail: string
  employmentStatus?: EmploymentStatus | null
  rentalHistoryIssues?: RentalIssue[]
  phone?: string | null
  /** Only renters enrolled in a Lease Armor plan may request this cosigner (default false). */
  requiresLeaseArmor?: boolean
}
export interface SaveCosignerProfileResponse {
  profileId: string
  status: CosignerProfileStatus
  /** True while the creation fee is still due: start checkout with purpose `profile_creation`, subjectId = profileId. */
  paymentRequired: boolean
}

/** What a cosigner asks and backs: in the owner's view and in the public one. */
export interface CosignerFeeTerms {
  maxRentSupportCents: number
  feeType: FeeType
  totalFeeCents: number
  setupFeeCents: number | null
  monthlyFeeCents: number | null
  requireUpfront: boolean
  requiresLeaseArmor: boolean
}

/** The owner's (or an admin's) full view of a cosigner profile. */
export interface CosignerProfileDto extends CosignerFeeTerms {
  id: string
  userId: string
  status: CosignerProfileStatus
  /** Listed and matchable: approved and the account is an active cosigner. */
  isActive: boolean
  rejectionReason: string | null
  firstName: string
  lastName: string
  email: string
  phone: string | null
  location: string
  creditScore: number
  creditVerified: boolean
  creditTier: CreditTier
  monthlyIncomeCents: number
  employmentStatus: EmploymentStatus | null
  rentalHistoryIssues: RentalIssue[]
  bio: string
  paypalEmail: string
  submittedAt: string | null
  reviewedAt: string | null
  createdAt: string
  updatedAt: string
}
/** GET /profiles/cosigner/mine: null when the user has not saved the form yet. */
export interface MyCosignerProfileResponse {
  profile: CosignerProfileDto | null
}

// ---- Renter profile ---------------------------------------------------------------------------------

/** PUT /profiles/renter (RENTER): creates or replaces the renter's profile. All required but rentalIssues. */
export interface RenterProfileInput {
  firstName: string
  lastName: string
  location: string
  monthlyIncomeCents: number
  employmentStatus: EmploymentStatus
  rentalIssues?: RentalIssue[]
  cosignerBudget: CosignerBudgetRange
  moveInTimeline: MoveInTimeline
  /** Monthly rent the renter is looking for, in cents. */
  housingBudgetCents: number
  housingType: HousingType
  bio: string
  phone?: string | null
}
export interface RenterProfileDto {
  id: string
  userId: string
  isActive: boolean
  firstName: string
  lastName: string
  email: string
  phone: string | null
  location: string
  /** From the credit score upload; null until the renter uploads one. */
  creditScore: number | null
  creditVerified: boolean
  monthlyIncomeCents: number
  employmentStatus: EmploymentStatus
  rentalIssues: RentalIssue[]
  cosignerBudget: CosignerBudgetRange
  moveInTimeline: MoveInTimeline
  housingBudgetCents: number
  housingType: HousingType
  bio: string
  createdAt: string
  updatedAt: string
}
export interface MyRenterProfileResponse {
  profile: RenterProfileDto | null
}

// ---- Admin review -----------------------------------------------------------------------------------

/** POST /admin/profiles/:id/reject (ADMIN). POST /admin/profiles/:id/approve takes no body. */
export interface RejectProfileRequest {
  reason: string
}
export interface ReviewProfileResponse {
  profile: CosignerProfileDto
}

// ---- Listings ---------------------------------------------------------------------------------------

export const LISTING_TABS = ['all', 'renters', 'cosigners'] as const
export type ListingTab = (typeof LISTING_TABS)[number]
export const LISTINGS_DEFAULT_PAGE_SIZE = 20
export const LISTINGS_MAX_PAGE_SIZE = 100

/**
 * GET /listings (public; a signed-in caller's token is read). Visitors get cosigners only: `tab=renters`
 * answers them 401 and `tab=all` lists cosigners alone. Items carry bands, never figures (bands.ts): the
 * filters compare the exact values on the server. Filters apply to both kinds. Order: cosigners by monthly income descending,
 * renters by credit score descending (renters without a score last), ties by id; the `all` tab lists
 * every matching cosigner first, then every matching renter. `search` matches name and location
 * (case-insensitive substring).
 */
export interface ListingsQuery {
  tab?: ListingTab
  search?: string
  minCreditScore?: number
  /** Minimum monthly income in cents. */
  minIncome?: number
  page?: number
  pageSize?: number
}
interface ListingBase {
  /** Profile id: open it at /profile/{id}. */
  id: string
  userId: string
  /** First name and last initial ("Maria G."). */
  name: string
  location: string
  /** Band of the credit score; null when the person has no score yet. */
  creditTier: CreditTier | null
  /** An admin verified the user's latest credit report (the badge); otherwise the tier is self-reported. */
  creditVerified: boolean
  incomeBand: IncomeBand
  /** At most BIO_PREVIEW_LENGTH characters, ending with an ellipsis when cut. */
  bioPreview: string
}
/** A cosigner's published terms (fee, rent they back) are shown as they set them. */
export interface CosignerListing extends ListingBase {
  kind: 'cosigner'
  feeType: FeeType
  totalFeeCents: number
  maxRentSupportCents: number
  requiresLeaseArmor: boolean
}
export interface RenterListing extends ListingBase {
  kind: 'renter'
  cosignerBudget: CosignerBudgetRange
  housingBudgetBand: HousingBudgetBand
  moveInTimeline: MoveInTimeline
}
export type ListingItem = CosignerListing | RenterListing
export interface ListingsResponse {
  items: ListingItem[]
  total: number
  page: number
  pageSize: number
}

// ---- Profile view -----------------------------------------------------------------------------------

/**
 * GET /profiles/:id (signed in). 400 'Invalid profile ID format' for a non-UUID, 404 'Profile not found'
 * for an unknown id or a cosigner profile that is not approved (except for its owner and admins).
 * email, phone and paypalEmail are ABSENT (not null) unless `contactUnlocked`: the viewer owns the
 * profile, is an admin, or completed an unlock_contact payment for it (or a match_request payment for it /
 * sent it a match request with a paid matching session).
 * Finances: bands always; the exact figures (creditScore, monthlyIncomeCents, a renter's housingBudgetCents)
 * and the last name are ABSENT unless `figuresShown`: the owner, an admin, or a cosigner this renter sent a
 * match request to or granted a credit-report request.
 */
export interface ProfileViewBase {
  id: string
  userId: string
  firstName: string
  /** Only with `figuresShown` or `contactUnlocked`. */
  lastName?: string
  /** Full name with `figuresShown` or `contactUnlocked`, else first name and last initial. */
  name: string
  location: string
  bio: string
  /** Band of the credit score; null while the person has no score. */
  creditTier: CreditTier | null
  creditVerified: boolean
  incomeBand: IncomeBand
  figuresShown: boolean
  creditScore?: number | null
  monthlyIncomeCents?: number
  isActive: boolean
  contactUnlocked: boolean
  /** Whether the viewer is the owner (the screen then offers Edit instead of Unlock). */
  isOwner: boolean
  email?: string
  phone?: string | null
  createdAt: string
}
export interface CosignerProfileView extends ProfileViewBase, CosignerFeeTerms {
  kind: 'cosigner'
  status: CosignerProfileStatus
  employmentStatus: EmploymentStatus | null
  paypalEmail?: string
  /** The cosigner's leases from real contracts: active = finalized and running, completed = the lease ended. */
  leases: { active: number; completed: number }
}
export interface RenterProfileView extends ProfileViewBase {
  kind: 'renter'
  employmentStatus: EmploymentStatus
  rentalIssues: RentalIssue[]
  cosignerBudget: CosignerBudgetRange
  moveInTimeline: MoveInTimeline
  housingBudgetBand: HousingBudgetBand
  /** Only with `figuresShown`. */
  housingBudgetCents?: number
  housingType: HousingType
}
export type ProfileView = CosignerProfileView | RenterProfileView
export interface ProfileViewResponse {
  profile: ProfileView
}

// ---- Dashboard --------------------------------------------------------------------------------------

/** GET /profiles/me/summary (signed in): the dashboard's cards. */
export interface ProfileSummaryResponse {
  role: Role
  /** Complete: renter profile saved / cosigner profile paid (pending review or approved) / admin. */
  profileStatus: 'Complete' | 'Basic'
  /** The cosigner profile's review status, null for users without one. */
  cosignerProfileStatus: CosignerProfileStatus | null
  cosignerProfileId: string | null
  renterProfileId: string | null
  /** null shows "Not Set". */
  creditScore: number | null
  creditVerified: boolean
  /** Badge: the account is active and, for cosigners, the profile is approved. */
  isActive: boolean
}
