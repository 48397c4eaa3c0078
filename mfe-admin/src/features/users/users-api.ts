// The admin users tab's calls (auth service). Screens call these, never fetch themselves.
import { authEndpoints, type AdminUserListQuery } from '@cosign/api'
import { api } from '@cosign/ui'

export const listUsers = (query: AdminUserListQuery, signal?: AbortSignal) =>
  api.call(authEndpoints.listUsers, { query }, { signal })

/** Switches an account on or off (off signs the user out at once). */
export const setUserActive = (userId: string, isActive: boolean) =>
  api.call(authEndpoints.setUserActive, { params: { id: userId }, body: { isActive } })
