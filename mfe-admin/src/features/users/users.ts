// Pure helpers of the admin users tab (unit-tested; no React, no network).
import {
  ADMIN_USERS_DEFAULT_PAGE_SIZE,
  ADMIN_USERS_SEARCH_MAX_LENGTH,
  ROLES,
  type AdminUserDto,
  type AdminUserListQuery,
  type Role,
} from '@cosign/api'
import { filterOptions } from '../../components/filter-options.js'

export const USERS_PAGE_SIZE = ADMIN_USERS_DEFAULT_PAGE_SIZE

const ROLE_LABELS: Record<Role, string> = { RENTER: 'Renter', COSIGNER: 'Cosigner', ADMIN: 'Admin' }
export function roleLabel(role: string): string {
  return (ROLE_LABELS as Record<string, string>)[role] ?? 'User'
}

/** Options of the role filter; '' = every role. */
export const ROLE_FILTER_OPTIONS = filterOptions('All roles', ROLES, (role) => `${roleLabel(role)}s`)

export function isRole(value: string): value is Role {
  return (ROLES as readonly string[]).includes(value)
}

/** Query of GET /auth/admin/users: blank filters are left out; the search is cut to what the server accepts. */
export function usersQuery(filters: { search: string; role: string; page: number }): AdminUserListQuery {
  const query: AdminUserListQuery = {
    page: Math.max(1, Math.floor(filters.page) || 1),
    pageSize: USERS_PAGE_SIZE,
  }
  const search = filters.search.trim().slice(0, ADMIN_USERS_SEARCH_MAX_LENGTH)
  if (search) query.search = search
  if (isRole(filters.role)) query.role = filters.role
  return query
}

/** Admin accounts (the signed-in admin's own included) are always active: the server refuses to switch them off. */
export function canToggle(user: Pick<AdminUserDto, 'role'>): boolean {
  return user.role !== 'ADMIN'
}

/** "First Last", or '—' when the account has no name. */
export function fullName(user: Pick<AdminUserDto, 'firstName' | 'lastName'>): string {
  return `${user.firstName} ${user.lastName}`.trim() || '—'
}

/** Accessible name of a row's switch, unique per row. */
export function switchLabel(user: Pick<AdminUserDto, 'email'>): string {
  return `Active: ${user.email}`
}

/** The list with one user replaced by the server's answer (other rows untouched). */
export function replaceUser(items: readonly AdminUserDto[], updated: AdminUserDto): AdminUserDto[] {
  return items.map((item) => (item.id === updated.id ? updated : item))
}
