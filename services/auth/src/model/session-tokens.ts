import { createHash } from 'node:crypto'
import { ACCESS_TOKEN_TTL_SECONDS } from '@cosign/service-kit'
import type { AccessTokenClaims, SessionResponse } from '@cosign/api'
import type { User } from '../generated/prisma/client.js'
import { toUserDto } from './to-user-dto.js'

/** Signs access-token claims (the app's JWT signer, `Deps['signToken']`). */
export interface TokenSigner {
  signToken(claims: AccessTokenClaims): string
}

/** A refresh token as stored: its SHA-256 (whoever reads the table cannot use a token). */
export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

/**
 * An access token of the session `sid` (the refresh-token family of the login) with the user's current
 * session version: logging out ends the session, switching the account off or changing its role raises the
 * version, and either refuses the token from the next request on (service-kit session-revocations.ts).
 */
export function signAccessToken(deps: TokenSigner, user: User, sid: string | undefined, secondFactor = false): string {
  return deps.signToken({
    sub: user.id,
    email: user.email,
    role: user.role,
    ...(sid === undefined ? {} : { sid }),
    ver: user.sessionVersion,
    email_verified: user.emailVerifiedAt !== null,
    // The session passed the second factor (issue 30): every admin route requires it (service-kit auth.ts).
    ...(secondFactor ? { mfa: true } : {}),
  })
}

/** The session answer (access token and user) for a session of `user`. */
export function sessionResponse(
  deps: TokenSigner,
  user: User,
  sid: string | undefined,
  secondFactor = false,
): SessionResponse {
  return {
    accessToken: signAccessToken(deps, user, sid, secondFactor),
    expiresIn: ACCESS_TOKEN_TTL_SECONDS,
    user: toUserDto(user),
  }
}
