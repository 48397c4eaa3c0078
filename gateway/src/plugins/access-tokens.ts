import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify'
import fp from 'fastify-plugin'
import fastifyJwt from '@fastify/jwt'
import { bearerToken, VerifiedTokens } from '@cosign/service-kit'

declare module 'fastify' {
  interface FastifyInstance {
    /** onRequest hook: a request that presents a bearer token must present a valid, unexpired one. */
    checkPresentedToken: onRequestHookHandler
    /** preHandler for websocket upgrades: a valid token (query `token` or Authorization) is required. */
    requireSocketToken: (request: FastifyRequest) => Promise<void>
  }
}

/**
 * Access tokens are checked at the edge so that bad or expired ones never reach a service (services still
 * verify them: nothing behind the gateway trusts it). Requests without a token pass: each service decides
 * which of its routes are public (login, PayPal webhooks, listings).
 */
export default fp<{ secret: string }>(
  async function accessTokens(app: FastifyInstance, opts) {
    await app.register(fastifyJwt, { secret: opts.secret })
    const tokens = new VerifiedTokens((token) => app.jwt.verify<{ exp?: number }>(token))

    // Callback style: it runs on every API request, and an async hook costs a promise each time.
    app.decorate('checkPresentedToken', ((request, _reply, done) => {
      const header = request.headers.authorization
      if (header === undefined) return done()
      try {
        tokens.verify(bearerToken(header))
      } catch (err) {
        return done(err as Error)
      }
      done()
    }) satisfies onRequestHookHandler)

    app.decorate('requireSocketToken', async (request: FastifyRequest) => {
      const header = request.headers.authorization
      if (header !== undefined) return void tokens.verify(bearerToken(header))
      const token = (request.query as Record<string, unknown> | undefined)?.token
      tokens.verify(typeof token === 'string' ? token : null)
    })
  },
  { name: 'access-tokens' },
)
