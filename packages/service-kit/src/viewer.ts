import type { FastifyRequest } from 'fastify'
import { ERROR_CODES, type Role } from '@cosign/api'
import { AppError } from './errors.js'

/** The caller, from the verified access token (a use case's `viewer`). */
export interface Viewer {
  id: string
  role: Role
  email: string
}

/** The caller of an authenticated request (the access rule ran first, so `request.user` is set). */
export const viewerOf = (request: FastifyRequest): Viewer => ({
  id: request.user.sub,
  role: request.user.role,
  email: request.user.email,
})

/**
 * Paying, signing a contract and receiving payouts need a confirmed email address (issue 29): the access token's
 * `email_verified` claim, which auth signs from the account at every login and refresh. 403
 * `EMAIL_NOT_VERIFIED` with the screen's words otherwise (a token without the claim counts as not confirmed).
 */
export function requireVerifiedEmail(claims: { email_verified?: boolean }, message: string): void {
  if (claims.email_verified !== true) throw new AppError(403, ERROR_CODES.emailNotVerified, message)
}
