// The matching service's request and answer schemas (its endpoints are in endpoints.ts; the admin's in
// admin-schemas.ts).
import { Type } from '@sinclair/typebox'
import {
  LISTINGS_DEFAULT_PAGE_SIZE,
  LISTINGS_MAX_PAGE_SIZE,
  LISTING_TABS,
  type CosignerProfileInput,
  type ListingsResponse,
  type RenterProfileDto,
  type RenterProfileInput,
  type SaveCosignerProfileResponse,
} from './profile-types.js'
import {
  MATCHES_DEFAULT_LIMIT,
  MATCHES_MAX_LIMIT,
  MATCH_REQUEST_STATUSES,
  type CreateCreditReportRequestInput,
  type CreateMatchRequestInput,
  type CreditReportRequestListResponse,
  type CreditReportRequestResponse,
  type MatchRequestListResponse,
  type MatchRequestResponse,
  type MatchesResponse,
  type RequestEligibilityListResponse,
  type RequestEligibilityResponse,
  REQUEST_ELIGIBILITY_MAX_IDS,
} from './types.js'
import {
  b,
  bool,
  closedObject,
  i,
  iN,
  jsonObject,
  listOf,
  num,
  oneOf,
  s,
  sList,
  sN,
  str,
  strList,
} from '../shared/schemas.js'
/** Path parameter that is checked as a UUID by the domain (so it can answer with its own message). */
export const IdParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 100 }) })

// ---- Profiles -------------------------------------------------------------------------------------------

export const CosignerProfileBody = Type.Unsafe<CosignerProfileInput>({
  type: 'object',
  additionalProperties: false,
  properties: {
    firstName: str(100),
    lastName: str(100),
    location: str(200),
    creditScore: num,
    monthlyIncomeCents: num,
    bio: str(5000),
    maxRentSupportCents: num,
    feeType: str(50),
    totalFeeCents: num,
    setupFeeCents: num,
    monthlyFeeCents: num,
    requireUpfront: bool,
    requiresLeaseArmor: bool,
    paypalEmail: str(254),
    employmentStatus: str(50),
    rentalHistoryIssues: strList,
    phone: str(30),
  },
})

export const RenterProfileBody = Type.Unsafe<RenterProfileInput>({
  type: 'object',
  additionalProperties: false,
  properties: {
    firstName: str(100),
    lastName: str(100),
    location: str(200),
    monthlyIncomeCents: num,
    employmentStatus: str(50),
    rentalIssues: strList,
    cosignerBudget: str(50),
    moveInTimeline: str(50),
    housingBudgetCents: num,
    housingType: str(50),
    bio: str(5000),
    phone: str(30),
  },
})

export const cosignerProfileDto = {
  type: 'object',
  properties: {
    id: s,
    userId: s,
    status: s,
    isActive: b,
    rejectionReason: sN,
    firstName: s,
    lastName: s,
    email: s,
    phone: sN,
    location: s,
    creditScore: i,
    creditVerified: b,
    creditTier: s,
    monthlyIncomeCents: i,
    employmentStatus: sN,
    rentalHistoryIssues: sList,
    bio: s,
    maxRentSupportCents: i,
    feeType: s,
    totalFeeCents: i,
    setupFeeCents: iN,
    monthlyFeeCents: iN,
    requireUpfront: b,
    requiresLeaseArmor: b,
    paypalEmail: s,
    submittedAt: sN,
    reviewedAt: sN,
    createdAt: s,
    updatedAt: s,
  },
} as const

/** A pending profile on the admin review card: the profile, what changed since the last review, self-reported figures. */
export const pendingCosignerProfileDto = {
  type: 'object',
  properties: {
    ...cosignerProfileDto.properties,
    lastReviewedAt: sN,
    changes: listOf({ field: s, label: s, before: sN, after: sN }),
    selfReported: sList,
  },
} as const

export const renterProfileDto = {
  type: 'object',
  properties: {
    id: s,
    userId: s,
    isActive: b,
    firstName: s,
    lastName: s,
    email: s,
    phone: sN,
    location: s,
    creditScore: iN,
    creditVerified: b,
    monthlyIncomeCents: i,
    employmentStatus: s,
    rentalIssues: sList,
    cosignerBudget: s,
    moveInTimeline: s,
    housingBudgetCents: i,
    housingType: s,
    bio: s,
    createdAt: s,
    updatedAt: s,
  },
} as const

/**
 * Both kinds of profile view. Contact fields (email, phone, paypalEmail), exact figures and the last name
 * are absent unless the domain put them in.
 */
export const profileView = {
  type: 'object',
  properties: {
    kind: s,
    id: s,
    userId: s,
    firstName: s,
    lastName: s,
    name: s,
    location: s,
    bio: s,
    creditTier: sN,
    creditVerified: b,
    incomeBand: s,
    figuresShown: b,
    // only with figuresShown
    creditScore: iN,
    monthlyIncomeCents: i,
    isActive: b,
    contactUnlocked: b,
    isOwner: b,
    createdAt: s,
    email: s,
    phone: sN,
    paypalEmail: s,
    // cosigner
    status: s,
    maxRentSupportCents: i,
    feeType: s,
    totalFeeCents: i,
    setupFeeCents: iN,
    monthlyFeeCents: iN,
    requireUpfront: b,
    requiresLeaseArmor: b,
    leases: { type: 'object', properties: { active: i, completed: i } },
    // both (nullable for cosigners)
    employmentStatus: sN,
    // renter
    rentalIssues: sList,
    cosignerBudget: s,
    moveInTimeline: s,
    housingBudgetBand: s,
    housingBudgetCents: i,
    housingType: s,
  },
} as const

/** The save answers: 201 when the profile was created, 200 when it was updated. */
export const savedCosignerProfile = jsonObject<SaveCosignerProfileResponse>({ profileId: s, status: s, paymentRequired: b })
export const savedRenterProfile = jsonObject<{ profile: RenterProfileDto }>({ profile: renterProfileDto })

// ---- Listings -------------------------------------------------------------------------------------------

export const ListingsQuery = closedObject({
  tab: Type.Optional(oneOf(LISTING_TABS, { default: 'all' })),
  search: Type.Optional(Type.String({ maxLength: 100 })),
  minCreditScore: Type.Optional(Type.Integer({ minimum: 0, maximum: 850 })),
  /** Cents. */
  minIncome: Type.Optional(Type.Integer({ minimum: 0, maximum: 2_000_000_000 })),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000, default: 1 })),
  pageSize: Type.Optional(
    Type.Integer({ minimum: 1, maximum: LISTINGS_MAX_PAGE_SIZE, default: LISTINGS_DEFAULT_PAGE_SIZE }),
  ),
})

// Bands only (bands.ts): no exact credit score, income or rent budget of anyone is part of a listing.
export const listingsReply = jsonObject<ListingsResponse>({
  items: listOf({
    kind: s,
    id: s,
    userId: s,
    name: s,
    location: s,
    creditTier: sN,
    creditVerified: b,
    incomeBand: s,
    bioPreview: s,
    feeType: s,
    totalFeeCents: i,
    maxRentSupportCents: i,
    requiresLeaseArmor: b,
    cosignerBudget: s,
    housingBudgetBand: s,
    moveInTimeline: s,
  }),
  total: i,
  page: i,
  pageSize: i,
})

// ---- Matching and match requests ------------------------------------------------------------------------

export const MatchesQuery = closedObject({
  limit: Type.Optional(
    Type.Integer({ minimum: 1, maximum: MATCHES_MAX_LIMIT, default: MATCHES_DEFAULT_LIMIT }),
  ),
})

export const matchesReply = jsonObject<MatchesResponse>({
  matches: listOf({
    id: s,
    userId: s,
    name: s,
    location: s,
    creditTier: s,
    creditVerified: { type: 'boolean' },
    matchStrength: s,
    matchScore: i,
    feeType: s,
    feeCents: i,
    maxRentSupportCents: i,
    requireUpfront: b,
    requiresLeaseArmor: b,
    reasons: sList,
  }),
  sessionExpiresAt: s,
})

export const RequestEligibilityListQuery = closedObject({
  // Comma-separated profile ids, checked by the domain (so it can answer with its own message).
  ids: Type.String({ maxLength: REQUEST_ELIGIBILITY_MAX_IDS * 37 }),
})

export const requestEligibilityListReply = jsonObject<RequestEligibilityListResponse>({
  items: listOf({
    cosignerProfileId: s,
    canRequest: b,
    refusal: { type: ['object', 'null'], properties: { code: s, message: s } },
  }),
  sessionExpiresAt: sN,
})

export const requestEligibilityReply = jsonObject<RequestEligibilityResponse>({
  canRequest: b,
  refusal: {
    type: ['object', 'null'],
    properties: { code: s, message: s },
  },
  sessionExpiresAt: sN,
})

export const matchRequestDto = {
  type: 'object',
  properties: {
    id: s,
    status: s,
    renterId: s,
    renterName: s,
    renterProfileId: s,
    cosignerId: s,
    cosignerName: s,
    cosignerProfileId: s,
    monthlyRentCents: i,
    leaseDurationMonths: i,
    propertyAddress: s,
    moveInDate: s,
    message: sN,
    source: s,
    createdAt: s,
    respondedAt: sN,
  },
} as const
export const oneMatchRequest = jsonObject<MatchRequestResponse>({ request: matchRequestDto })
export const matchRequestList = jsonObject<MatchRequestListResponse>({ items: { type: 'array', items: matchRequestDto } })

/** Required fields are checked by the domain: missing or blank ones answer 'Please fill in all required fields'. */
export const CreateMatchRequestBody = Type.Unsafe<CreateMatchRequestInput>({
  type: 'object',
  additionalProperties: false,
  properties: {
    cosignerProfileId: str(100),
    monthlyRentCents: num,
    leaseDurationMonths: num,
    propertyAddress: str(500),
    moveInDate: str(30),
    message: str(2000),
    source: str(20),
  },
})

export const MatchRequestListQuery = closedObject({ status: Type.Optional(oneOf(MATCH_REQUEST_STATUSES)) })

// ---- Credit report requests -----------------------------------------------------------------------------

export const creditReportRequestDto = {
  type: 'object',
  properties: {
    id: s,
    status: s,
    requesterId: s,
    requesterFirstName: s,
    requesterLastName: s,
    requesterEmail: s,
    targetUserId: s,
    targetName: s,
    requestedAt: s,
    approvedAt: sN,
    viewedAt: sN,
    updatedAt: s,
  },
} as const
export const oneCreditReportRequest = jsonObject<CreditReportRequestResponse>({ request: creditReportRequestDto })
export const creditReportRequestList = jsonObject<CreditReportRequestListResponse>({
  items: { type: 'array', items: creditReportRequestDto },
})

/** `targetUserId` is checked by the domain ('Invalid user ID format'). */
export const CreateCreditReportRequestBody = Type.Unsafe<CreateCreditReportRequestInput>({
  type: 'object',
  additionalProperties: false,
  properties: { targetUserId: str(100) },
})
