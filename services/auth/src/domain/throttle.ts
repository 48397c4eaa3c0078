import { notFound } from '@cosign/service-kit'
import { RateLimitedError, VERIFICATION_PER_ACCOUNT, type RateLimit } from '../model/rate-limited-error.js'
import { userRepository } from '../repositories/user-repository.js'
import type { Deps } from './deps.js'

/**
 * Counts one request against a throttle; the seconds to wait when over it, else 0. Redis failing lets the request
 * through (as the login throttle does) rather than refusing everyone.
 */
export async function throttle(deps: Pick<Deps, 'rateLimits' | 'log'>, subject: string, limit: RateLimit): Promise<number> {
  try {
    return await deps.rateLimits.hit(subject, limit)
  } catch (err) {
    deps.log.warn({ err }, 'throttle unavailable: request let through')
    return 0
  }
}

/** Counts one request of `subject` against `limit`; over it, throws RateLimitedError (429 with Retry-After). */
export async function refuseWhenOver(deps: Pick<Deps, 'rateLimits' | 'log'>, subject: string, limit: RateLimit): Promise<void> {
  const wait = await throttle(deps, subject, limit)
  if (wait > 0) throw new RateLimitedError(wait)
}

/**
 * A signed-in user's request for a new link (email or PayPal confirmation): counted per client address and per
 * account under `accountKey`; throws RateLimitedError when either is over, then loads the user (404 if gone).
 */
export async function throttledLinkRequest(
  deps: Pick<Deps, 'prisma' | 'rateLimits' | 'log' | 'recoveryPerClient'>,
  userId: string,
  clientAddress: string,
  accountKey: string,
) {
  const wait = Math.max(
    await throttle(deps, `recovery:client:${clientAddress}`, deps.recoveryPerClient),
    await throttle(deps, `${accountKey}:account:${userId}`, VERIFICATION_PER_ACCOUNT),
  )
  if (wait > 0) throw new RateLimitedError(wait)
  const user = await userRepository.findById(deps.prisma, userId)
  if (!user) throw notFound()
  return user
}
