import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto'

// AES-256-GCM for the stored PayPal client secret: `v1.<iv>.<tag>.<ciphertext>` (base64url parts).
const VERSION = 'v1'

export function encryptSecret(plain: string, key: Buffer): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', key, iv)
  const ciphertext = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()])
  return [VERSION, iv, cipher.getAuthTag(), ciphertext]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.')
}

/** Throws when the value was tampered with or encrypted under another key. */
export function decryptSecret(sealed: string, key: Buffer): string {
  const [version, iv, tag, ciphertext] = sealed.split('.')
  if (version !== VERSION || !iv || !tag || ciphertext === undefined)
    throw new Error('unrecognised secret format')
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'))
  decipher.setAuthTag(Buffer.from(tag, 'base64url'))
  return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString(
    'utf8',
  )
}

/** What an admin may see of a secret: that one is stored, nothing of it (no character, not its length). */
export function maskSecret(secret: string): string {
  return secret ? '••••••••' : ''
}
