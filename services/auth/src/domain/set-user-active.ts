import type { FastifyInstance } from 'fastify'
import { ADMIN_USER_MESSAGES, type AdminUserDto } from '@cosign/contracts'
import { forbidden, notFound } from '@cosign/service-kit'
import { adminUserRepository } from '../repositories/admin-user-repository.js'
import { toAdminUserDto } from './to-admin-user-dto.js'

/**
 * `PATCH /admin/users/:id`: an admin switches a user's active flag. A real change writes the user row and a
 * `user.status_changed` outbox event in one transaction; deactivating also revokes every refresh token of the
 * user there, so the next refresh fails and a login is refused. Access tokens already issued run out by
 * themselves (15 minutes). Setting the value the user already has writes and announces nothing.
 */
export async function setUserActive(
  app: FastifyInstance,
  adminId: string,
  userId: string,
  isActive: boolean,
): Promise<AdminUserDto> {
  const user = await adminUserRepository.findById(app.prisma, userId)
  if (!user) throw notFound(ADMIN_USER_MESSAGES.userNotFound)
  if (!isActive && user.id === adminId) throw forbidden(ADMIN_USER_MESSAGES.cannotDeactivateSelf)
  if (!isActive && user.role === 'ADMIN') throw forbidden(ADMIN_USER_MESSAGES.cannotDeactivateAdmin)

  const changed = await app.prisma.$transaction(async (tx) => {
    if (!(await adminUserRepository.setActive(tx, userId, isActive))) return false
    await tx.outboxEvent.create({ data: app.events.record('user.status_changed', { userId, isActive }) })
    if (!isActive) await adminUserRepository.revokeAllRefreshTokens(tx, userId)
    return true
  })
  if (changed) {
    // After the commit: /me (here and in every other auth instance) shows the new flag at once.
    app.users.changed(userId)
    void app.events.flush()
  }
  return toAdminUserDto({ ...user, isActive })
}
