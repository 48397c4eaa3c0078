import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify'
import fp from 'fastify-plugin'
import fastifyJwt from '@fastify/jwt'
import {
  bearerToken,
  closeRedis,
  connectRedis,
  sessionKeyPrefix,
  SessionRevocations,
  verifyAccessToken,
  VerifiedTokens,
} from '@cosign/service-kit'

declare module 'fastify' {
  interface FastifyInstance {
    /** onRequest hook: a request that presents a bearer token must present a valid, unexpired, live one. */
    checkPresentedToken: onRequestHookHandler
    /** preHandler for websocket upgrades: a valid token (query `token` or Authorization) is required. */
    requireSocketToken: (request: FastifyRequest) => Promise<void>
  }
}

type Claims = { exp?: number; sub?: string; sid?: string; ver?: number }

/**
 * Access tokens are checked at the edge so that bad, expired or revoked ones never reach a service (services
 * still verify them: nothing behind the gateway trusts it). Requests without a token pass: each service
 * decides which of its routes are public (login, PayPal webhooks, listings).
 *
 * Revocation (logout, account switched off, role changed) is read from the session records the auth service
 * writes in Redis before it answers: one MGET per request that presents a token. Every gateway instance reads
 * the same records, so none lags behind another. The checks have their own connection, auto-pipelined (the
 * checks of concurrent requests share a write and a read), apart from the rate limiter's.
 */
export default fp<{ secret: string; subjectPrefix: string; redisUrl: string }>(
  async function accessTokens(app: FastifyInstance, opts) {
    await app.register(fastifyJwt, { secret: opts.secret })
    const tokens = new VerifiedTokens((token) => app.jwt.verify<Claims>(token))
    const redis = connectRedis(opts.redisUrl, app.log, 'ended sessions are not refused until it is back')
    app.addHook('onClose', async () => closeRedis(redis))
    const sessions = new SessionRevocations(redis, sessionKeyPrefix(opts.subjectPrefix), app.log)

    // Callback style: it runs on every API request, and an async hook costs a promise more each time.
    app.decorate('checkPresentedToken', ((request, _reply, done) => {
      const header = request.headers.authorization
      if (header === undefined) return done()
      let claims: Claims
      const token = bearerToken(header)
      try {
        claims = tokens.verify(token)
      } catch (err) {
        return done(err as Error)
      }
      sessions.check(claims).then(() => {
        // Admitted: the edge may forward this token's next requests straight to the services.
        app.edgeAdmission.admit(token as string, claims)
        done()
      }, done)
    }) satisfies onRequestHookHandler)

    app.decorate('requireSocketToken', async (request: FastifyRequest) => {
      const header = request.headers.authorization
      if (header !== undefined) return void (await verifyAccessToken(tokens, sessions, bearerToken(header)))
      const token = (request.query as Record<string, unknown> | undefined)?.token
      await verifyAccessToken(tokens, sessions, typeof token === 'string' ? token : null)
    })
  },
  { name: 'access-tokens', dependencies: ['edge-admission'] },
)
