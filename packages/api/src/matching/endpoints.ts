// The matching service's endpoints (browser: /api/matching/...): profiles, the admin review and clients tab,
// listings, matching and match requests, credit report requests and Lease Armor enrolment.
import { Type } from '@sinclair/typebox'
import { endpoint } from '../endpoint.js'
import type {
  MyCosignerProfileResponse,
  MyRenterProfileResponse,
  PendingProfilesResponse,
  ProfileSummaryResponse,
  ProfileViewResponse,
} from './profile-types.js'
import { MATCHING_MESSAGES } from './types.js'
import {
  LEASE_ARMOR_MESSAGES,
  type LeaseArmorEnrollmentResponse,
  type LeaseArmorSummaryResponse,
} from './lease-armor-types.js'
import { EnrollLeaseArmorBody, LeaseArmorEnrollmentReply, LeaseArmorSummaryReply } from './lease-armor-schemas.js'
import {
  CosignerProfileBody,
  CreateCreditReportRequestBody,
  CreateMatchRequestBody,
  IdParams,
  ListingsQuery,
  MatchRequestListQuery,
  MatchesQuery,
  RenterProfileBody,
  cosignerProfileDto,
  creditReportRequestList,
  listingsReply,
  requestEligibilityListReply,
  requestEligibilityReply,
  RequestEligibilityListQuery,
  matchRequestList,
  matchesReply,
  oneCreditReportRequest,
  oneMatchRequest,
  profileView,
  renterProfileDto,
  savedCosignerProfile,
  savedRenterProfile,
} from './schemas.js'
import { ClientListQuery, ClientListReply, ClientParams, ClientReply, PagingQuery, RejectProfileBody, reviewedProfile } from './admin-schemas.js'
import { b, i, iN, jsonObject, s, sN } from '../shared/schemas.js'

const service = 'matching'
const renters = { access: ['RENTER'], refusal: MATCHING_MESSAGES.rentersOnly } as const
const admins = { access: ['ADMIN'] } as const

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
  /** "Request to cosign" on a cosigner's profile and listing card: open or not, and why (rules of POST below). */
  getRequestEligibility: endpoint({
    service, method: 'GET', path: '/cosigners/:id/request-eligibility', ...renters, params: IdParams,
    response: { 200: requestEligibilityReply },
  }),
  /** The same for a listing page's cosigner cards (ids comma-separated, at most REQUEST_ELIGIBILITY_MAX_IDS). */
  listRequestEligibilities: endpoint({
    service, method: 'GET', path: '/cosigners/request-eligibility', ...renters, query: RequestEligibilityListQuery,
    response: { 200: requestEligibilityListReply },
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
