import { createPublicKey, verify } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { loadWebhookKeys, sharedWebhookKeyFile, signWebhook, webhookSignatureInput } from './webhooks.js'

describe('sharedWebhookKeyFile', () => {
  let dir: string
  beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'paypal-local-key-'))))
  afterEach(() => rmSync(dir, { recursive: true, force: true }))

  it('generates one private key, readable by its owner only, and hands the same file out again', () => {
    const file = sharedWebhookKeyFile(dir)
    const pem = readFileSync(file, 'utf8')
    expect(pem).toMatch(/^-----BEGIN PRIVATE KEY-----/)
    expect(statSync(file).mode & 0o777).toBe(0o600)
    expect(sharedWebhookKeyFile(dir)).toBe(file)
    expect(readFileSync(file, 'utf8')).toBe(pem)
  })

  it('signs webhooks that verify against the public key the local PayPal serves', () => {
    const keys = loadWebhookKeys(sharedWebhookKeyFile(dir))
    const body = JSON.stringify({ id: 'WH-1' })
    const headers = signWebhook(keys, { body, webhookId: 'hook', certUrl: 'http://localhost/cert' })
    const input = webhookSignatureInput(
      headers['paypal-transmission-id']!,
      headers['paypal-transmission-time']!,
      'hook',
      body,
    )
    const signature = Buffer.from(headers['paypal-transmission-sig']!, 'base64')
    expect(verify('sha256', Buffer.from(input), createPublicKey(keys.publicPem), signature)).toBe(true)
  })
})
