import type { FastifyInstance } from 'fastify'
import { createService, jwtAuth } from '@cosign/service-kit'
import type { MatchingConfig } from './config.js'
import catalogPlugin from './plugins/catalog.js'
import listingCaches from './plugins/listing-caches.js'
import eventConsumer from './plugins/event-consumer.js'
import privacyConsumer from './plugins/privacy-consumer.js'
import deps from './plugins/deps.js'
import { createPrismaClient } from './plugins/prisma.js'
import sqlPlugin from './plugins/sql.js'
import adminRoutes from './routes/admin/index.js'
import creditReportRoutes from './routes/credit-reports/index.js'
import leaseArmorRoutes from './routes/lease-armor/index.js'
import listingRoutes from './routes/listings/index.js'
import matchingRoutes from './routes/matching/index.js'
import profileRoutes from './routes/profiles/index.js'
import reviewRoutes from './routes/reviews/index.js'

/** Builds the matching service: external connections first, then routes. `main.ts` listens. */
export async function buildApp(config: MatchingConfig): Promise<FastifyInstance> {
  const app = await createService({ name: 'matching', settings: config, prisma: createPrismaClient, bodyLimit: 64 * 1024 })
  await app.register(sqlPlugin, { databaseUrl: config.databaseUrl, schema: config.schema })
  await app.register(catalogPlugin)
  await app.register(listingCaches)
  await app.register(deps)
  await app.register(eventConsumer)
  await app.register(privacyConsumer)
  await app.register(jwtAuth, { secret: config.jwtSecret, subjectPrefix: config.subjectPrefix, redis: config.redisUrl })
  await app.register(profileRoutes)
  await app.register(adminRoutes)
  await app.register(listingRoutes)
  await app.register(matchingRoutes)
  await app.register(creditReportRoutes)
  await app.register(leaseArmorRoutes)
  await app.register(reviewRoutes)
  return app
}
