import { createHash, randomBytes, randomUUID } from 'node:crypto'
import { ACCESS_TOKEN_TTL_SECONDS } from '@cosign/service-kit'
import type { SessionResponse } from '@cosign/api'
import type { Db, User } from '../repositories/db.js'
import { refreshTokenRepository } from '../repositories/refresh-token-repository.js'
import type { Deps } from './deps.js'
import { toUserDto } from '../model/to-user-dto.js'

export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

/**
 * An access token of the session `sid` (the refresh-token family of the login) with the user's current
 * session version: logging out ends the session, switching the account off or changing its role raises the
 * version, and either refuses the token from the next request on (service-kit session-revocations.ts).
 */
export function signAccessToken(deps: Pick<Deps, 'signToken'>, user: User, sid: string | undefined): string {
  return deps.signToken({
    sub: user.id,
    email: user.email,
    role: user.role,
    ...(sid === undefined ? {} : { sid }),
    ver: user.sessionVersion,
  })
}

/** The session answer (access token and user) for a session of `user`. */
export function sessionResponse(
  deps: Pick<Deps, 'signToken'>,
  user: User,
  sid: string | undefined,
): SessionResponse {
  return {
    accessToken: signAccessToken(deps, user, sid),
    expiresIn: ACCESS_TOKEN_TTL_SECONDS,
    user: toUserDto(user),
  }
}

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
): Promise<{ session: SessionResponse; refreshToken: string }> {
  const refreshToken = randomBytes(32).toString('base64url')
  await refreshTokenRepository.create(db, {
    userId: user.id,
    familyId,
    tokenHash: hashRefreshToken(refreshToken),
    expiresAt: new Date(deps.now().getTime() + deps.refreshTtlDays * 86_400_000),
    userAgent: userAgent ? userAgent.slice(0, USER_AGENT_MAX_LENGTH) : null,
  })
  return { session: sessionResponse(deps, user, familyId), refreshToken }
}
