import { MESSAGES, type SelfServiceRole } from '@cosign/api'
import { forbidden, notFound } from '@cosign/service-kit'
import { userRepository } from '../repositories/user-repository.js'
import type { Deps } from './deps.js'
import { endSessionsBelow } from './end-sessions-below.js'
import { signAccessToken } from '../model/session-tokens.js'
import { toUserDto } from '../model/to-user-dto.js'
import { inTransaction } from '../repositories/db.js'
import { outboxRepository } from '../repositories/outbox-repository.js'

/**
 * Role selection: a renter or cosigner switches between the two; admins keep their role. A change raises the
 * user's session version in the same transaction and, before answering, records it in Redis: from the next
 * request on, every access token with the old role is refused (401 TOKEN_EXPIRED, so clients refresh and get
 * the new role), on every service and instance. The answer carries a token of the caller's session with the
 * new role and version. Redis down: 503 'Failed to update role. Please try again.' (the change is kept; the
 * retry completes it).
 */
export async function updateRole(
  deps: Pick<Deps, 'prisma' | 'record' | 'flush' | 'users' | 'sessions' | 'signToken' | 'log'>,
  userId: string,
  sid: string | undefined,
  role: SelfServiceRole,
) {
  const { prisma } = deps
  const user = await userRepository.findById(prisma, userId)
  if (!user) throw notFound('User not found')
  if (user.role === 'ADMIN') throw forbidden('Admins cannot change their role')
  const updated = await inTransaction(prisma, async (tx) => {
    if (user.role === role) return userRepository.updateRole(tx, userId, role)
    await outboxRepository.add(tx, deps.record('user.role_changed', { userId, role }))
    return userRepository.updateRoleAndRaiseSessionVersion(tx, userId, role)
  })
  deps.users.changed(userId)
  void deps.flush()
  await endSessionsBelow(deps, userId, updated.sessionVersion, 'role change', MESSAGES.roleUpdateFailed)
  return { accessToken: signAccessToken(deps, updated, sid), user: toUserDto(updated) }
}
