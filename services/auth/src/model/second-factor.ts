import { createHash, createHmac, randomBytes } from 'node:crypto'
import { generate, generateSecret, generateURI, verify } from 'otplib'
import { RECOVERY_CODE_COUNT } from '@cosign/api'
import { openSecret, sealSecret } from '@cosign/service-kit'

// The second factor's rules (issue 30): TOTP per RFC 6238 with the authenticator apps' defaults (SHA-1, six
// digits, 30-second steps), one step of clock drift either way; recovery codes of ten characters.

/** The issuer an authenticator app shows beside the account. */
export const TOTP_ISSUER = 'Cosign'
/** Clock drift accepted, in seconds either way (one 30-second step). */
const DRIFT_SECONDS = 30

/** The key that encrypts stored TOTP secrets, derived from the JWT secret (no new setting to lose). */
export function secondFactorKey(jwtSecret: string): Buffer {
  return createHmac('sha256', jwtSecret).update('cosign totp secret v1').digest()
}

/** A new base32 secret (20 random bytes, as authenticator apps expect). */
export const newTotpSecret = (): string => generateSecret()

/** The `otpauth://` URL the QR code carries. */
export const otpauthUrlOf = (email: string, secret: string): string =>
  generateURI({ issuer: TOTP_ISSUER, label: email, secret })

/** Whether `code` is the TOTP of `secret` now (`epochSeconds`), within one step of drift. */
export async function isTotpCode(secret: string, code: string, epochSeconds: number): Promise<boolean> {
  const token = code.replace(/\s+/g, '')
  if (!/^\d{6}$/.test(token)) return false
  try {
    return (await verify({ secret, token, epoch: epochSeconds, epochTolerance: DRIFT_SECONDS })).valid
  } catch {
    return false
  }
}

/** The TOTP of `secret` at `epochSeconds` (tests and the seeded demo data compute codes as an app would). */
export const totpCodeOf = (secret: string, epochSeconds: number): Promise<string> =>
  generate({ secret, epoch: epochSeconds })

/** AES-256-GCM of the secret: `iv.tag.ciphertext`, base64url each. */
export const encryptSecret = (key: Buffer, secret: string): string => sealSecret(key, secret)

export const decryptSecret = (key: Buffer, stored: string): string => openSecret(key, stored)

const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789'

/** Ten new recovery codes, `xxxxx-xxxxx` from an unambiguous alphabet (about 49 bits each). */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = [...randomBytes(10)].map((byte) => RECOVERY_ALPHABET[byte % RECOVERY_ALPHABET.length])
    return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`
  })
}

/** Whether an entered code is a recovery code (ten characters, dash and spaces aside) rather than six digits. */
export const isRecoveryCodeShape = (code: string): boolean => code.replace(/[\s-]/g, '').length === 10

/** What is stored of a recovery code: SHA-256 of its normalised form (case and dashes ignored). */
export function hashRecoveryCode(code: string): string {
  return createHash('sha256').update(code.toLowerCase().replace(/[^a-z0-9]/g, ''), 'utf8').digest('hex')
}
