import fp from 'fastify-plugin'
import type { Redis } from 'ioredis'
import {
  closeRedis,
  connectRedis,
  revocationSubject,
  sessionKeyPrefix,
  SessionRevocationWriter,
  type RevocationNotice,
} from '@cosign/service-kit'
import type { Sessions } from '../domain/deps.js'
import type { LoginThrottlePolicy } from '../model/login-throttle.js'
import { REUSE_GRACE_MS } from '../domain/refresh-session.js'
import { GraceAnswers } from '../repositories/grace-answers.js'
import { LoginAttempts } from '../repositories/login-attempts.js'

declare module 'fastify' {
  interface FastifyInstance {
    /** The auth service's Redis connection (session records, refresh grace answers, login throttle). */
    redis: Redis
    /** Ends sessions, keeps refresh grace answers and the login throttle (domain/deps.ts). */
    sessions: Sessions
  }
}

/**
 * Session state the auth service keeps in Redis (docs/decisions.md, "Sessions that end"). Every record is
 * written before the request that ends a session is answered, then broadcast over NATS core so verifiers
 * also remember it in memory. Registered after the events plugin, whose connection it publishes on.
 */
export default fp<{ redisUrl: string; subjectPrefix: string; loginThrottle: LoginThrottlePolicy }>(
  async (app, opts) => {
    const redis = connectRedis(
      opts.redisUrl,
      app.log,
      'logouts, deactivations and role changes answer 503; login throttling is off',
    )
    const prefix = sessionKeyPrefix(opts.subjectPrefix)
    const writer = new SessionRevocationWriter(redis, prefix)
    const subject = revocationSubject(opts.subjectPrefix)
    const announce = (notice: RevocationNotice) => {
      const bus = app.events.bus()
      if (bus && !bus.nc.isClosed()) bus.nc.publish(subject, JSON.stringify(notice))
    }

    app.decorate('redis', redis)
    app.decorate('sessions', {
      async end(sid) {
        await writer.revokeSession(sid)
        announce({ sid })
      },
      async endUserBelow(userId, version) {
        await writer.raiseUserVersion(userId, version)
        announce({ userId, version })
      },
      grace: new GraceAnswers(redis, prefix, REUSE_GRACE_MS),
      loginAttempts: new LoginAttempts(redis, `${prefix}:login`, opts.loginThrottle),
    })
    app.addHook('onClose', async () => closeRedis(redis))
  },
  { name: 'sessions', dependencies: ['events'] },
)
