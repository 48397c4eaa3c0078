import { accountTokenRepository, type AccountTokenPurpose } from '../repositories/account-token-repository.js'
import { hashAccountToken, isTokenUsable } from '../model/account-token.js'
import { RateLimitedError } from '../model/rate-limited-error.js'
import type { Deps } from './deps.js'
import { throttle } from './throttle.js'

/**
 * A link's stored token, counted against the client's recovery throttle first (429 over it): null when the token is
 * unknown, of another purpose, used or expired (the caller answers its own "invalid link").
 */
export async function findUsableAccountToken(
  deps: Pick<Deps, 'prisma' | 'now' | 'log' | 'rateLimits' | 'recoveryPerClient'>,
  clientAddress: string,
  token: string,
  purpose: AccountTokenPurpose,
) {
  const wait = await throttle(deps, `recovery:client:${clientAddress}`, deps.recoveryPerClient)
  if (wait > 0) throw new RateLimitedError(wait)
  const stored = await accountTokenRepository.findByHash(deps.prisma, hashAccountToken(token))
  return stored && stored.purpose === purpose && isTokenUsable(stored, deps.now()) ? stored : null
}
