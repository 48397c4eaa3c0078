import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto'
import type { Redis } from 'ioredis'

/**
 * The answer of a refresh-token rotation, kept for the grace period so that the same browser presenting the
 * rotated token again (its answer was lost) gets the same new refresh token, once.
 *
 * The new refresh token is never stored in the clear: the record is AES-256-GCM encrypted with a key derived
 * from the rotated token (which only the presenter has; the database and this record hold digests of it, and
 * the key's derivation differs from the stored digest), under a Redis key named by the rotated token's digest,
 * and it expires with the grace period. Claiming it is GETDEL: two replays cannot both get it.
 */
export class GraceAnswers {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly graceMs: number,
  ) {}

  private key = (rotatedTokenHash: string) => `${this.prefix}:grace:${rotatedTokenHash}`

  async store(rotatedToken: string, rotatedTokenHash: string, newRefreshToken: string): Promise<void> {
    const iv = randomBytes(12)
    const cipher = createCipheriv('aes-256-gcm', keyOf(rotatedToken), iv)
    const sealed = Buffer.concat([cipher.update(newRefreshToken, 'utf8'), cipher.final()])
    const value = Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url')
    await this.redis.set(this.key(rotatedTokenHash), value, 'PX', this.graceMs)
  }

  /** The new refresh token stored for this rotated token, once; null when none is (left). */
  async claim(rotatedToken: string, rotatedTokenHash: string): Promise<string | null> {
    const value = await this.redis.getdel(this.key(rotatedTokenHash))
    if (value === null) return null
    const raw = Buffer.from(value, 'base64url')
    try {
      const decipher = createDecipheriv('aes-256-gcm', keyOf(rotatedToken), raw.subarray(0, 12))
      decipher.setAuthTag(raw.subarray(12, 28))
      return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8')
    } catch {
      return null
    }
  }
}

function keyOf(rotatedToken: string): Buffer {
  return createHash('sha256').update(`refresh grace key:${rotatedToken}`).digest()
}
