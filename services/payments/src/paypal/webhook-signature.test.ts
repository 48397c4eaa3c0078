import { generateKeyPairSync, sign } from 'node:crypto'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { crc32 } from 'node:zlib'
import {
  CertCache,
  certUrlAllowed,
  readWebhookHeaders,
  signedString,
  verifyWebhookSignature,
} from './webhook-signature.js'

describe('PayPal webhook signatures', () => {
  it('signs <id>|<time>|<webhookId>|<crc32 decimal>', () => {
    const body = Buffer.from('{"a":1}')
    expect(signedString({ transmissionId: 't1', transmissionTime: '2026-01-01T00:00:00Z' }, 'WH', body)).toBe(
      `t1|2026-01-01T00:00:00Z|WH|${crc32(body)}`,
    )
  })

  it('only fetches certificates from allowed origins under the certs path', () => {
    const allowed = ['http://127.0.0.1:4010', 'https://api.paypal.com']
    expect(certUrlAllowed('http://127.0.0.1:4010/v1/notifications/certs/CERT-1', allowed)).toBe(true)
    expect(certUrlAllowed('https://api.paypal.com/v1/notifications/certs/CERT-1', allowed)).toBe(true)
    expect(certUrlAllowed('http://127.0.0.1:4011/v1/notifications/certs/CERT-1', allowed)).toBe(false)
    expect(certUrlAllowed('http://evil.test/v1/notifications/certs/CERT-1', allowed)).toBe(false)
    expect(certUrlAllowed('http://127.0.0.1:4010/other', allowed)).toBe(false)
    expect(certUrlAllowed('not a url', allowed)).toBe(false)
  })

  it('requires every PAYPAL-* header', () => {
    expect(readWebhookHeaders({ 'paypal-transmission-id': 'x' })).toBeNull()
  })

  it('accepts a valid signature and refuses a tampered body, another webhook id or another algorithm', async () => {
    const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
    const server = createServer((_req, res) => res.end(publicKey.export({ type: 'spki', format: 'pem' })))
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    try {
      const body = Buffer.from('{"event_type":"PAYMENT.CAPTURE.COMPLETED"}')
      const headers = {
        transmissionId: 'tid',
        transmissionTime: new Date().toISOString(),
        certUrl: `${origin}/v1/notifications/certs/C`,
        authAlgo: 'SHA256withRSA',
        signature: '',
      }
      headers.signature = sign(
        'sha256',
        Buffer.from(signedString(headers, 'WH-1', body)),
        privateKey,
      ).toString('base64')
      const certs = new CertCache()
      const check = (over: Partial<{ rawBody: Buffer; webhookId: string; authAlgo: string }>) =>
        verifyWebhookSignature({
          headers: { ...headers, authAlgo: over.authAlgo ?? headers.authAlgo },
          rawBody: over.rawBody ?? body,
          webhookId: over.webhookId ?? 'WH-1',
          allowedOrigins: [origin],
          certs,
        })
      expect(await check({})).toBe(true)
      expect(await check({ rawBody: Buffer.from('{"event_type":"PAYMENT.CAPTURE.DENIED"}') })).toBe(false)
      expect(await check({ webhookId: 'WH-2' })).toBe(false)
      expect(await check({ authAlgo: 'SHA1withRSA' })).toBe(false)
    } finally {
      await new Promise((r) => server.close(r))
    }
  })
})
