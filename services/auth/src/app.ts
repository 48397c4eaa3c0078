import type { FastifyInstance } from 'fastify'
import fastifyCookie from '@fastify/cookie'
import { createService, jwtAuth } from '@cosign/service-kit'
import type { AuthConfig } from './config.js'
import { createPrismaClient } from './plugins/prisma.js'
import userCachePlugin from './plugins/user-cache.js'
import sessionsPlugin from './plugins/sessions.js'
import depsPlugin from './plugins/deps.js'
import mailSender from './plugins/mail-sender.js'
import profileEventsConsumer from './plugins/profile-events-consumer.js'
import notificationMailConsumer from './plugins/notification-mail-consumer.js'
import authRoutes from './routes/auth/index.js'
import notificationRoutes from './routes/notifications/index.js'
import adminUserRoutes from './routes/admin-users/index.js'
import secondFactorRoutes from './routes/second-factor/index.js'
import privacyRoutes from './routes/privacy/index.js'
import deletionGuardConsumer from './plugins/deletion-guard-consumer.js'
import { dataExportJob, dataExportPartsConsumer } from './plugins/data-exports.js'

/** Builds the auth service: external connections first, then routes. `main.ts` listens. */
export async function buildApp(config: AuthConfig): Promise<FastifyInstance> {
  const app = await createService({ name: 'auth', settings: config, prisma: createPrismaClient, bodyLimit: 64 * 1024 })
  await app.register(userCachePlugin, { subjectPrefix: config.subjectPrefix, ttlMs: config.userCacheTtlMs })
  await app.register(fastifyCookie)
  await app.register(sessionsPlugin, {
    redisUrl: config.redisUrl,
    subjectPrefix: config.subjectPrefix,
    loginThrottle: config.loginThrottle,
  })
  await app.register(jwtAuth, { secret: config.jwtSecret, subjectPrefix: config.subjectPrefix, redis: app.redis })
  await app.register(mailSender, { smtpUrl: config.smtpUrl, mailFrom: config.mailFrom, pollMs: config.mailPollMs })
  await app.register(depsPlugin, { config })
  // After deps: a changed PayPal payout email is mailed a link through the mail outbox (issue 27).
  await app.register(profileEventsConsumer)
  await app.register(notificationMailConsumer)
  await app.register(deletionGuardConsumer)
  await app.register(dataExportJob, { pollMs: config.mailPollMs })
  await app.register(dataExportPartsConsumer)
  await app.register(authRoutes, { config })
  await app.register(notificationRoutes)
  await app.register(adminUserRoutes)
  await app.register(secondFactorRoutes)
  await app.register(privacyRoutes)
  return app
}
