import type { FastifyInstance } from 'fastify'
import { createHttpServer, errorHandling, eventsPlugin, jwtAuth } from '@cosign/service-kit'
import type { ContractsConfig } from './config.js'
import prismaPlugin from './plugins/prisma.js'
import healthRoutes from './routes/health.js'

/** Contracts service: contract lifecycle and signatures (screens and routes come with the contracts issue). */
export async function buildApp(config: ContractsConfig): Promise<FastifyInstance> {
  const app = createHttpServer({ name: 'contracts', logLevel: config.logLevel })
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
  await app.register(jwtAuth, { secret: config.jwtSecret })
  await app.register(healthRoutes)
  return app
}
