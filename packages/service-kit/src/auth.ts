import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import fastifyJwt from '@fastify/jwt'
import { ERROR_CODES, MESSAGES, type AccessTokenClaims, type Role } from '@cosign/contracts'
import { bearerToken, VerifiedTokens } from './access-tokens.js'
import { AppError } from './errors.js'

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: AccessTokenClaims
    user: AccessTokenClaims
  }
}
declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler: 401 unless a valid, unexpired access token is presented. */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>
    /** preHandler factory: 401 without a token, 403 for a role not listed. */
    requireRole: (...roles: Role[]) => (request: FastifyRequest, reply: FastifyReply) => Promise<void>
  }
}

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60

/**
 * Every service verifies the access token itself: the gateway checks it too, but no service trusts a
 * header that a browser could forge. Tokens come from the Authorization header, or from `?token=` on
 * websocket upgrades (browsers cannot set headers there).
 */
export const jwtAuth = fp<{ secret: string }>(
  async function jwtAuth(app: FastifyInstance, opts) {
    await app.register(fastifyJwt, { secret: opts.secret, sign: { expiresIn: ACCESS_TOKEN_TTL_SECONDS } })
    const tokens = new VerifiedTokens((token) => app.jwt.verify<AccessTokenClaims>(token))

    function verify(request: FastifyRequest): void {
      const header = request.headers.authorization
      if (header !== undefined) {
        request.user = tokens.verify(bearerToken(header))
        return
      }
      const queryToken = (request.query as Record<string, unknown> | undefined)?.token
      request.user = tokens.verify(typeof queryToken === 'string' ? queryToken : null)
    }
    app.decorate('authenticate', async (request: FastifyRequest) => verify(request))
    app.decorate('requireRole', (...roles: Role[]) => async (request: FastifyRequest) => {
      verify(request)
      if (!roles.includes(request.user.role))
        throw new AppError(403, ERROR_CODES.forbidden, MESSAGES.forbidden)
    })
  },
  { name: 'jwt-auth' },
)

// Re-exported so that this module's declarations load @fastify/jwt's own type augmentations of Fastify.
export type { FastifyJWT } from '@fastify/jwt'
