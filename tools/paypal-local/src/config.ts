import { DEFAULT_BIND_HOST, intFromEnv, secretFromEnv } from '@cosign/service-kit'
import type { PayPalLocalOptions } from './app.js'

export interface PayPalLocalConfig extends PayPalLocalOptions {
  port: number
  host: string
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): PayPalLocalConfig {
  const port = intFromEnv(env.PORT, 4010)
  return {
    port,
    // Loopback like every process behind the gateway; BIND_HOST opens it (containers).
    host: env.BIND_HOST || DEFAULT_BIND_HOST,
    clientId: env.PAYPAL_CLIENT_ID ?? 'local-client-id',
    clientSecret: secretFromEnv(env, 'PAYPAL_CLIENT_SECRET'),
    // Test controls (state with payer names, forced capture failures) exist only when a test run asks.
    controlEndpoints: env.PAYPAL_LOCAL_CONTROL === 'true',
    // The PAYPAL_* names are the ones the payments service reads, so one shared environment configures both.
    apiBaseUrl: env.API_BASE_URL ?? env.PAYPAL_BASE_URL ?? `http://127.0.0.1:${port}`,
    webBaseUrl: env.WEB_BASE_URL ?? env.PAYPAL_WEB_URL ?? `http://localhost:${port}`,
    webhookUrl: env.WEBHOOK_URL || env.PAYPAL_WEBHOOK_URL || undefined,
    webhookId: env.WEBHOOK_ID ?? env.PAYPAL_WEBHOOK_ID ?? 'local-webhook-id',
    keyFile: env.WEBHOOK_KEY_FILE || undefined,
    metricsToken: env.METRICS_TOKEN || null,
    logger: { level: env.LOG_LEVEL ?? 'info', base: { service: 'paypal-local' } },
  }
}
