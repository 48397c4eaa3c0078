import { openSecret, sealSecret } from '@cosign/service-kit'

// AES-256-GCM for the stored PayPal client secret: `v1.<iv>.<tag>.<ciphertext>` (base64url parts).
const VERSION = 'v1'

export const encryptSecret = (plain: string, key: Buffer): string => sealSecret(key, plain, VERSION)

/** Throws when the value was tampered with or encrypted under another key. */
export const decryptSecret = (sealed: string, key: Buffer): string => openSecret(key, sealed, VERSION)

/** What an admin may see of a secret: that one is stored, nothing of it (no character, not its length). */
export function maskSecret(secret: string): string {
  return secret ? '••••••••' : ''
}
