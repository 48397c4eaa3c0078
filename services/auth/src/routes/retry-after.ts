import type { FastifyReply } from 'fastify'
import { RateLimitedError } from '../model/rate-limited-error.js'

/** Runs a throttled use case: its 429 carries Retry-After (the seconds RateLimitedError says). */
export async function withRetryAfter<T>(reply: FastifyReply, work: () => Promise<T>): Promise<T> {
  try {
    return await work()
  } catch (err) {
    if (err instanceof RateLimitedError) reply.header('retry-after', String(err.retryAfterSeconds))
    throw err
  }
}
