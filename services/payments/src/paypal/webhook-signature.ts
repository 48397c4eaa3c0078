import { createPublicKey, verify, type KeyObject } from 'node:crypto'
import { crc32 } from 'node:zlib'

export interface WebhookHeaders {
  transmissionId: string
  transmissionTime: string
  signature: string
  certUrl: string
  authAlgo: string
}

/** PAYPAL-* headers, or null when one is missing. */
export function readWebhookHeaders(
  headers: Record<string, string | string[] | undefined>,
): WebhookHeaders | null {
  const get = (name: string) => {
    const v = headers[name]
    return typeof v === 'string' && v.length > 0 && v.length <= 2048 ? v : null
  }
  const transmissionId = get('paypal-transmission-id')
  const transmissionTime = get('paypal-transmission-time')
  const signature = get('paypal-transmission-sig')
  const certUrl = get('paypal-cert-url')
  const authAlgo = get('paypal-auth-algo')
  if (!transmissionId || !transmissionTime || !signature || !certUrl || !authAlgo) return null
  return { transmissionId, transmissionTime, signature, certUrl, authAlgo }
}

/** PayPal signs `<transmissionId>|<transmissionTime>|<webhookId>|<crc32 of the raw body as decimal>`. */
export function signedString(
  h: Pick<WebhookHeaders, 'transmissionId' | 'transmissionTime'>,
  webhookId: string,
  rawBody: Buffer,
): string {
  return `${h.transmissionId}|${h.transmissionTime}|${webhookId}|${crc32(rawBody)}`
}

/** The cert URL must be on an allowed PayPal origin, under PayPal's certificate path: never fetch anything else. */
export function certUrlAllowed(certUrl: string, allowedOrigins: string[]): boolean {
  try {
    const url = new URL(certUrl)
    return (
      allowedOrigins.includes(url.origin) &&
      url.pathname.startsWith('/v1/notifications/certs/') &&
      !url.username &&
      !url.password
    )
  } catch {
    return false
  }
}

const MAX_CERT_BYTES = 16 * 1024
const MAX_CACHED_CERTS = 20

/** Fetches and caches PayPal's signing certificate (or public key) per URL. */
export class CertCache {
  private readonly keys = new Map<string, KeyObject>()

  async get(url: string): Promise<KeyObject> {
    const cached = this.keys.get(url)
    if (cached) return cached
    const response = await fetch(url, { signal: AbortSignal.timeout(5000), redirect: 'error' })
    if (!response.ok) throw new Error(`certificate fetch failed: ${response.status}`)
    const text = await response.text()
    if (text.length > MAX_CERT_BYTES) throw new Error('certificate too large')
    const key = createPublicKey(text)
    if (this.keys.size >= MAX_CACHED_CERTS) this.keys.delete(this.keys.keys().next().value as string)
    this.keys.set(url, key)
    return key
  }
}

/** SHA256withRSA check of a webhook; false for anything that does not verify (never throws for bad input). */
export async function verifyWebhookSignature(options: {
  headers: WebhookHeaders
  rawBody: Buffer
  webhookId: string
  allowedOrigins: string[]
  certs: CertCache
}): Promise<boolean> {
  const { headers } = options
  if (headers.authAlgo !== 'SHA256withRSA') return false
  if (!certUrlAllowed(headers.certUrl, options.allowedOrigins)) return false
  let key: KeyObject
  try {
    key = await options.certs.get(headers.certUrl)
  } catch {
    return false
  }
  const signature = Buffer.from(headers.signature, 'base64')
  return verify(
    'sha256',
    Buffer.from(signedString(headers, options.webhookId, options.rawBody)),
    key,
    signature,
  )
}
