import { hash, verify } from '@node-rs/argon2'
import { MESSAGES, PASSWORD_MIN_LENGTH } from '@cosign/api'
import { badRequest } from '@cosign/service-kit'

// argon2id with OWASP's minimum parameters (19 MiB, 2 passes).
const OPTIONS = { algorithm: 2 /* Argon2id; the enum is a const enum */ as const, memoryCost: 19456, timeCost: 2, parallelism: 1 }

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS)
}

// A fixed hash verified when the email is unknown, so both failures take the same time.
const DUMMY_HASH = '$argon2id$v=19$m=19456,t=2,p=1$c29tZXNhbHRzb21lc2FsdA$7Hl4Kx3Gbp3c2yfnzXWHq7Y7uN4jSQmUGe4sP5V2s+I'

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash ?? DUMMY_HASH, password)
  } catch {
    return false
  }
}

/** Refuses (400) a new password that its confirmation does not repeat or that is too short: sign-up, reset, change. */
export function assertNewPassword(input: { password: string; confirmPassword: string }): void {
  if (input.password !== input.confirmPassword) throw badRequest(MESSAGES.passwordsDoNotMatch)
  if (input.password.length < PASSWORD_MIN_LENGTH) throw badRequest(MESSAGES.passwordTooShort)
}
