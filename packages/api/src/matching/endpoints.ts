// The matching service's endpoints (browser: /api/matching/...): profiles, the admin review and clients tab,
// listings, matching and match requests, credit report requests and Lease Armor enrolment.
import { Type } from '@sinclair/typebox'
import { endpointsOf } from '../endpoint.js'
import type {
  MyCosignerProfileResponse,
  MyRenterProfileResponse,
  ProfileSummaryResponse,
  ProfileViewResponse,
} from './profile-types.js'
import { MATCHING_MESSAGES } from './types.js'
import type { PendingProfilesResponse } from './admin-types.js'
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
  pendingCosignerProfileDto,
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
import { b, i, iN, jsonObject, s, sN, UuidIdParams } from '../shared/schemas.js'
import { REVIEW_MESSAGES } from './review-types.js'
import {
  AdminReviewReply,
  AdminReviewsQuery,
  AdminReviewsReply,
  HideReviewBody,
  ProfileReviewsReply,
  ReceivedReviewsReply,
  ReportReviewBody,
  ReportReviewReply,
  ReviewIdParams,
  ReviewsToWriteReply,
  SubmitReviewBody,
  SubmitReviewReply,
  WrittenReviewsReply,
} from './review-schemas.js'

const { get, post, put } = endpointsOf('matching')
const renters = { access: ['RENTER'], refusal: MATCHING_MESSAGES.rentersOnly } as const
const admins = { access: ['ADMIN'] } as const
const members = { access: ['RENTER', 'COSIGNER'], refusal: REVIEW_MESSAGES.membersOnly } as const

export const matchingEndpoints = {
  // ---- Profiles: each user's own, and any listed one's public view.
  /** Creates (201) or updates (200) the caller's cosigner profile. */
  saveCosignerProfile: post('/profiles/cosigner', {
    access: ['COSIGNER'], body: CosignerProfileBody,
    response: { 200: savedCosignerProfile, 201: savedCosignerProfile },
  }),
  getMyCosignerProfile: get('/profiles/cosigner/mine', {
    access: 'signed-in',
    response: { 200: jsonObject<MyCosignerProfileResponse>({ profile: { anyOf: [cosignerProfileDto, { type: 'null' }] } }), },
  }),
  /** Creates (201) or replaces (200) the caller's renter profile. */
  saveRenterProfile: put('/profiles/renter', {
    ...renters, body: RenterProfileBody, response: { 200: savedRenterProfile, 201: savedRenterProfile },
  }),
  getMyRenterProfile: get('/profiles/renter/mine', {
    access: 'signed-in',
    response: { 200: jsonObject<MyRenterProfileResponse>({ profile: { anyOf: [renterProfileDto, { type: 'null' }] } }), },
  }),
  /** The dashboard's cards. */
  getProfileSummary: get('/profiles/me/summary', {
    access: 'signed-in',
    response: { 200: jsonObject<ProfileSummaryResponse>({ role: s, profileStatus: s, cosignerProfileStatus: sN, cosignerProfileId: sN, renterProfileId: sN, creditScore: iN, creditVerified: b, isActive: b, }), },
  }),
  viewProfile: get('/profiles/:id', {
    access: 'signed-in', params: IdParams,
    response: { 200: jsonObject<ProfileViewResponse>({ profile: profileView }) },
  }),

  // ---- Admin: cosigner profile review and the clients tab.
  listPendingProfiles: get('/admin/profiles/pending', {
    ...admins, query: PagingQuery,
    response: { 200: jsonObject<PendingProfilesResponse>({ items: { type: 'array', items: pendingCosignerProfileDto }, total: i, page: i, pageSize: i, }), },
  }),
  approveProfile: post('/admin/profiles/:id/approve', {
    ...admins, params: IdParams, response: { 200: reviewedProfile },
  }),
  rejectProfile: post('/admin/profiles/:id/reject', {
    ...admins, params: IdParams, body: RejectProfileBody, response: { 200: reviewedProfile },
  }),
  listClients: get('/admin/clients', { ...admins, query: ClientListQuery, response: { 200: ClientListReply } }),
  getClient: get('/admin/clients/:userId', { ...admins, params: ClientParams, response: { 200: ClientReply } }),

  // ---- Browse: public; no contact field is ever part of it.
  listListings: get('/listings', { access: 'public', query: ListingsQuery, response: { 200: listingsReply } }),

  // ---- Matching results and match requests.
  findMatches: get('/matches', { ...renters, query: MatchesQuery, response: { 200: matchesReply } }),
  /** "Request to cosign" on a cosigner's profile and listing card: open or not, and why (rules of POST below). */
  getRequestEligibility: get('/cosigners/:id/request-eligibility', {
    ...renters, params: IdParams, response: { 200: requestEligibilityReply },
  }),
  /** The same for a listing page's cosigner cards (ids comma-separated, at most REQUEST_ELIGIBILITY_MAX_IDS). */
  listRequestEligibilities: get('/cosigners/request-eligibility', {
    ...renters, query: RequestEligibilityListQuery, response: { 200: requestEligibilityListReply },
  }),
  createMatchRequest: post('/match-requests', {
    ...renters, body: CreateMatchRequestBody, response: { 201: oneMatchRequest },
  }),
  /** Only the cosigner the request was sent to (checked by the domain). */
  acceptMatchRequest: post('/match-requests/:id/accept', {
    access: 'signed-in', params: IdParams, response: { 200: oneMatchRequest },
  }),
  declineMatchRequest: post('/match-requests/:id/decline', {
    access: 'signed-in', params: IdParams, response: { 200: oneMatchRequest },
  }),
  /** Only the renter who sent it (checked by the domain). */
  withdrawMatchRequest: post('/match-requests/:id/withdraw', {
    access: 'signed-in', params: IdParams, response: { 200: oneMatchRequest },
  }),
  listIncomingMatchRequests: get('/match-requests/incoming', {
    access: ['COSIGNER'], query: MatchRequestListQuery, response: { 200: matchRequestList },
  }),
  listOutgoingMatchRequests: get('/match-requests/outgoing', {
    ...renters, query: MatchRequestListQuery, response: { 200: matchRequestList },
  }),

  // ---- Credit report requests, decided by the report's owner.
  createCreditReportRequest: post('/credit-report-requests', {
    access: 'signed-in', body: CreateCreditReportRequestBody, response: { 201: oneCreditReportRequest },
  }),
  listIncomingCreditReportRequests: get('/credit-report-requests/incoming', {
    access: 'signed-in', response: { 200: creditReportRequestList },
  }),
  listOutgoingCreditReportRequests: get('/credit-report-requests/outgoing', {
    access: 'signed-in', response: { 200: creditReportRequestList },
  }),
  approveCreditReportRequest: post('/credit-report-requests/:id/approve', {
    access: 'signed-in', params: IdParams, response: { 200: oneCreditReportRequest },
  }),
  denyCreditReportRequest: post('/credit-report-requests/:id/deny', {
    access: 'signed-in', params: IdParams, response: { 200: oneCreditReportRequest },
  }),

  // ---- Lease Armor: a renter's plan, and the admin's count of enrolments by plan.
  getLeaseArmorEnrollment: get('/lease-armor/enrollment', {
    access: ['RENTER'], refusal: LEASE_ARMOR_MESSAGES.rentersOnly,
    response: { 200: Type.Unsafe<LeaseArmorEnrollmentResponse>(LeaseArmorEnrollmentReply) },
  }),
  enrollLeaseArmor: put('/lease-armor/enrollment', {
    access: ['RENTER'], refusal: LEASE_ARMOR_MESSAGES.rentersOnly, body: EnrollLeaseArmorBody,
    response: { 200: Type.Unsafe<LeaseArmorEnrollmentResponse>(LeaseArmorEnrollmentReply) },
  }),
  summarizeLeaseArmorEnrollments: get('/admin/lease-armor/enrollments/summary', {
    ...admins, response: { 200: Type.Unsafe<LeaseArmorSummaryResponse>(LeaseArmorSummaryReply) },
  }),

  // ---- Reviews after a lease (double-blind; the domain checks who is a party and what is released).
  listReviewsToWrite: get('/reviews/to-write', { ...members, response: { 200: ReviewsToWriteReply } }),
  listWrittenReviews: get('/reviews/written', { ...members, response: { 200: WrittenReviewsReply } }),
  listReceivedReviews: get('/reviews/received', { ...members, response: { 200: ReceivedReviewsReply } }),
  submitReview: post('/reviews', { ...members, body: SubmitReviewBody, response: { 201: SubmitReviewReply } }),
  /** Only the review's subject (checked by the domain). */
  reportReview: post('/reviews/:id/report', {
    ...members, params: ReviewIdParams, body: ReportReviewBody, response: { 200: ReportReviewReply },
  }),
  /** A profile's (renter or cosigner profile id) released reviews: average, count, latest. */
  getProfileReviews: get('/profiles/:id/reviews', {
    access: 'signed-in', params: UuidIdParams, response: { 200: ProfileReviewsReply },
  }),
  listAdminReviews: get('/admin/reviews', { ...admins, query: AdminReviewsQuery, response: { 200: AdminReviewsReply } }),
  hideReview: post('/admin/reviews/:id/hide', {
    ...admins, params: ReviewIdParams, body: HideReviewBody, response: { 200: AdminReviewReply },
  }),
} as const
