// The admin users tab (role ADMIN), served by the auth service under /api/auth/admin/users.
import type { Role } from '../constants.js'

/** A user as the admin users tab sees them: the spec's limited columns, never credentials or profile data. */
export interface AdminUserDto {
  id: string
  email: string
  firstName: string
  lastName: string
  role: Role
  isActive: boolean
  createdAt: string
}

export const ADMIN_USERS_DEFAULT_PAGE_SIZE = 25
export const ADMIN_USERS_MAX_PAGE_SIZE = 100
/** Longest search text the server accepts. */
export const ADMIN_USERS_SEARCH_MAX_LENGTH = 100

/**
 * GET /admin/users?search=&role=&page=&pageSize=, newest first (page from 1, pageSize 1-100, default 25).
 * `search` is case-insensitive; every word must appear in the email, the first name or the last name.
 */
export interface AdminUserListQuery {
  search?: string
  role?: Role
  page?: number
  pageSize?: number
}
export interface AdminUserListResponse {
  items: AdminUserDto[]
  total: number
  page: number
  pageSize: number
}

/**
 * PATCH /admin/users/:id. Deactivating revokes the user's refresh tokens; access tokens already issued run out
 * by themselves (15 minutes). An admin cannot deactivate their own account or another admin (403). Setting the
 * value the user already has changes nothing and announces nothing.
 */
export interface UpdateUserStatusRequest {
  isActive: boolean
}
export interface UpdateUserStatusResponse {
  user: AdminUserDto
  message: string
}

export const ADMIN_USER_MESSAGES = {
  fetchFailed: 'Failed to fetch users',
  statusUpdated: 'User status updated',
  statusUpdateFailed: 'Failed to update user status',
  userNotFound: 'User not found',
  cannotDeactivateSelf: 'You cannot deactivate your own account.',
  cannotDeactivateAdmin: 'Admin accounts cannot be deactivated.',
} as const
