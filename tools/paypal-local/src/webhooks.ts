import {
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  randomUUID,
  sign,
  type KeyObject,
} from 'node:crypto'
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { crc32 } from 'node:zlib'
import { paypalId } from './store.js'

export interface WebhookKeys {
  privateKey: KeyObject
  /** PEM served at the PAYPAL-CERT-URL; a verifier reads it with crypto.createPublicKey. */
  publicPem: string
  certId: string
}

/** Reads an RSA private key (PEM) from a file, or generates a fresh 2048-bit pair for this run. */
export function loadWebhookKeys(keyFile?: string): WebhookKeys {
  const privateKey = keyFile
    ? createPrivateKey(readFileSync(keyFile, 'utf8'))
    : generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey
  const publicPem = createPublicKey(privateKey).export({ type: 'spki', format: 'pem' }).toString()
  return { privateKey, publicPem, certId: `CERT-local-${paypalId(8).toLowerCase()}` }
}

/**
 * A webhook key file for the local PayPals that tests start in-process, generated once per machine user and
 * reused: a fresh 2048-bit key costs about 0.2 s of CPU, and the payments suite starts one per test file
 * (docs/perf.md, issue 25). Written under a unique name, then renamed, so a reader never sees half a key.
 */
export function sharedWebhookKeyFile(dir = tmpdir()): string {
  const file = join(dir, `cosign-paypal-local-webhook-key-${process.getuid?.() ?? 'user'}.pem`)
  if (!existsSync(file)) {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
    const partial = `${file}.${process.pid}.${randomUUID()}`
    writeFileSync(partial, privateKey.export({ type: 'pkcs8', format: 'pem' }), { mode: 0o600 })
    renameSync(partial, file)
  }
  return file
}

/** PayPal's signed string: `<transmissionId>|<timeIso>|<webhookId>|<crc32 of the raw body, decimal>`. */
export function webhookSignatureInput(
  transmissionId: string,
  timeIso: string,
  webhookId: string,
  rawBody: string | Buffer,
): string {
  return `${transmissionId}|${timeIso}|${webhookId}|${crc32(rawBody)}`
}

export function signWebhook(
  keys: WebhookKeys,
  options: { body: string; webhookId: string; certUrl: string; transmissionId?: string; time?: string },
): Record<string, string> {
  const transmissionId = options.transmissionId ?? randomUUID()
  const time = options.time ?? new Date().toISOString()
  const signature = sign(
    'sha256',
    Buffer.from(webhookSignatureInput(transmissionId, time, options.webhookId, options.body)),
    keys.privateKey,
  )
  return {
    'content-type': 'application/json',
    'paypal-transmission-id': transmissionId,
    'paypal-transmission-time': time,
    'paypal-transmission-sig': signature.toString('base64'),
    'paypal-cert-url': options.certUrl,
    'paypal-auth-algo': 'SHA256withRSA',
  }
}

export interface WebhookEvent {
  id: string
  event_version: '1.0'
  create_time: string
  resource_type: string
  resource_version: '2.0'
  event_type: string
  summary: string
  resource: unknown
  links: unknown[]
}

export function webhookEvent(
  eventType: string,
  resourceType: string,
  summary: string,
  resource: unknown,
): WebhookEvent {
  return {
    id: `WH-${paypalId(20)}`,
    event_version: '1.0',
    create_time: new Date().toISOString(),
    resource_type: resourceType,
    resource_version: '2.0',
    event_type: eventType,
    summary,
    resource,
    links: [],
  }
}

export interface WebhookDelivery {
  eventId: string
  eventType: string
  url: string
  attempts: number
  statusCode: number | null
  delivered: boolean
}

/**
 * Sends signed webhooks to the configured URL. PayPal retries non-2xx answers for days; this stand-in
 * retries a few times with a short back-off so tests and development see the same behaviour quickly.
 */
export class WebhookSender {
  readonly deliveries: WebhookDelivery[] = []
  private readonly pending = new Set<Promise<void>>()

  constructor(
    private readonly keys: WebhookKeys,
    private readonly settings: {
      webhookId: string
      url: () => string | undefined
      certUrl: () => string
      retryDelaysMs: number[]
    },
  ) {}

  send(event: WebhookEvent): void {
    const url = this.settings.url()
    if (!url) return
    const delivery: WebhookDelivery = {
      eventId: event.id,
      eventType: event.event_type,
      url,
      attempts: 0,
      statusCode: null,
      delivered: false,
    }
    this.deliveries.push(delivery)
    const task = this.deliver(event, delivery).finally(() => this.pending.delete(task))
    this.pending.add(task)
  }

  private async deliver(event: WebhookEvent, delivery: WebhookDelivery): Promise<void> {
    const body = JSON.stringify(event)
    for (let attempt = 0; attempt <= this.settings.retryDelaysMs.length; attempt++) {
      if (attempt > 0) await new Promise((r) => setTimeout(r, this.settings.retryDelaysMs[attempt - 1]))
      delivery.attempts++
      try {
        // Every attempt is a new transmission with its own id, time and signature, like PayPal's retries.
        const headers = signWebhook(this.keys, {
          body,
          webhookId: this.settings.webhookId,
          certUrl: this.settings.certUrl(),
        })
        const response = await fetch(delivery.url, {
          method: 'POST',
          headers,
          body,
          signal: AbortSignal.timeout(10_000),
        })
        delivery.statusCode = response.status
        await response.arrayBuffer().catch(() => undefined)
        if (response.ok) {
          delivery.delivered = true
          return
        }
      } catch {
        delivery.statusCode = null
      }
    }
  }

  /** Resolves when every webhook sent so far was delivered or gave up (tests and shutdown). */
  async idle(): Promise<void> {
    while (this.pending.size) await Promise.allSettled([...this.pending])
  }
}
