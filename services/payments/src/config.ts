import { createHash } from 'node:crypto'
import { intFromEnv, readBaseEnv, type BaseEnv } from '@cosign/service-kit'

export interface PayPalSettings {
  /**
   * REST base URL. PAYPAL_BASE_URL wins; without it development talks to the local PayPal-compatible
   * server, and production picks PayPal's sandbox or live host from the stored gateway mode.
   */
  baseUrl: string | null
  webUrl: string | null
  /** Used until an admin stores a gateway configuration. */
  clientId: string
  clientSecret: string
  webhookId: string
  /** Extra hosts PAYPAL-CERT-URL may point at besides the REST host (PayPal serves certs from api.paypal.com). */
  extraCertHosts: string[]
}

export interface PaymentsConfig extends BaseEnv {
  port: number
  schema: string
  /** Browser-facing origin for PayPal's return and cancel URLs (/success, /cancel). */
  publicOrigin: string
  paypal: PayPalSettings
  /** 32-byte AES-256-GCM key for the stored gateway secret. */
  configKey: Buffer
  /**
   * How long a profile_creation checkout for a profile not known here waits for its announcement before
   * answering 'Profile not found' (domain/start-checkout.ts).
   */
  profileAnnouncementWaitMs: number
  reconcile: {
    /** How often the job runs; 0 turns the timer off (tests call it directly). */
    intervalMs: number
    /** A pending payment is asked about once it is this old. */
    settleAfterMs: number
    /** A pending order the buyer never approved is marked failed after this long. */
    abandonAfterMs: number
  }
}

function configKey(env: NodeJS.ProcessEnv, base: BaseEnv): Buffer {
  const raw = env.PAYMENTS_CONFIG_KEY
  if (raw) {
    const key = /^[0-9a-f]{64}$/i.test(raw) ? Buffer.from(raw, 'hex') : Buffer.from(raw, 'base64')
    if (key.length !== 32)
      throw new Error('PAYMENTS_CONFIG_KEY must be 32 bytes (64 hex characters or base64)')
    return key
  }
  if (base.nodeEnv === 'production') throw new Error('PAYMENTS_CONFIG_KEY must be set in production')
  // Outside production, derived from the (required, never defaulted) JWT secret: stable across restarts and
  // distinct from that secret itself.
  return createHash('sha256').update(`payments-config-key:${base.jwtSecret}`).digest()
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): PaymentsConfig {
  const base = readBaseEnv(env)
  const production = base.nodeEnv === 'production'
  return {
    ...base,
    port: intFromEnv(env.PORT, 4004),
    schema: env.DB_SCHEMA ?? 'payments',
    publicOrigin: (env.PUBLIC_ORIGIN ?? 'http://localhost:8080').replace(/\/$/, ''),
    paypal: {
      baseUrl: env.PAYPAL_BASE_URL ?? (production ? null : 'http://127.0.0.1:4010'),
      webUrl: env.PAYPAL_WEB_URL ?? (production ? null : 'http://localhost:4010'),
      clientId: env.PAYPAL_CLIENT_ID ?? 'local-client-id',
      // No default: empty means "none yet" (an admin stores one, or the start command generates the local one).
      clientSecret: env.PAYPAL_CLIENT_SECRET ?? '',
      webhookId: env.PAYPAL_WEBHOOK_ID ?? 'local-webhook-id',
      extraCertHosts: (env.PAYPAL_CERT_HOSTS ?? '')
        .split(',')
        .map((h) => h.trim().toLowerCase())
        .filter(Boolean),
    },
    configKey: configKey(env, base),
    profileAnnouncementWaitMs: intFromEnv(env.PROFILE_ANNOUNCEMENT_WAIT_MS, 2000),
    reconcile: {
      intervalMs: env.RECONCILE_INTERVAL_MS === '0' ? 0 : intFromEnv(env.RECONCILE_INTERVAL_MS, 60_000),
      settleAfterMs: intFromEnv(env.RECONCILE_AFTER_MINUTES, 10) * 60_000,
      abandonAfterMs: intFromEnv(env.ABANDON_AFTER_MINUTES, 180) * 60_000,
    },
  }
}
