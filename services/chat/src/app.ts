import type { FastifyInstance } from 'fastify'
import websocket from '@fastify/websocket'
import { createHttpServer, errorHandling, eventsPlugin, jwtAuth } from '@cosign/service-kit'
import type { ChatConfig } from './config.js'
import prismaPlugin from './plugins/prisma.js'
import realtimePlugin from './plugins/realtime.js'
import notificationConsumer from './plugins/notification-consumer.js'
import contractUpdatesConsumer from './plugins/contract-updates-consumer.js'
import healthRoutes from './routes/health.js'
import notificationRoutes from './routes/notifications/index.js'
import realtimeRoutes from './routes/realtime/index.js'

/** Builds the chat service (notifications + realtime pushes): connections first, then routes. */
export async function buildApp(config: ChatConfig): Promise<FastifyInstance> {
  const app = createHttpServer({ name: 'chat', logLevel: config.logLevel, bodyLimit: 64 * 1024 })
  await app.register(errorHandling)
  await app.register(prismaPlugin, { databaseUrl: config.databaseUrl, schema: config.schema })
  await app.register(eventsPlugin, {
    serviceName: 'chat',
    natsUrl: config.natsUrl,
    stream: config.eventStream,
    subjectPrefix: config.subjectPrefix,
    databaseUrl: config.databaseUrl,
    schema: config.schema,
    // Chat only consumes events for now; its outbox table is ready for chat message events.
    outbox: false,
  })
  await app.register(jwtAuth, { secret: config.jwtSecret })
  await app.register(websocket, { options: { maxPayload: 4096 } })
  await app.register(realtimePlugin, { subjectPrefix: config.subjectPrefix, heartbeatMs: config.heartbeatMs })
  await app.register(notificationConsumer, { productName: config.productName })
  await app.register(contractUpdatesConsumer)
  await app.register(healthRoutes)
  await app.register(notificationRoutes)
  await app.register(realtimeRoutes)
  return app
}
