// The matching service's endpoints (browser: /api/matching/...): profiles, the admin review and clients tab,
// listings, matching and match requests, credit report requests and Lease Armor enrolment.
import { Type } from '@sinclair/typebox'
import { endpoint } from '../endpoint.js'
import { ROLES } from '../constants.js'
import {
  LISTINGS_DEFAULT_PAGE_SIZE,
  LISTINGS_MAX_PAGE_SIZE,
  LISTING_TABS,
  type CosignerProfileInput,
  type ListingsResponse,
  type MyCosignerProfileResponse,
  type MyRenterProfileResponse,
  type PendingProfilesResponse,
  type ProfileSummaryResponse,
  type ProfileViewResponse,
  type RejectProfileRequest,
  type RenterProfileDto,
  type RenterProfileInput,
  type ReviewProfileResponse,
  type SaveCosignerProfileResponse,
} from './profile-types.js'
import {
  ADMIN_CLIENTS_DEFAULT_PAGE_SIZE,
  ADMIN_CLIENTS_MAX_PAGE,
  ADMIN_CLIENTS_MAX_PAGE_SIZE,
  ADMIN_CLIENTS_SEARCH_MAX_LENGTH,
  ADMIN_CLIENT_KINDS,
  ADMIN_CLIENT_MESSAGES,
  ADMIN_CLIENT_PROFILE_STATUSES,
  type AdminClientListResponse,
  type AdminClientResponse,
} from './admin-types.js'
import {
  MATCHES_DEFAULT_LIMIT,
  MATCHES_MAX_LIMIT,
  MATCHING_MESSAGES,
  MATCH_REQUEST_STATUSES,
  type CreateCreditReportRequestInput,
  type CreateMatchRequestInput,
  type CreditReportRequestListResponse,
  type CreditReportRequestResponse,
  type MatchRequestListResponse,
  type MatchRequestResponse,
  type MatchesResponse,
} from './types.js'
import {
  LEASE_ARMOR_MESSAGES,
  type LeaseArmorEnrollmentResponse,
  type LeaseArmorSummaryResponse,
} from './lease-armor-types.js'
import { EnrollLeaseArmorBody, LeaseArmorEnrollmentReply, LeaseArmorSummaryReply } from './lease-armor-schemas.js'
import { jsonObject } from '../shared/schemas.js'

const service = 'matching'
const renters = { access: ['RENTER'], refusal: MATCHING_MESSAGES.rentersOnly } as const
const admins = { access: ['ADMIN'] } as const

/** A string that must be one of `values` (`enum`, as the JSON schemas have always said it). */
const oneOf = <T extends string>(values: readonly T[], options: Record<string, unknown> = {}) =>
  Type.Unsafe<T>({ type: 'string', enum: [...values], ...options })

// ---- JSON schema pieces. Form bodies type their fields loosely (nullable, no `required`) on purpose: the
// domain validators answer missing or blank fields with the spec's messages. Response schemas decide which
// properties leave the service (the serializer writes only those listed, and only those the object has).
const str = (maxLength: number) => ({ type: ['string', 'null'], maxLength }) as const
/** Numbers are accepted as any JSON number and checked as whole numbers by the validators. */
const num = { type: ['number', 'null'], minimum: -2_000_000_000, maximum: 2_000_000_000 } as const
const bool = { type: ['boolean', 'null'] } as const
const strList = { type: ['array', 'null'], maxItems: 10, items: { type: 'string', maxLength: 50 } } as const

const s = { type: 'string' } as const
const sN = { type: ['string', 'null'] } as const
const i = { type: 'integer' } as const
const iN = { type: ['integer', 'null'] } as const
const b = { type: 'boolean' } as const
const sList = { type: 'array', items: { type: 'string' } } as const

/** Path parameter that is checked as a UUID by the domain (so it can answer with its own message). */
const IdParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 100 }) })

// ---- Profiles -------------------------------------------------------------------------------------------

const CosignerProfileBody = Type.Unsafe<CosignerProfileInput>({
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

const RenterProfileBody = Type.Unsafe<RenterProfileInput>({
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

const cosignerProfileDto = {
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

const renterProfileDto = {
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
 * Both kinds of profile view. Contact fields (email, phone, paypalEmail) are absent unless the domain put
 * them in.
 */
const profileView = {
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
    creditScore: iN,
    creditVerified: b,
    creditTier: s,
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
    // both (nullable for cosigners)
    employmentStatus: sN,
    // renter
    rentalIssues: sList,
    cosignerBudget: s,
    moveInTimeline: s,
    housingBudgetCents: i,
    housingType: s,
  },
} as const

/** The save answers: 201 when the profile was created, 200 when it was updated. */
const savedCosignerProfile = jsonObject<SaveCosignerProfileResponse>({ profileId: s, status: s, paymentRequired: b })
const savedRenterProfile = jsonObject<{ profile: RenterProfileDto }>({ profile: renterProfileDto })

// ---- Admin review and the clients tab -------------------------------------------------------------------

const PagingQuery = Type.Object(
  {
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000, default: 1 })),
    pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
  },
  { additionalProperties: false },
)

const reviewedProfile = jsonObject<ReviewProfileResponse>({ profile: cosignerProfileDto })

/** `reason` is checked by the domain so that a missing or blank one gets the product's message. */
const RejectProfileBody = Type.Unsafe<RejectProfileRequest>({
  type: ['object', 'null'],
  additionalProperties: false,
  properties: { reason: { type: ['string', 'null'], maxLength: 1000 } },
})

const clientKind = { type: 'string', enum: [...ADMIN_CLIENT_KINDS] } as const
const profileStatus = { type: 'string', enum: [...ADMIN_CLIENT_PROFILE_STATUSES] } as const

const ClientListQuery = Type.Object(
  {
    kind: oneOf(ADMIN_CLIENT_KINDS),
    search: Type.Optional(Type.String({ maxLength: ADMIN_CLIENTS_SEARCH_MAX_LENGTH })),
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: ADMIN_CLIENTS_MAX_PAGE, default: 1 })),
    pageSize: Type.Optional(
      Type.Integer({ minimum: 1, maximum: ADMIN_CLIENTS_MAX_PAGE_SIZE, default: ADMIN_CLIENTS_DEFAULT_PAGE_SIZE }),
    ),
  },
  { additionalProperties: false },
)

const ClientListReply = Type.Unsafe<AdminClientListResponse>({
  type: 'object',
  required: ['items', 'total', 'page', 'pageSize'],
  properties: {
    items: {
      type: 'array',
      items: {
        type: 'object',
        required: [
          'id',
          'kind',
          'name',
          'email',
          'location',
          'creditScore',
          'monthlyIncomeCents',
          'profileStatus',
          'profileId',
          'isActive',
          'createdAt',
        ],
        properties: {
          id: s,
          kind: clientKind,
          name: s,
          email: s,
          location: sN,
          creditScore: iN,
          monthlyIncomeCents: iN,
          profileStatus,
          profileId: sN,
          isActive: b,
          createdAt: s,
        },
      },
    },
    total: i,
    page: i,
    pageSize: i,
  },
})

const ClientParams = Type.Object(
  { userId: Type.String({ format: 'uuid', userMessage: ADMIN_CLIENT_MESSAGES.invalidUserId }) },
  { additionalProperties: false },
)

const ClientReply = Type.Unsafe<AdminClientResponse>({
  type: 'object',
  required: ['client'],
  properties: {
    client: {
      type: 'object',
      required: ['kind', 'account', 'profileStatus', 'cosignerProfile', 'renterProfile'],
      properties: {
        kind: clientKind,
        account: {
          type: 'object',
          required: ['id', 'email', 'firstName', 'lastName', 'role', 'isActive', 'createdAt'],
          properties: {
            id: s,
            email: s,
            firstName: s,
            lastName: s,
            role: { type: 'string', enum: [...ROLES] },
            isActive: b,
            creditScore: iN,
            creditVerified: b,
            creditUploadedAt: sN,
            createdAt: s,
          },
        },
        profileStatus,
        cosignerProfile: { anyOf: [cosignerProfileDto, { type: 'null' }] },
        renterProfile: { anyOf: [renterProfileDto, { type: 'null' }] },
      },
    },
  },
})

// ---- Listings -------------------------------------------------------------------------------------------

const ListingsQuery = Type.Object(
  {
    tab: Type.Optional(oneOf(LISTING_TABS, { default: 'all' })),
    search: Type.Optional(Type.String({ maxLength: 100 })),
    minCreditScore: Type.Optional(Type.Integer({ minimum: 0, maximum: 850 })),
    /** Cents. */
    minIncome: Type.Optional(Type.Integer({ minimum: 0, maximum: 2_000_000_000 })),
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000, default: 1 })),
    pageSize: Type.Optional(
      Type.Integer({ minimum: 1, maximum: LISTINGS_MAX_PAGE_SIZE, default: LISTINGS_DEFAULT_PAGE_SIZE }),
    ),
  },
  { additionalProperties: false },
)

const listingsReply = jsonObject<ListingsResponse>({
  items: {
    type: 'array',
    items: {
      type: 'object',
      properties: {
        kind: s,
        id: s,
        userId: s,
        name: s,
        location: s,
        creditScore: iN,
        creditTier: s,
        creditVerified: { type: 'boolean' },
        monthlyIncomeCents: i,
        bioPreview: s,
        feeType: s,
        totalFeeCents: i,
        maxRentSupportCents: i,
        requiresLeaseArmor: b,
        cosignerBudget: s,
        housingBudgetCents: i,
        moveInTimeline: s,
      },
    },
  },
  total: i,
  page: i,
  pageSize: i,
})

// ---- Matching and match requests ------------------------------------------------------------------------

const MatchesQuery = Type.Object(
  {
    limit: Type.Optional(
      Type.Integer({ minimum: 1, maximum: MATCHES_MAX_LIMIT, default: MATCHES_DEFAULT_LIMIT }),
    ),
  },
  { additionalProperties: false },
)

const matchesReply = jsonObject<MatchesResponse>({
  matches: {
    type: 'array',
    items: {
      type: 'object',
      properties: {
        id: s,
        userId: s,
        name: s,
        location: s,
        creditScore: i,
        creditTier: s,
        creditVerified: { type: 'boolean' },
        matchStrength: s,
        matchScore: i,
        feeType: s,
        feeCents: i,
        maxRentSupportCents: i,
        requireUpfront: b,
        requiresLeaseArmor: b,
      },
    },
  },
  sessionExpiresAt: s,
})

const matchRequestDto = {
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
    createdAt: s,
    respondedAt: sN,
  },
} as const
const oneMatchRequest = jsonObject<MatchRequestResponse>({ request: matchRequestDto })
const matchRequestList = jsonObject<MatchRequestListResponse>({ items: { type: 'array', items: matchRequestDto } })

/** Required fields are checked by the domain: missing or blank ones answer 'Please fill in all required fields'. */
const CreateMatchRequestBody = Type.Unsafe<CreateMatchRequestInput>({
  type: 'object',
  additionalProperties: false,
  properties: {
    cosignerProfileId: str(100),
    monthlyRentCents: num,
    leaseDurationMonths: num,
    propertyAddress: str(500),
    moveInDate: str(30),
    message: str(2000),
  },
})

const MatchRequestListQuery = Type.Object(
  { status: Type.Optional(oneOf(MATCH_REQUEST_STATUSES)) },
  { additionalProperties: false },
)

// ---- Credit report requests -----------------------------------------------------------------------------

const creditReportRequestDto = {
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
const oneCreditReportRequest = jsonObject<CreditReportRequestResponse>({ request: creditReportRequestDto })
const creditReportRequestList = jsonObject<CreditReportRequestListResponse>({
  items: { type: 'array', items: creditReportRequestDto },
})

/** `targetUserId` is checked by the domain ('Invalid user ID format'). */
const CreateCreditReportRequestBody = Type.Unsafe<CreateCreditReportRequestInput>({
  type: 'object',
  additionalProperties: false,
  properties: { targetUserId: str(100) },
})

export const matchingEndpoints = {
  // ---- Profiles: each user's own, and any listed one's public view.
  /** Creates (201) or updates (200) the caller's cosigner profile. */
  saveCosignerProfile: endpoint({
    service, method: 'POST', path: '/profiles/cosigner', access: ['COSIGNER'], body: CosignerProfileBody,
    response: { 200: savedCosignerProfile, 201: savedCosignerProfile },
  }),
  getMyCosignerProfile: endpoint({
    service, method: 'GET', path: '/profiles/cosigner/mine', access: 'signed-in',
    response: {
      200: jsonObject<MyCosignerProfileResponse>({ profile: { anyOf: [cosignerProfileDto, { type: 'null' }] } }),
    },
  }),
  /** Creates (201) or replaces (200) the caller's renter profile. */
  saveRenterProfile: endpoint({
    service, method: 'PUT', path: '/profiles/renter', ...renters, body: RenterProfileBody,
    response: { 200: savedRenterProfile, 201: savedRenterProfile },
  }),
  getMyRenterProfile: endpoint({
    service, method: 'GET', path: '/profiles/renter/mine', access: 'signed-in',
    response: {
      200: jsonObject<MyRenterProfileResponse>({ profile: { anyOf: [renterProfileDto, { type: 'null' }] } }),
    },
  }),
  /** The dashboard's cards. */
  getProfileSummary: endpoint({
    service, method: 'GET', path: '/profiles/me/summary', access: 'signed-in',
    response: {
      200: jsonObject<ProfileSummaryResponse>({
        role: s,
        profileStatus: s,
        cosignerProfileStatus: sN,
        cosignerProfileId: sN,
        renterProfileId: sN,
        creditScore: iN,
        creditVerified: b,
        isActive: b,
      }),
    },
  }),
  viewProfile: endpoint({
    service, method: 'GET', path: '/profiles/:id', access: 'signed-in', params: IdParams,
    response: { 200: jsonObject<ProfileViewResponse>({ profile: profileView }) },
  }),

  // ---- Admin: cosigner profile review and the clients tab.
  listPendingProfiles: endpoint({
    service, method: 'GET', path: '/admin/profiles/pending', ...admins, query: PagingQuery,
    response: {
      200: jsonObject<PendingProfilesResponse>({
        items: { type: 'array', items: cosignerProfileDto },
        total: i,
        page: i,
        pageSize: i,
      }),
    },
  }),
  approveProfile: endpoint({
    service, method: 'POST', path: '/admin/profiles/:id/approve', ...admins, params: IdParams,
    response: { 200: reviewedProfile },
  }),
  rejectProfile: endpoint({
    service, method: 'POST', path: '/admin/profiles/:id/reject', ...admins, params: IdParams,
    body: RejectProfileBody, response: { 200: reviewedProfile },
  }),
  listClients: endpoint({
    service, method: 'GET', path: '/admin/clients', ...admins, query: ClientListQuery,
    response: { 200: ClientListReply },
  }),
  getClient: endpoint({
    service, method: 'GET', path: '/admin/clients/:userId', ...admins, params: ClientParams,
    response: { 200: ClientReply },
  }),

  // ---- Browse: public; no contact field is ever part of it.
  listListings: endpoint({
    service, method: 'GET', path: '/listings', access: 'public', query: ListingsQuery,
    response: { 200: listingsReply },
  }),

  // ---- Matching results and match requests.
  findMatches: endpoint({
    service, method: 'GET', path: '/matches', ...renters, query: MatchesQuery, response: { 200: matchesReply },
  }),
  createMatchRequest: endpoint({
    service, method: 'POST', path: '/match-requests', ...renters, body: CreateMatchRequestBody,
    response: { 201: oneMatchRequest },
  }),
  /** Only the cosigner the request was sent to (checked by the domain). */
  acceptMatchRequest: endpoint({
    service, method: 'POST', path: '/match-requests/:id/accept', access: 'signed-in', params: IdParams,
    response: { 200: oneMatchRequest },
  }),
  declineMatchRequest: endpoint({
    service, method: 'POST', path: '/match-requests/:id/decline', access: 'signed-in', params: IdParams,
    response: { 200: oneMatchRequest },
  }),
  /** Only the renter who sent it (checked by the domain). */
  withdrawMatchRequest: endpoint({
    service, method: 'POST', path: '/match-requests/:id/withdraw', access: 'signed-in', params: IdParams,
    response: { 200: oneMatchRequest },
  }),
  listIncomingMatchRequests: endpoint({
    service, method: 'GET', path: '/match-requests/incoming', access: ['COSIGNER'], query: MatchRequestListQuery,
    response: { 200: matchRequestList },
  }),
  listOutgoingMatchRequests: endpoint({
    service, method: 'GET', path: '/match-requests/outgoing', ...renters, query: MatchRequestListQuery,
    response: { 200: matchRequestList },
  }),

  // ---- Credit report requests, decided by the report's owner.
  createCreditReportRequest: endpoint({
    service, method: 'POST', path: '/credit-report-requests', access: 'signed-in',
    body: CreateCreditReportRequestBody, response: { 201: oneCreditReportRequest },
  }),
  listIncomingCreditReportRequests: endpoint({
    service, method: 'GET', path: '/credit-report-requests/incoming', access: 'signed-in',
    response: { 200: creditReportRequestList },
  }),
  listOutgoingCreditReportRequests: endpoint({
    service, method: 'GET', path: '/credit-report-requests/outgoing', access: 'signed-in',
    response: { 200: creditReportRequestList },
  }),
  approveCreditReportRequest: endpoint({
    service, method: 'POST', path: '/credit-report-requests/:id/approve', access: 'signed-in', params: IdParams,
    response: { 200: oneCreditReportRequest },
  }),
  denyCreditReportRequest: endpoint({
    service, method: 'POST', path: '/credit-report-requests/:id/deny', access: 'signed-in', params: IdParams,
    response: { 200: oneCreditReportRequest },
  }),

  // ---- Lease Armor: a renter's plan, and the admin's count of enrolments by plan.
  getLeaseArmorEnrollment: endpoint({
    service, method: 'GET', path: '/lease-armor/enrollment', access: ['RENTER'],
    refusal: LEASE_ARMOR_MESSAGES.rentersOnly,
    response: { 200: Type.Unsafe<LeaseArmorEnrollmentResponse>(LeaseArmorEnrollmentReply) },
  }),
  enrollLeaseArmor: endpoint({
    service, method: 'PUT', path: '/lease-armor/enrollment', access: ['RENTER'],
    refusal: LEASE_ARMOR_MESSAGES.rentersOnly, body: EnrollLeaseArmorBody,
    response: { 200: Type.Unsafe<LeaseArmorEnrollmentResponse>(LeaseArmorEnrollmentReply) },
  }),
  summarizeLeaseArmorEnrollments: endpoint({
    service, method: 'GET', path: '/admin/lease-armor/enrollments/summary', ...admins,
    response: { 200: Type.Unsafe<LeaseArmorSummaryResponse>(LeaseArmorSummaryReply) },
  }),
} as const
