// The admin clients tab (role ADMIN), served by the matching service under /api/matching/admin/clients.
// Every renter and cosigner account the matching service knows (its read model of the auth service's users),
// whether or not they have a profile, listed or not.
import type { AdminUserDto } from '../auth/admin-types.js'
import type { CosignerProfileDto, CosignerProfileStatus, RenterProfileDto } from './profile-types.js'

export const ADMIN_CLIENT_KINDS = ['renter', 'cosigner'] as const
/** renter: accounts with role RENTER; cosigner: accounts with role COSIGNER. */
export type AdminClientKind = (typeof ADMIN_CLIENT_KINDS)[number]

/**
 * Where a client's profile stands. Renters: `none` (no renter profile saved) or `complete`. Cosigners: `none`
 * (form never saved) or the cosigner profile's review status.
 */
export type AdminClientProfileStatus = 'none' | 'complete' | CosignerProfileStatus
export const ADMIN_CLIENT_PROFILE_STATUSES = [
  'none',
  'complete',
  'awaiting_payment',
  'pending_review',
  'approved',
  'rejected',
] as const satisfies readonly AdminClientProfileStatus[]

export const ADMIN_CLIENTS_DEFAULT_PAGE_SIZE = 20
export const ADMIN_CLIENTS_MAX_PAGE_SIZE = 100
export const ADMIN_CLIENTS_MAX_PAGE = 10_000
/** Longest search text the server accepts. */
export const ADMIN_CLIENTS_SEARCH_MAX_LENGTH = 100

/** One client card: the spec's limited columns plus the profile's headline figures. */
export interface AdminClientDto {
  /** The user's id: open the client with GET /admin/clients/:userId. */
  id: string
  kind: AdminClientKind
  /** The profile's name, else the account's; '' when neither has one (screens show the email). */
  name: string
  email: string
  /** From the profile; null without one. */
  location: string | null
  /** The profile's credit score, else the latest uploaded one; null when there is neither. */
  creditScore: number | null
  /** From the profile; null without one. */
  monthlyIncomeCents: number | null
  profileStatus: AdminClientProfileStatus
  /** The profile of this kind, null without one. */
  profileId: string | null
  /** The account's active flag (the users tab switches it). */
  isActive: boolean
  /** When the account was created. */
  createdAt: string
}

/**
 * GET /admin/clients?kind=renter|cosigner&search=&page=&pageSize= (ADMIN): every account of that role, newest
 * first (ties by id), with its profile if it has one. `search` is case-insensitive: 3 or more characters match
 * anywhere in the name (account's or profile's), the email or the location; 1-2 characters match the start of
 * the first name. page from 1 (at most ADMIN_CLIENTS_MAX_PAGE), pageSize 1-100 (default 20).
 */
export interface AdminClientListQuery {
  kind: AdminClientKind
  search?: string
  page?: number
  pageSize?: number
}
export interface AdminClientListResponse {
  items: AdminClientDto[]
  /** Every match, across pages: the sub-tab's count. */
  total: number
  page: number
  pageSize: number
}

/** The account as the matching service knows it (from the auth service's events and credit report uploads). */
export interface AdminClientAccount extends AdminUserDto {
  /** The latest uploaded credit score; null until one is uploaded. */
  creditScore: number | null
  creditVerified: boolean
  creditUploadedAt: string | null
}

/**
 * GET /admin/clients/:userId (ADMIN): the full client profile, contact details, fees and review status
 * included. 400 'Invalid user ID format' for a non-UUID; 404 'Client not found' for an unknown user or an
 * admin account. Both profiles are given when the account has both (its role changed after saving one).
 */
export interface AdminClientDetail {
  kind: AdminClientKind
  account: AdminClientAccount
  profileStatus: AdminClientProfileStatus
  cosignerProfile: CosignerProfileDto | null
  renterProfile: RenterProfileDto | null
}
export interface AdminClientResponse {
  client: AdminClientDetail
}

export const ADMIN_CLIENT_MESSAGES = {
  fetchFailed: 'Failed to fetch clients',
  profileFetchFailed: 'Failed to load the client profile',
  clientNotFound: 'Client not found',
  invalidUserId: 'Invalid user ID format',
} as const

// ---- Cosigner profile review (the pending queue) ---------------------------------------------------

/** One figure that differs from what the last review saw, printed by the server (`before`/`after` null: the bio). */
export interface ProfileChange {
  field: string
  label: string
  before: string | null
  after: string | null
}
/** Figures the person stated that no admin checked (the card marks them "self-reported"). */
export type SelfReportedFigure = 'creditScore' | 'monthlyIncome' | 'employment'
/** A profile waiting for review, with what changed since its last review. */
export interface PendingCosignerProfileDto extends CosignerProfileDto {
  /** When an admin last reviewed it (approved or rejected); null: its first review. */
  lastReviewedAt: string | null
  /** What differs from that review; empty on a first review or when nothing changed. */
  changes: ProfileChange[]
  selfReported: SelfReportedFigure[]
}
/** GET /admin/profiles/pending?page=&pageSize= (ADMIN): oldest submission first. */
export interface PendingProfilesResponse {
  items: PendingCosignerProfileDto[]
  total: number
  page: number
  pageSize: number
}
