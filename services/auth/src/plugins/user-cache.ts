import fp from 'fastify-plugin'
import { subscribeCore } from '@cosign/service-kit'
import type { CachedUsers } from '../domain/deps.js'
import { UserCache } from '../repositories/user-cache.js'

declare module 'fastify' {
  interface FastifyInstance {
    /** The user cache behind `GET /me` (domain/deps.ts). */
    users: CachedUsers
  }
}

/**
 * The user cache, kept coherent across instances over NATS core pub/sub on `<prefix>_cache.auth.user`
 * (outside `<prefix>.>`, so evictions are never stored as domain events). Registered after the events
 * plugin, whose connection it shares.
 */
export default fp<{ subjectPrefix: string; ttlMs: number }>(
  async (app, opts) => {
    const subject = `${opts.subjectPrefix}_cache.auth.user`
    const cache = new UserCache(opts.ttlMs)
    subscribeCore(app, subject, 'user cache', (msg) => cache.evict(msg.string()))

    app.decorate('users', {
      cached: (id) => cache.get(id),
      remember: (user) => cache.set(user),
      changed(id) {
        cache.evict(id)
        const bus = app.events.bus()
        if (bus && !bus.nc.isClosed()) bus.nc.publish(subject, id)
      },
    })
  },
  { name: 'user-cache', dependencies: ['events'] },
)
