import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import fastifyJwt from '@fastify/jwt'
import type { Redis } from 'ioredis'
import {
  ERROR_CODES,
  MESSAGES,
  SECOND_FACTOR_MESSAGES,
  SECOND_FACTOR_REQUIRED_CODE,
  type AccessTokenClaims,
  type Role,
} from '@cosign/api'
import { ACCESS_TOKEN_TTL_SECONDS, bearerToken, verifyAccessToken, VerifiedTokens } from './access-tokens.js'
import { AppError } from './errors.js'
import { subscribeCore } from './events-plugin.js'
import { closeRedis, connectRedis } from './redis.js'
import { revocationSubject, sessionKeyPrefix, SessionRevocations } from './session-revocations.js'

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: AccessTokenClaims
    user: AccessTokenClaims
  }
}
declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler: 401 unless a valid, unexpired access token of a live session is presented. */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>
    /** preHandler factory: 401 without a token, 403 for a role not listed. */
    requireRole: (...roles: Role[]) => (request: FastifyRequest, reply: FastifyReply) => Promise<void>
    /** The session check of every token (revoked sessions, users whose sessions were ended). */
    sessionRevocations: SessionRevocations
  }
}

export interface JwtAuthOptions {
  secret: string
  /** The deployment's event subject prefix: names the Redis session records and the revocation broadcasts. */
  subjectPrefix: string
  /** Redis holding the session records: a connection of the service's (auth) or a URL to open one. */
  redis: Redis | string
}

/**
 * Every service verifies the access token itself: the gateway checks it too, but no service trusts a
 * header that a browser could forge. Tokens come from the Authorization header, or from `?token=` on
 * websocket upgrades (browsers cannot set headers there). Besides the signature and expiry, every request
 * checks that the token's session was not ended (session-revocations.ts: one Redis MGET); revocations
 * broadcast over NATS are remembered in memory when the service has the events plugin.
 */
export const jwtAuth = fp<JwtAuthOptions>(
  async function jwtAuth(app: FastifyInstance, opts) {
    await app.register(fastifyJwt, { secret: opts.secret, sign: { expiresIn: ACCESS_TOKEN_TTL_SECONDS } })
    const tokens = new VerifiedTokens((token) => app.jwt.verify<AccessTokenClaims>(token))

    const ownRedis =
      typeof opts.redis === 'string'
        ? connectRedis(opts.redis, app.log, 'revoked sessions are enforced only as far as broadcasts told')
        : null
    const sessions = new SessionRevocations(
      ownRedis ?? (opts.redis as Redis),
      sessionKeyPrefix(opts.subjectPrefix),
      app.log,
    )
    app.decorate('sessionRevocations', sessions)
    listenForRevocations(app, sessions, revocationSubject(opts.subjectPrefix))
    if (ownRedis) app.addHook('onClose', async () => closeRedis(ownRedis))

    async function verify(request: FastifyRequest): Promise<void> {
      const header = request.headers.authorization
      let token: string | null
      if (header !== undefined) token = bearerToken(header)
      else {
        const queryToken = (request.query as Record<string, unknown> | undefined)?.token
        token = typeof queryToken === 'string' ? queryToken : null
      }
      const claims = await verifyAccessToken(tokens, sessions, token)
      refuseAdminWithoutSecondFactor(claims)
      request.user = claims
    }
    app.decorate('authenticate', verify)
    app.decorate('requireRole', (...roles: Role[]) => async (request: FastifyRequest) => {
      await verify(request)
      if (!roles.includes(request.user.role))
        throw new AppError(403, ERROR_CODES.forbidden, MESSAGES.forbidden)
    })
  },
  { name: 'jwt-auth' },
)

/**
 * Every admin route (each access rule runs `authenticate` first: `accessCheckOf`, `requireRole`, websockets)
 * refuses an admin's token whose session did not pass the second factor (issue 30). The auth service signs no
 * such token; this holds should one exist (an older token, a bug, a token signed elsewhere with the secret).
 */
export function refuseAdminWithoutSecondFactor(claims: AccessTokenClaims): void {
  if (claims.role === 'ADMIN' && claims.mfa !== true)
    throw new AppError(403, SECOND_FACTOR_REQUIRED_CODE, SECOND_FACTOR_MESSAGES.sessionNeedsIt)
}

/** Subscribes to revocation broadcasts over the service's NATS connection, when it has one (events plugin). */
function listenForRevocations(app: FastifyInstance, sessions: SessionRevocations, subject: string): void {
  if (!app.hasDecorator('events')) return
  subscribeCore(app, subject, 'revocation', (msg) => {
    try {
      sessions.learn(msg.json())
    } catch {
      // not JSON: ignored
    }
  })
}

// Re-exported so that this module's declarations load @fastify/jwt's own type augmentations of Fastify.
export type { FastifyJWT } from '@fastify/jwt'
