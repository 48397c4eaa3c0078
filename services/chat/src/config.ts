import { CHAT_RATE_LIMIT_PER_MINUTE, DISPUTE_REPORTS_PER_HOUR } from '@cosign/api'
import { intFromEnv, readServiceEnv, type ServiceEnv } from '@cosign/service-kit'

export interface ChatConfig extends ServiceEnv {
  /** Product name used in user-facing notification text. */
  productName: string
  /** Websocket heartbeat: a ping every interval; a socket that missed the previous pong is dropped. */
  heartbeatMs: number
  /** Chat messages one user may send per minute, across all instances (Redis). */
  messageRateLimitPerMinute: number
  /** Problems one user may report per hour, across all instances (Redis). */
  disputeReportsPerHour: number
  /** The unread-digest job: presence refresh and digests every interval (0: off; tests run the use case). */
  digestIntervalMs: number
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ChatConfig {
  return {
    ...readServiceEnv(env, 4005, 'chat'),
    productName: env.PRODUCT_NAME ?? 'Cosign Marketplace',
    heartbeatMs: intFromEnv(env.WS_HEARTBEAT_MS, 25_000),
    messageRateLimitPerMinute: intFromEnv(env.CHAT_RATE_LIMIT_PER_MINUTE, CHAT_RATE_LIMIT_PER_MINUTE),
    disputeReportsPerHour: intFromEnv(env.DISPUTE_RATE_LIMIT_PER_HOUR, DISPUTE_REPORTS_PER_HOUR),
    digestIntervalMs: intFromEnv(env.UNREAD_DIGEST_INTERVAL_MS, env.NODE_ENV === 'test' ? 0 : 60_000),
  }
}
