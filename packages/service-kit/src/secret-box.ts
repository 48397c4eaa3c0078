import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto'

// AES-256-GCM for a secret stored in a service's database (the PayPal client secret, the TOTP secrets):
// `[prefix.]iv.tag.ciphertext`, base64url each part, a fresh 12-byte IV every time. The prefix is the stored
// format's version where a service has one (payments' `v1`); each service keeps the format its rows have.

/** Encrypts `plain` under `key` (32 bytes). */
export function sealSecret(key: Buffer, plain: string, prefix?: string): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', key, iv)
  const ciphertext = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()])
  const parts = [iv, cipher.getAuthTag(), ciphertext].map((part) => part.toString('base64url'))
  return (prefix === undefined ? parts : [prefix, ...parts]).join('.')
}

/** Throws when the value was tampered with, encrypted under another key, or is not of this format. */
export function openSecret(key: Buffer, sealed: string, prefix?: string): string {
  const parts = sealed.split('.')
  if (prefix !== undefined && parts.shift() !== prefix) throw new Error('unrecognised secret format')
  const [iv, tag, ciphertext] = parts
  if (!iv || !tag || ciphertext === undefined) throw new Error('unrecognised secret format')
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'))
  decipher.setAuthTag(Buffer.from(tag, 'base64url'))
  return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8')
}
