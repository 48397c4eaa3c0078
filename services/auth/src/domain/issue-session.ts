import { randomBytes, randomUUID } from 'node:crypto'
import type { SessionResponse } from '@cosign/api'
import type { Db, User } from '../repositories/db.js'
import { refreshTokenRepository } from '../repositories/refresh-token-repository.js'
import type { Deps } from './deps.js'
import { hashRefreshToken, sessionResponse } from '../model/session-tokens.js'

/** Longest User-Agent kept for the sessions list (browsers send far less; the rest is noise). */
const USER_AGENT_MAX_LENGTH = 400

/**
 * Issues an access token and a new refresh token of the given family (a new family at login), living
 * `refreshTtlDays`. `userAgent` (the browser's, at login; carried along each rotation) names the session's device
 * on the settings page.
 */
export async function issueSession(
  deps: Pick<Deps, 'signToken' | 'refreshTtlDays' | 'now'>,
  db: Db,
  user: User,
  familyId: string = randomUUID(),
  userAgent?: string | null,
  /** The login passed the second factor: kept on the session's refresh tokens, carried by its access tokens. */
  secondFactor = false,
): Promise<{ session: SessionResponse; refreshToken: string }> {
  const refreshToken = randomBytes(32).toString('base64url')
  await refreshTokenRepository.create(db, {
    userId: user.id,
    familyId,
    tokenHash: hashRefreshToken(refreshToken),
    expiresAt: new Date(deps.now().getTime() + deps.refreshTtlDays * 86_400_000),
    userAgent: userAgent ? userAgent.slice(0, USER_AGENT_MAX_LENGTH) : null,
    secondFactor,
  })
  return { session: sessionResponse(deps, user, familyId, secondFactor), refreshToken }
}
