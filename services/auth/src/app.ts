import type { FastifyInstance } from 'fastify'
import fastifyCookie from '@fastify/cookie'
import { createHttpServer, errorHandling, eventsPlugin, jwtAuth } from '@cosign/service-kit'
import type { AuthConfig } from './config.js'
import prismaPlugin from './plugins/prisma.js'
import userCachePlugin from './plugins/user-cache.js'
import sessionsPlugin from './plugins/sessions.js'
import profileEventsConsumer from './plugins/profile-events-consumer.js'
import authRoutes from './routes/auth/index.js'
import adminUserRoutes from './routes/admin-users/index.js'
import healthRoutes from './routes/health.js'

/** Builds the auth service: external connections first, then routes. `server.ts` listens. */
export async function buildApp(config: AuthConfig): Promise<FastifyInstance> {
  const app = createHttpServer({
    name: 'auth',
    logLevel: config.logLevel,
    internalToken: config.internalToken,
    bodyLimit: 64 * 1024,
  })
  await app.register(errorHandling)
  await app.register(prismaPlugin, { databaseUrl: config.databaseUrl, schema: config.schema })
  await app.register(eventsPlugin, {
    serviceName: 'auth',
    natsUrl: config.natsUrl,
    stream: config.eventStream,
    subjectPrefix: config.subjectPrefix,
    databaseUrl: config.databaseUrl,
    schema: config.schema,
  })
  await app.register(userCachePlugin, { subjectPrefix: config.subjectPrefix, ttlMs: config.userCacheTtlMs })
  await app.register(profileEventsConsumer)
  await app.register(fastifyCookie)
  await app.register(sessionsPlugin, {
    redisUrl: config.redisUrl,
    subjectPrefix: config.subjectPrefix,
    loginThrottle: config.loginThrottle,
  })
  await app.register(jwtAuth, { secret: config.jwtSecret, subjectPrefix: config.subjectPrefix, redis: app.redis })
  await app.register(healthRoutes)
  await app.register(authRoutes, { config })
  await app.register(adminUserRoutes)
  return app
}
