import { ADMIN_USER_MESSAGES, type AdminUserDto, adminActionOf } from '@cosign/api'
import { forbidden, notFound, type Viewer } from '@cosign/service-kit'
import { adminUserRepository } from '../repositories/admin-user-repository.js'
import { userRepository } from '../repositories/user-repository.js'
import type { Deps } from './deps.js'
import { endSessionsBelow } from './end-sessions-below.js'
import { toAdminUserDto } from '../model/to-admin-user-dto.js'
import { inTransaction } from '../repositories/db.js'
import { outboxRepository } from '../repositories/outbox-repository.js'

/**
 * `PATCH /admin/users/:id`: an admin switches a user's active flag. A real change writes the user row and a
 * `user.status_changed` outbox event in one transaction; deactivating also raises the user's session version
 * and revokes every refresh token of the user there, so the next refresh fails and a login is refused. Before
 * answering, a deactivation records the new session version in Redis: every access token already issued is
 * refused from the next request on, on every service and instance. Setting the value the user already has
 * writes and announces nothing (a deactivation still makes sure of the Redis record, so a retry after a
 * failed one completes it). Redis down: 503 'Failed to update user status' (the switch itself is kept).
 * A real change is an admin action: `admin_action.recorded` (suspension or reactivation) in the same transaction.
 */
export async function setUserActive(
  deps: Pick<Deps, 'prisma' | 'record' | 'flush' | 'users' | 'sessions' | 'log'>,
  admin: Pick<Viewer, 'id' | 'email'>,
  userId: string,
  isActive: boolean,
): Promise<AdminUserDto> {
  const { prisma } = deps
  const user = await adminUserRepository.findById(prisma, userId)
  if (!user) throw notFound(ADMIN_USER_MESSAGES.userNotFound)
  if (!isActive && user.id === admin.id) throw forbidden(ADMIN_USER_MESSAGES.cannotDeactivateSelf)
  if (!isActive && user.role === 'ADMIN') throw forbidden(ADMIN_USER_MESSAGES.cannotDeactivateAdmin)

  const changed = await inTransaction(prisma, async (tx) => {
    if (!(await adminUserRepository.setActive(tx, userId, isActive))) return false
    await outboxRepository.add(tx, deps.record('user.status_changed', { userId, isActive }))
    await outboxRepository.add(
      tx,
      deps.record('admin_action.recorded', adminActionOf(admin, isActive ? 'user.reactivated' : 'user.suspended', ['user', userId],
        { isActive: !isActive },
        { isActive },
      )),
    )
    if (!isActive) {
      await userRepository.raiseSessionVersion(tx, userId)
      await adminUserRepository.revokeAllRefreshTokens(tx, userId)
    }
    return true
  })
  if (changed) {
    // After the commit: /me (here and in every other auth instance) shows the new flag at once.
    deps.users.changed(userId)
    void deps.flush()
  }
  if (!isActive) {
    const current = await userRepository.findById(prisma, userId)
    if (current)
      await endSessionsBelow(deps, userId, current.sessionVersion, 'deactivation', ADMIN_USER_MESSAGES.statusUpdateFailed)
  }
  return toAdminUserDto({ ...user, isActive })
}
