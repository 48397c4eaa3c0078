import { SETTINGS_MESSAGES } from '@cosign/api'
import { notFound } from '@cosign/service-kit'
import { userRepository } from '../repositories/user-repository.js'
import { refreshTokenRepository } from '../repositories/refresh-token-repository.js'
import { inTransaction } from '../repositories/db.js'
import type { Deps } from './deps.js'
import { endSessionsBelow } from './end-sessions-below.js'

/**
 * "Sign out everywhere": the session version goes up and every refresh token but this session's is revoked (one
 * transaction); before answering, Redis records the version, so every other device's access token is refused
 * from its next request on. This browser renews its own token with its refresh cookie. Redis down: 503 (the
 * revocations are kept; a retry completes it).
 */
export async function endOtherSessions(
  deps: Pick<Deps, 'prisma' | 'users' | 'sessions' | 'log'>,
  viewer: { id: string; sid: string | undefined },
): Promise<{ message: string }> {
  if (!(await userRepository.findById(deps.prisma, viewer.id))) throw notFound('User not found')
  const updated = await inTransaction(deps.prisma, async (tx) => {
    await refreshTokenRepository.revokeAllOfUserExcept(tx, viewer.id, viewer.sid)
    return userRepository.raiseSessionVersion(tx, viewer.id)
  })
  deps.users.changed(viewer.id)
  await endSessionsBelow(deps, viewer.id, updated.sessionVersion, 'sign out everywhere',
    'We could not sign the other devices out. Please try again.')
  return { message: SETTINGS_MESSAGES.otherSessionsEnded }
}
