import type { Redis } from 'ioredis'
import { pauseAfterFailure, type LoginThrottlePolicy } from '../model/login-throttle.js'

/** Counts a failure; the first of a window starts the window's expiry. Returns the count. */
const FAIL_SCRIPT = `local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return n`

/**
 * Login failures and pauses in Redis, shared by every auth instance. A subject is an account
 * (`account:<email digest>`) or a device of an account (`device:<email digest>:<device id>`); each has a
 * failure counter (`...:failures`) and, while paused, a pause key whose time to live is the pause.
 */
export class LoginAttempts {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly policy: LoginThrottlePolicy,
  ) {}

  private failuresKey = (subject: string) => `${this.prefix}:${subject}:failures`
  private pauseKey = (subject: string) => `${this.prefix}:${subject}:paused`

  /** Milliseconds the subject is still paused for (0: not paused). */
  async pausedFor(subject: string): Promise<number> {
    const ttl = await this.redis.pttl(this.pauseKey(subject))
    return ttl > 0 ? ttl : 0
  }

  /** Records a failure; returns the pause it starts (0 while under the limit). */
  async fail(subject: string): Promise<number> {
    const failures = Number(
      await this.redis.eval(FAIL_SCRIPT, 1, this.failuresKey(subject), this.policy.windowMs),
    )
    const pauseMs = pauseAfterFailure(failures, this.policy)
    if (pauseMs > 0) await this.redis.set(this.pauseKey(subject), String(failures), 'PX', pauseMs)
    return pauseMs
  }

  async reset(...subjects: string[]): Promise<void> {
    await this.redis.del(...subjects.flatMap((s) => [this.failuresKey(s), this.pauseKey(s)]))
  }
}
