import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import fastifyJwt from '@fastify/jwt'
import { ERROR_CODES, MESSAGES } from '@cosign/contracts'
import { AppError } from '@cosign/service-kit'

declare module 'fastify' {
  interface FastifyInstance {
    /** onRequest hook: a request that presents a bearer token must present a valid, unexpired one. */
    checkPresentedToken: (request: FastifyRequest) => Promise<void>
    /** preHandler for websocket upgrades: a valid token (query `token` or Authorization) is required. */
    requireSocketToken: (request: FastifyRequest) => Promise<void>
  }
}

const EXPIRED_CODES = new Set(['FAST_JWT_EXPIRED', 'FST_JWT_AUTHORIZATION_TOKEN_EXPIRED'])

const VERIFIED_CACHE_SIZE = 10_000

const invalidToken = () => new AppError(401, ERROR_CODES.unauthorized, MESSAGES.authenticationRequired)

function bearerToken(header: string): string | null {
  const space = header.indexOf(' ')
  if (space === -1 || header.slice(0, space).toLowerCase() !== 'bearer') return null
  const token = header.slice(space + 1).trim()
  return token || null
}

/**
 * Access tokens are checked at the edge so that bad or expired ones never reach a service (services still
 * verify them: nothing behind the gateway trusts it). Requests without a token pass: each service decides
 * which of its routes are public (login, PayPal webhooks, listings).
 */
export default fp<{ secret: string }>(
  async function accessTokens(app: FastifyInstance, opts) {
    await app.register(fastifyJwt, { secret: opts.secret })

    // Tokens already verified, with their expiry (ms): a browser sends the same token with every request
    // for its 15 minutes, so the HMAC check runs once per token rather than once per request. The key is
    // the whole token, so only byte-identical tokens hit; the expiry is still checked on every hit.
    const verified = new Map<string, number>()

    function verify(token: string | null): void {
      if (!token) throw invalidToken()
      const expiresAt = verified.get(token)
      if (expiresAt !== undefined) {
        if (expiresAt > Date.now()) return
        verified.delete(token)
      }
      try {
        const { exp } = app.jwt.verify<{ exp?: number }>(token)
        if (typeof exp === 'number') {
          if (verified.size >= VERIFIED_CACHE_SIZE) verified.clear()
          verified.set(token, exp * 1000)
        }
      } catch (err) {
        if (EXPIRED_CODES.has((err as { code?: string }).code ?? ''))
          throw new AppError(401, ERROR_CODES.tokenExpired, MESSAGES.sessionExpired)
        throw invalidToken()
      }
    }

    app.decorate('checkPresentedToken', async (request: FastifyRequest) => {
      const header = request.headers.authorization
      if (header !== undefined) verify(bearerToken(header))
    })

    app.decorate('requireSocketToken', async (request: FastifyRequest) => {
      const header = request.headers.authorization
      if (header !== undefined) return verify(bearerToken(header))
      const token = (request.query as Record<string, unknown> | undefined)?.token
      verify(typeof token === 'string' ? token : null)
    })
  },
  { name: 'access-tokens' },
)
