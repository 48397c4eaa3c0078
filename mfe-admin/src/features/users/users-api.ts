// The admin users tab's calls (auth service). Screens call these, never fetch themselves.
import type { AdminUserListQuery, AdminUserListResponse, UpdateUserStatusResponse } from '@cosign/api'
import { api } from '@cosign/ui'

export const listUsers = (query: AdminUserListQuery, signal?: AbortSignal) =>
  api.get<AdminUserListResponse>('/auth/admin/users', { query: { ...query }, signal })

/** Switches an account on or off (off signs the user out at once). */
export const setUserActive = (userId: string, isActive: boolean) =>
  api.patch<UpdateUserStatusResponse>(`/auth/admin/users/${encodeURIComponent(userId)}`, { isActive })
