import type { FastifyInstance } from 'fastify'
import { createHttpServer, errorHandling, eventsPlugin, jwtAuth } from '@cosign/service-kit'
import type { ContractsConfig } from './config.js'
import prismaPlugin from './plugins/prisma.js'
import eventConsumer from './plugins/event-consumer.js'
import contractJobs from './plugins/jobs.js'
import healthRoutes from './routes/health.js'
import contractRoutes from './routes/contracts/index.js'
import ledgerRoutes from './routes/ledger/index.js'

/** Contracts service: contract lifecycle, signatures, payment steps and the ledger. `server.ts` listens. */
export async function buildApp(config: ContractsConfig): Promise<FastifyInstance> {
  const app = createHttpServer({
    name: 'contracts',
    logLevel: config.logLevel,
    internalToken: config.internalToken,
  })
  await app.register(errorHandling)
  await app.register(prismaPlugin, { databaseUrl: config.databaseUrl, schema: config.schema })
  await app.register(eventsPlugin, {
    serviceName: 'contracts',
    natsUrl: config.natsUrl,
    stream: config.eventStream,
    subjectPrefix: config.subjectPrefix,
    databaseUrl: config.databaseUrl,
    schema: config.schema,
  })
  await app.register(jwtAuth, { secret: config.jwtSecret, subjectPrefix: config.subjectPrefix, redis: config.redisUrl })
  await app.register(eventConsumer)
  await app.register(contractJobs, { intervalMs: config.jobsIntervalMs })
  await app.register(healthRoutes)
  await app.register(contractRoutes)
  await app.register(ledgerRoutes)
  return app
}
