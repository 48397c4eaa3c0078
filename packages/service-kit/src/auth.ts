import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import fastifyJwt from '@fastify/jwt'
import { ERROR_CODES, MESSAGES, type AccessTokenClaims, type Role } from '@cosign/contracts'
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

    async function verify(request: FastifyRequest): Promise<void> {
      const query = request.query as Record<string, unknown> | undefined
      const queryToken = typeof query?.token === 'string' ? query.token : undefined
      if (!request.headers.authorization && !queryToken)
        throw new AppError(401, ERROR_CODES.unauthorized, MESSAGES.authenticationRequired)
      try {
        const claims = queryToken && !request.headers.authorization
          ? app.jwt.verify<AccessTokenClaims>(queryToken)
          : await request.jwtVerify<AccessTokenClaims>()
        request.user = claims
      } catch (err) {
        const expired = (err as { code?: string }).code === 'FST_JWT_AUTHORIZATION_TOKEN_EXPIRED'
        throw new AppError(401, expired ? ERROR_CODES.tokenExpired : ERROR_CODES.unauthorized,
          expired ? MESSAGES.sessionExpired : MESSAGES.authenticationRequired)
      }
    }
    app.decorate('authenticate', async (request: FastifyRequest) => verify(request))
    app.decorate('requireRole', (...roles: Role[]) => async (request: FastifyRequest) => {
      await verify(request)
      if (!roles.includes(request.user.role)) throw new AppError(403, ERROR_CODES.forbidden, MESSAGES.forbidden)
    })
  },
  { name: 'jwt-auth' },
)

// Re-exported so that this module's declarations load @fastify/jwt's own type augmentations of Fastify.
export type { FastifyJWT } from '@fastify/jwt'
