import type { FastifyInstance } from 'fastify'
import { createService, jwtAuth } from '@cosign/service-kit'
import type { PaymentsConfig } from './config.js'
import { createPrismaClient } from './plugins/prisma.js'
import gatewayPlugin from './plugins/gateway.js'
import deps from './plugins/deps.js'
import directoryConsumer from './plugins/directory-consumer.js'
import accessConsumer from './plugins/access-consumer.js'
import privacyConsumer from './plugins/privacy-consumer.js'
import contractPurgeConsumer from './plugins/contract-purge-consumer.js'
import reconcileJob from './plugins/reconcile-job.js'
import paymentRoutes from './routes/payments/index.js'
import adminRoutes from './routes/admin/index.js'
import webhookRoutes from './routes/webhooks/index.js'
import receiptRoutes from './routes/receipts/index.js'

/** Builds the payments service: external connections first, then routes. `main.ts` listens. */
export async function buildApp(config: PaymentsConfig): Promise<FastifyInstance> {
  const app = await createService({ name: 'payments', settings: config, prisma: createPrismaClient, bodyLimit: 64 * 1024 })
  await app.register(jwtAuth, { secret: config.jwtSecret, subjectPrefix: config.subjectPrefix, redis: config.redisUrl })
  await app.register(gatewayPlugin, { config })
  await app.register(deps, { config })
  await app.register(directoryConsumer)
  await app.register(accessConsumer)
  await app.register(privacyConsumer)
  await app.register(contractPurgeConsumer)
  await app.register(reconcileJob, { config })
  await app.register(paymentRoutes, { config })
  // Its declared paths start with /admin (the full service path), so it is registered without a prefix.
  await app.register(adminRoutes, { config })
  await app.register(webhookRoutes, { config })
  await app.register(receiptRoutes, { config })
  return app
}
