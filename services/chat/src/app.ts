import type { FastifyInstance } from 'fastify'
import websocket from '@fastify/websocket'
import { createService, jwtAuth } from '@cosign/service-kit'
import type { ChatConfig } from './config.js'
import { createPrismaClient } from './plugins/prisma.js'
import realtimePlugin from './plugins/realtime.js'
import notificationConsumer from './plugins/notification-consumer.js'
import contractUpdatesConsumer from './plugins/contract-updates-consumer.js'
import conversationConsumer from './plugins/conversation-consumer.js'
import rateLimits from './plugins/rate-limits.js'
import messageAppender from './plugins/message-appender.js'
import depsPlugin from './plugins/deps.js'
import unreadDigestJob from './plugins/unread-digest-job.js'
import notificationRoutes from './routes/notifications/index.js'
import adminNotificationRoutes from './routes/notifications/admin.js'
import realtimeRoutes from './routes/realtime/index.js'
import chatRoutes from './routes/chat/index.js'
import disputeSubjectsConsumer from './plugins/dispute-subjects-consumer.js'
import disputeRoutes from './routes/disputes/index.js'
import adminDisputeRoutes from './routes/disputes/admin.js'
import adminRealtimePlugin from './plugins/admin-realtime.js'
import activityConsumer from './plugins/activity-consumer.js'
import adminAlertsConsumer from './plugins/admin-alerts-consumer.js'
import adminAuditConsumer from './plugins/admin-audit-consumer.js'
import privacyConsumer from './plugins/privacy-consumer.js'
import backOfficeRoutes from './routes/back-office/index.js'
import supportRoutes from './routes/support/index.js'
import adminSupportRoutes from './routes/support/admin.js'

/** Builds the chat service (conversations, notifications, realtime pushes): connections first, then routes. */
export async function buildApp(config: ChatConfig): Promise<FastifyInstance> {
  const app = await createService({ name: 'chat', settings: config, prisma: createPrismaClient, bodyLimit: 64 * 1024 })
  await app.register(jwtAuth, { secret: config.jwtSecret, subjectPrefix: config.subjectPrefix, redis: config.redisUrl })
  // Client frames carry chat messages (chat.send): up to CHAT_MESSAGE_MAX characters, JSON-escaped.
  await app.register(websocket, { options: { maxPayload: 64 * 1024 } })
  await app.register(realtimePlugin, { subjectPrefix: config.subjectPrefix, heartbeatMs: config.heartbeatMs })
  await app.register(adminRealtimePlugin, { subjectPrefix: config.subjectPrefix })
  await app.register(notificationConsumer, { productName: config.productName })
  const consumers = [contractUpdatesConsumer, conversationConsumer, disputeSubjectsConsumer, activityConsumer, adminAlertsConsumer, adminAuditConsumer]
  for (const consumer of consumers) await app.register(consumer)
  await app.register(messageAppender)
  await app.register(rateLimits, {
    redisUrl: config.redisUrl,
    keyPrefix: config.subjectPrefix,
    chatMessagesPerMinute: config.messageRateLimitPerMinute,
    disputeReportsPerHour: config.disputeReportsPerHour,
  })
  await app.register(depsPlugin)
  await app.register(unreadDigestJob, { intervalMs: config.digestIntervalMs })
  await app.register(privacyConsumer)
  const routes = [notificationRoutes, adminNotificationRoutes, realtimeRoutes, chatRoutes, disputeRoutes, supportRoutes]
  const adminRoutes = [adminDisputeRoutes, backOfficeRoutes, adminSupportRoutes]
  for (const area of [...routes, ...adminRoutes]) await app.register(area)
  return app
}
