import { randomBytes } from 'node:crypto'
import { decryptSecret, encryptSecret, maskSecret } from './secret-box.js'

describe('secret box (AES-256-GCM)', () => {
  const key = randomBytes(32)

  it('round-trips and never stores the plain text', () => {
    const sealed = encryptSecret('EJ-very-secret', key)
    expect(sealed).not.toContain('EJ-very-secret')
    expect(decryptSecret(sealed, key)).toBe('EJ-very-secret')
    expect(encryptSecret('EJ-very-secret', key)).not.toBe(sealed) // fresh IV each time
  })

  it('refuses a tampered value or another key', () => {
    const sealed = encryptSecret('secret', key)
    const parts = sealed.split('.')
    parts[3] = Buffer.from('xxxxxx').toString('base64url')
    expect(() => decryptSecret(parts.join('.'), key)).toThrow()
    expect(() => decryptSecret(sealed, randomBytes(32))).toThrow()
  })

  it('masks all but the last 4 characters, and short secrets entirely', () => {
    expect(maskSecret('abcdefghijkl')).toBe('••••••••')
    expect(maskSecret('short')).toBe('••••••••')
    expect(maskSecret('')).toBe('')
  })
})
