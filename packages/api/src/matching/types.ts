// Matching, match requests and credit report requests (matching service, browser path /api/matching/...).
import { LEASE_DURATIONS_MONTHS } from '../constants.js'
import { MESSAGES } from '../messages.js'
import { valuesOf } from '../shared/labels.js'
import type { CreditTier, FeeType } from './profile-types.js'

export const MATCH_STRENGTHS = ['High', 'Medium', 'Low'] as const
export type MatchStrength = (typeof MATCH_STRENGTHS)[number]
/** Find Your Cosigner promises "3 to 5 verified cosigners": the best five, unless a caller asks for more. */
export const MATCHES_DEFAULT_LIMIT = 5
export const MATCHES_MAX_LIMIT = 50
/** A completed match_request payment lets the renter run matching and send requests for this long. */
export const MATCHING_SESSION_DAYS = 30

export const MATCHING_ERROR_CODES = {
  paymentRequired: 'PAYMENT_REQUIRED',
  renterProfileRequired: 'RENTER_PROFILE_REQUIRED',
  invalidState: 'INVALID_STATE',
  leaseArmorRequired: 'LEASE_ARMOR_REQUIRED',
} as const

export const MATCHING_MESSAGES = {
  rentersOnly: MESSAGES.rentersOnlyAccessDenied,
  renterProfileRequired: 'Please complete your renter profile before finding a cosigner.',
  paymentRequired: 'Please pay the cosigner matching fee to see your matches.',
  /** The same 402 when sending a match request: the message says what the person was doing. */
  paymentRequiredToRequest: 'Please pay the cosigner matching fee to send a match request.',
  noMatches: 'No matching cosigners found at this time',
  noMatchesHint: 'Try adjusting your cosigner budget or housing budget in your renter profile.',
  fillAllRequired: MESSAGES.fillAllRequired,
  invalidLeaseDuration: 'Lease duration must be 6, 12, 18 or 24 months.',
  invalidMonthlyRent: 'Monthly rent must be a whole-dollar amount greater than $0.',
  invalidMoveInDate: 'Please enter a valid move-in date.',
  moveInDateInPast: 'The move-in date cannot be in the past.',
  cosignerNotAvailable: 'This cosigner is not available for matching.',
  duplicatePendingRequest: 'You already have a pending request with this cosigner.',
  invalidRequestId: 'Invalid request ID format',
  requestNotFound: 'Request not found',
  onlyCosignerCanRespond: 'Only the cosigner this request was sent to can accept or decline it.',
  onlyRenterCanWithdraw: 'Only the renter who sent this request can withdraw it.',
  requestNotPending: 'This request is no longer pending.',
  submitFailed: 'Failed to submit request',
  leaseArmorRequired:
    'This cosigner requires Lease Armor rental protection. Enroll in a Lease Armor plan before sending a request.',
  rentAboveMaximum: 'The monthly rent is above the most this cosigner supports.',
  /** Request to cosign, refused before the form opens (the server says why; the button shows it). */
  openContractWithCosigner: 'You already have a contract in progress with this cosigner.',
  cannotRequestYourself: 'You cannot send a request to your own profile.',
  invalidRequestSource: 'Unknown request source.',
  // Credit report requests
  noPendingCreditRequests: 'No pending credit report requests',
  cannotRequestOwnReport: 'You cannot request your own credit report.',
  userNotFound: 'User not found',
  invalidUserId: 'Invalid user ID format',
  duplicatePendingCreditRequest: 'You already have a pending request for this credit report.',
  onlyOwnerCanRespond: 'Only the owner of the credit report can approve or deny this request.',
  creditRequestApproved: 'Credit report request has been approved.',
  creditRequestDenied: 'Credit report request has been denied.',
  updateRequestFailed: 'Failed to update request.',
} as const

// ---- Matching ---------------------------------------------------------------------------------------

/**
 * GET /matches?limit= (RENTER with a saved renter profile and a matching session from a completed
 * match_request payment). 403 RENTER_PROFILE_REQUIRED without a renter profile, 402 PAYMENT_REQUIRED
 * without a live session. An empty list shows MATCHING_MESSAGES.noMatches with noMatchesHint.
 */
export interface MatchDto {
  /** Cosigner profile id (target of POST /match-requests and /profile/{id}). */
  id: string
  userId: string
  name: string
  location: string
  /** The tier band only: the exact score stays with the cosigner (and admins), as on listings and profiles. */
  creditTier: CreditTier
  /** An admin verified the cosigner's latest credit report (the badge). */
  creditVerified: boolean
  matchStrength: MatchStrength
  /** 0-100. */
  matchScore: number
  feeType: FeeType
  feeCents: number
  maxRentSupportCents: number
  requireUpfront: boolean
  /** The cosigner only backs renters enrolled in a Lease Armor plan. */
  requiresLeaseArmor: boolean
  /** Why this cosigner matches the renter, best first: computed by the server from the score's parts. */
  reasons: string[]
}
export interface MatchesResponse {
  matches: MatchDto[]
  /** When the matching session ends; after that a new match_request payment is needed. */
  sessionExpiresAt: string
}

// ---- Match requests ---------------------------------------------------------------------------------

/** Why a renter cannot ask this cosigner now (GET /cosigners/:id/request-eligibility, POST /match-requests). */
export const REQUEST_REFUSAL_CODES = [
  'RENTER_PROFILE_REQUIRED',
  'NOT_AVAILABLE',
  'OWN_PROFILE',
  'OPEN_REQUEST',
  'OPEN_CONTRACT',
  'RENT_ABOVE_MAXIMUM',
  'LEASE_ARMOR_REQUIRED',
] as const
export type RequestRefusalCode = (typeof REQUEST_REFUSAL_CODES)[number]

/**
 * GET /cosigners/:id/request-eligibility (RENTER): whether "Request to cosign" is open for this cosigner
 * profile and, if not, why (the message shown beside the disabled button). The same rules hold on submit.
 */
export interface RequestEligibility {
  cosignerProfileId: string
  canRequest: boolean
  refusal: { code: RequestRefusalCode; message: string } | null
}
/** GET /cosigners/request-eligibility?ids=a,b (RENTER): the same for a listing page's cosigner cards at once. */
export interface RequestEligibilityListResponse {
  items: RequestEligibility[]
  sessionExpiresAt: string | null
}
/** At most this many profiles per eligibility list (a listing page's largest size). */
export const REQUEST_ELIGIBILITY_MAX_IDS = 100

export interface RequestEligibilityResponse {
  canRequest: boolean
  refusal: { code: RequestRefusalCode; message: string } | null
  /**
   * The renter's live matching session ends then (no payment needed to send); null: the matching fee is paid
   * first, through the usual match_request checkout.
   */
  sessionExpiresAt: string | null
}

export const MATCH_REQUEST_STATUSES = ['pending', 'accepted', 'declined', 'withdrawn'] as const
export type MatchRequestStatus = (typeof MATCH_REQUEST_STATUSES)[number]
export type LeaseDurationMonths = (typeof LEASE_DURATIONS_MONTHS)[number]
/**
 * Where a match request was sent from: Find Your Cosigner's list, the cosigner's profile, a listing card; labelled
 * as the cosigner reads it.
 */
export const MATCH_REQUEST_SOURCE_LABELS = {
  matches: 'Find Your Cosigner matches',
  profile: 'Your profile page',
  listing: 'Your card in Listings',
}
export const MATCH_REQUEST_SOURCES = valuesOf(MATCH_REQUEST_SOURCE_LABELS)
export type MatchRequestSource = (typeof MATCH_REQUEST_SOURCES)[number]

/** POST /match-requests (RENTER with a live matching session). */
export interface CreateMatchRequestInput {
  cosignerProfileId: string
  /** Whole dollars in cents, > 0. */
  monthlyRentCents: number
  leaseDurationMonths: LeaseDurationMonths
  propertyAddress: string
  /** YYYY-MM-DD, today or later. */
  moveInDate: string
  message?: string | null
  /** Where the renter sends it from (shown to the cosigner); matches when left out. */
  source?: MatchRequestSource | null
}
export interface MatchRequestDto {
  id: string
  status: MatchRequestStatus
  renterId: string
  renterName: string
  renterProfileId: string
  cosignerId: string
  cosignerName: string
  cosignerProfileId: string
  monthlyRentCents: number
  leaseDurationMonths: number
  propertyAddress: string
  moveInDate: string
  message: string | null
  source: MatchRequestSource
  createdAt: string
  respondedAt: string | null
}
export interface MatchRequestResponse {
  request: MatchRequestDto
}
/**
 * GET /match-requests/incoming (COSIGNER: sent to me) and /outgoing (RENTER: sent by me), newest first;
 * ?status= narrows to one status. POST /match-requests/:id/accept|decline (only the cosigner it was sent
 * to) and /withdraw (only the renter who sent it); all three only while pending (else 409).
 */
export interface MatchRequestListResponse {
  items: MatchRequestDto[]
}

/** The first rule the match request form breaks, or null. `today` is YYYY-MM-DD (UTC on the server). */
export function validateMatchRequest(
  input: Partial<Record<keyof CreateMatchRequestInput, unknown>>,
  today: string,
): string | null {
  const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '')
  if (
    [
      input.cosignerProfileId,
      input.monthlyRentCents,
      input.leaseDurationMonths,
      input.propertyAddress,
      input.moveInDate,
    ].some(blank)
  )
    return MATCHING_MESSAGES.fillAllRequired
  const rent = input.monthlyRentCents
  if (typeof rent !== 'number' || !Number.isSafeInteger(rent) || rent <= 0 || rent % 100 !== 0)
    return MATCHING_MESSAGES.invalidMonthlyRent
  if (!(LEASE_DURATIONS_MONTHS as readonly unknown[]).includes(input.leaseDurationMonths))
    return MATCHING_MESSAGES.invalidLeaseDuration
  const date = String(input.moveInDate)
  if (!isCalendarDate(date)) return MATCHING_MESSAGES.invalidMoveInDate
  if (date < today) return MATCHING_MESSAGES.moveInDateInPast
  return null
}

/** YYYY-MM-DD naming a real day (rejects 2025-02-30). */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false
  const d = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value
}

// ---- Credit report requests -------------------------------------------------------------------------

export const CREDIT_REPORT_REQUEST_STATUSES = ['pending', 'approved', 'denied'] as const
export type CreditReportRequestStatus = (typeof CREDIT_REPORT_REQUEST_STATUSES)[number]

/** POST /credit-report-requests (signed in): ask to see another user's credit report. */
export interface CreateCreditReportRequestInput {
  targetUserId: string
}
export interface CreditReportRequestDto {
  id: string
  status: CreditReportRequestStatus
  requesterId: string
  requesterFirstName: string
  requesterLastName: string
  requesterEmail: string
  targetUserId: string
  targetName: string
  requestedAt: string
  approvedAt: string | null
  /**
   * When the requester used this approval's one view (the documents service reports it by event, so it
   * follows the view by a moment); null while pending, denied or approved and unused.
   */
  viewedAt: string | null
  updatedAt: string
}
export interface CreditReportRequestResponse {
  request: CreditReportRequestDto
}
/**
 * GET /credit-report-requests/incoming: the owner's pending requests, newest first (empty: the screen
 * shows MATCHING_MESSAGES.noPendingCreditRequests). GET /credit-report-requests/outgoing: the requester's
 * own requests in every status. POST /credit-report-requests/:id/approve|deny: the owner only (403 for
 * everyone else), only while pending (409). After approval the documents service gives the requester a
 * one-time link; after viewing (viewedAt set), a new request is needed.
 */
export interface CreditReportRequestListResponse {
  items: CreditReportRequestDto[]
}
