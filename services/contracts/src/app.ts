import type { FastifyInstance } from 'fastify'
import { createService, jwtAuth } from '@cosign/service-kit'
import type { ContractsConfig } from './config.js'
import { createPrismaClient } from './plugins/prisma.js'
import deps from './plugins/deps.js'
import eventConsumer from './plugins/event-consumer.js'
import privacyConsumer from './plugins/privacy-consumer.js'
import contractJobs from './plugins/jobs.js'
import contractRoutes from './routes/contracts/index.js'
import ledgerRoutes from './routes/ledger/index.js'
import earningsRoutes from './routes/earnings/index.js'

/** Contracts service: contract lifecycle, signatures, payment steps and the ledger. `server.ts` listens. */
export async function buildApp(config: ContractsConfig): Promise<FastifyInstance> {
  const app = await createService({ name: 'contracts', settings: config, prisma: createPrismaClient })
  await app.register(jwtAuth, { secret: config.jwtSecret, subjectPrefix: config.subjectPrefix, redis: config.redisUrl })
  await app.register(deps)
  await app.register(eventConsumer)
  await app.register(privacyConsumer)
  await app.register(contractJobs, { intervalMs: config.jobsIntervalMs })
  await app.register(contractRoutes)
  await app.register(ledgerRoutes)
  await app.register(earningsRoutes)
  return app
}
