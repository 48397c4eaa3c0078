import { ERROR_CODES, MESSAGES } from '@cosign/api'
import { AppError } from './errors.js'

/** Error codes of an expired token: fast-jwt's own, and @fastify/jwt's wrapper of it. */
const EXPIRED_CODES = new Set(['FAST_JWT_EXPIRED', 'FST_JWT_AUTHORIZATION_TOKEN_EXPIRED'])

const DEFAULT_MAX_ENTRIES = 10_000

/** Lifetime of an access token. Revocation records (session-revocations.ts) outlive it by a margin. */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60

/** The token of an `Authorization: Bearer <token>` header, or null when the header is not of that form. */
export function bearerToken(header: string): string | null {
  const space = header.indexOf(' ')
  if (space === -1 || header.slice(0, space).toLowerCase() !== 'bearer') return null
  const token = header.slice(space + 1).trim()
  return token || null
}

/** 401 for a missing or invalid token; the error a client can act on (session expired) for an expired one. */
export function tokenError(err: unknown): AppError {
  return EXPIRED_CODES.has((err as { code?: string } | null)?.code ?? '')
    ? new AppError(401, ERROR_CODES.tokenExpired, MESSAGES.sessionExpired)
    : new AppError(401, ERROR_CODES.unauthorized, MESSAGES.authenticationRequired)
}

/**
 * Verifies access tokens, remembering the ones already verified until they expire. A browser sends the
 * same token with every request for its 15 minutes, so the HMAC check runs once per token rather than once
 * per request. The key is the whole token, so only byte-identical tokens hit; the expiry is checked on
 * every hit. Cached claims are frozen: every request that presents the token shares them.
 *
 * A signature and an expiry say nothing of a session that ended (logout, account switched off, role
 * changed): callers check the claims against `SessionRevocations` on every request as well
 * (`verifyAccessToken`), which this cache never answers for.
 */
export class VerifiedTokens<Claims extends { exp?: number }> {
  private readonly entries = new Map<string, Readonly<Claims>>()

  constructor(
    private readonly verifySignature: (token: string) => Claims,
    private readonly maxEntries = DEFAULT_MAX_ENTRIES,
    private readonly now: () => number = Date.now,
  ) {}

  /** The token's claims; throws the AppError of `tokenError` when it is missing, invalid or expired. */
  verify(token: string | null | undefined): Readonly<Claims> {
    if (!token) throw tokenError(null)
    const cached = this.entries.get(token)
    if (cached !== undefined) {
      if ((cached.exp as number) * 1000 > this.now()) return cached
      this.entries.delete(token)
    }
    let claims: Claims
    try {
      claims = this.verifySignature(token)
    } catch (err) {
      throw tokenError(err)
    }
    if (typeof claims.exp === 'number') {
      // A full cache is dropped rather than evicted entry by entry: tokens live 15 minutes anyway.
      if (this.entries.size >= this.maxEntries) this.entries.clear()
      this.entries.set(token, Object.freeze(claims))
    }
    return claims
  }
}

/** The session check `verifyAccessToken` runs after the signature check (SessionRevocations). */
export interface SessionCheck {
  check(claims: { sub?: string; sid?: string; ver?: number }): Promise<void>
}

/**
 * The whole check of a presented token: signature and expiry (cached), then whether its session is still
 * alive (asked every time). Rejects with the AppError to answer.
 */
export async function verifyAccessToken<
  Claims extends { exp?: number; sub?: string; sid?: string; ver?: number },
>(
  tokens: VerifiedTokens<Claims>,
  sessions: SessionCheck,
  token: string | null | undefined,
): Promise<Readonly<Claims>> {
  const claims = tokens.verify(token)
  await sessions.check(claims)
  return claims
}
