import type { Events } from '@cosign/service-kit'
import type { PayPalSettings } from '../config.js'
import type { PayPalGateway } from '../paypal/paypal-gateway.js'
import type { Client, Db, TransactionLimits, Tx } from '../repositories/db.js'

/** The log lines the use cases write (Fastify's and pino's loggers both have these). */
export interface Log {
  info(obj: object, msg: string): void
  warn(obj: object, msg: string): void
  error(obj: object, msg: string): void
}

/** The PayPal calls the use cases make (the PayPalGateway). */
export type PayPalClient = Pick<
  PayPalGateway,
  'resolve' | 'reload' | 'testCredentials' | 'createOrder' | 'captureOrder' | 'getOrder' | 'refundCapture'
>

/** The configuration values the use cases read. */
export interface PaymentsSettings {
  /** Browser-facing origin for PayPal's return and cancel URLs (/success, /cancel). */
  publicOrigin: string
  /** 32-byte AES-256-GCM key for the stored gateway secret. */
  configKey: Buffer
  /** The environment's PayPal credentials, used until an admin stores a gateway configuration. */
  paypal: Pick<PayPalSettings, 'clientId' | 'clientSecret'>
  /** How long a checkout waits for a just-saved profile's announcement (start-checkout.ts). */
  profileAnnouncementWaitMs: number
}

/**
 * What the use cases need (not the Fastify instance): the database (the repositories' first argument) and its
 * transactions, the outbox (`record` builds a row's data, `flush` publishes committed rows now), PayPal, a
 * logger, configuration values and the clock. Each use case takes the part it uses (`Pick<Deps, ...>`); reads
 * that need only the database take the `Db` handle. Built once by plugins/deps.ts (`app.deps`).
 */
export interface Deps {
  db: Client
  /** Runs `work` in one database transaction; repositories called inside take its `tx`. */
  transaction<T>(work: (tx: Tx) => Promise<T>, limits?: TransactionLimits): Promise<T>
  events: Pick<Events, 'record' | 'flush'>
  paypal: PayPalClient
  log: Log
  config: PaymentsSettings
  now: () => Date
}

/** The outbox's `record`: what the consumers (which have no request) and the use cases both write with. */
export type RecordEvent = Events['record']
