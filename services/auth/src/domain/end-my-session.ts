import { ERROR_CODES, SETTINGS_MESSAGES } from '@cosign/api'
import { AppError, notFound } from '@cosign/service-kit'
import { refreshTokenRepository } from '../repositories/refresh-token-repository.js'
import type { Deps } from './deps.js'

/**
 * Signs one of the user's sessions out (a row of the settings page's list): as a logout of that device, its access
 * tokens are refused from the next request on (Redis first: 503 when it cannot be recorded) and its refresh
 * tokens are revoked. A session that is not the user's, or has ended, is 404.
 */
export async function endMySession(
  deps: Pick<Deps, 'prisma' | 'sessions' | 'log' | 'now'>,
  userId: string,
  sessionId: string,
): Promise<{ message: string }> {
  if (!(await refreshTokenRepository.isLiveSessionOf(deps.prisma, userId, sessionId, deps.now())))
    throw notFound(SETTINGS_MESSAGES.sessionNotFound)
  try {
    await deps.sessions.end(sessionId)
  } catch (err) {
    deps.log.error({ err }, 'end session: the session record could not be written')
    throw new AppError(503, ERROR_CODES.serviceUnavailable, 'We could not sign that device out. Please try again.')
  }
  // Twice, as logOut does: a rotation committing meanwhile inserts a token the first statement cannot see.
  await refreshTokenRepository.revokeFamily(deps.prisma, sessionId)
  await refreshTokenRepository.revokeFamily(deps.prisma, sessionId)
  return { message: SETTINGS_MESSAGES.sessionEnded }
}
