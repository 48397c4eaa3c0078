import { ERROR_CODES, MESSAGES } from '@cosign/api'
import { AppError } from '@cosign/service-kit'
import { refreshTokenRepository } from '../repositories/refresh-token-repository.js'
import type { Deps } from './deps.js'
import { hashRefreshToken } from '../model/session-tokens.js'

/**
 * Ends the session of the refresh cookie: its access tokens are refused from the next request on, on every
 * service and instance (the session record is in Redis before this answers), and its refresh-token family is
 * revoked. Logging out twice is harmless. Without Redis the logout fails (503, 'Failed to logout') and changes
 * nothing: the browser keeps a session that still works rather than believing it ended one that did not.
 */
export async function logOut(
  deps: Pick<Deps, 'prisma' | 'sessions' | 'log'>,
  token: string | undefined,
): Promise<void> {
  if (!token) return
  const { prisma } = deps
  const stored = await refreshTokenRepository.findByHash(prisma, hashRefreshToken(token))
  if (!stored) return
  try {
    await deps.sessions.end(stored.familyId)
  } catch (err) {
    deps.log.error({ err }, 'logout: the session record could not be written')
    throw new AppError(503, ERROR_CODES.serviceUnavailable, MESSAGES.logoutFailed)
  }
  // A refresh rotating this family right now holds the presented token's row: the first statement waits for it
  // to commit, but its snapshot predates the token that rotation inserts. The second statement sees that one.
  await refreshTokenRepository.revokeFamily(prisma, stored.familyId)
  await refreshTokenRepository.revokeFamily(prisma, stored.familyId)
}
