import type { RateLimit } from '../model/rate-limited-error.js'
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
