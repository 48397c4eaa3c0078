import { depsPlugin } from '@cosign/service-kit'
import type { Deps } from '../domain/deps.js'

declare module 'fastify' {
  interface FastifyInstance {
    /** What the use cases need, built once from the connections (routes hand it, or part of it, to them). */
    deps: Deps
  }
}

/** Builds the use cases' dependencies once from the app's connections: the one place that wires them. */
export default depsPlugin(
  (app): Deps => ({
    prisma: app.prisma,
    publish: app.realtime.publish,
    publishToAdmins: (message) => app.adminRealtime.publish(message),
    record: app.events.record,
    flush: app.events.flush,
    rateLimit: app.rateLimits.chatMessages,
    reportRateLimit: app.rateLimits.disputeReports,
    visitorEmailLimit: app.rateLimits.visitorSupportByEmail,
    visitorIpLimit: app.rateLimits.visitorSupportByIp,
    appendMessage: app.appendMessage,
  }),
  ['realtime', 'admin-realtime', 'rate-limits', 'message-appender'],
)
