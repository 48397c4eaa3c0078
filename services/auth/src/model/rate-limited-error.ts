import { ACCOUNT_MESSAGES, ERROR_CODES } from '@cosign/api'
import { AppError } from '@cosign/service-kit'
/** Most requests a subject may make per window. */
export interface RateLimit {
  max: number
  windowMs: number
}

/** 429 with the seconds to wait: routes put them in Retry-After. */
export class RateLimitedError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, ERROR_CODES.rateLimited, ACCOUNT_MESSAGES.tooManyRequests(retryAfterSeconds))
  }
}

/** Reset links asked for one address: a few per hour, so nobody fills someone's inbox. */
export const RESET_PER_EMAIL: RateLimit = { max: 3, windowMs: 60 * 60 * 1000 }
/** Recovery requests from one client address (forgot + reset together): enough for a shared office network. */
export const RECOVERY_PER_CLIENT: RateLimit = { max: 20, windowMs: 15 * 60 * 1000 }
/** Reset attempts against one account (a token guessed or replayed): counted per account once the token names one. */
export const RESET_PER_ACCOUNT: RateLimit = { max: 10, windowMs: 60 * 60 * 1000 }
/** "Resend" of the confirmation link: a few per hour per account. */
export const VERIFICATION_PER_ACCOUNT: RateLimit = { max: 3, windowMs: 60 * 60 * 1000 }
/** Password changes from the settings page (each checks the current password): a guesser gets few tries. */
export const PASSWORD_CHANGE_PER_ACCOUNT: RateLimit = { max: 5, windowMs: 15 * 60 * 1000 }
/** Email change requests of one account: each mails two addresses. */
export const EMAIL_CHANGE_PER_ACCOUNT: RateLimit = { max: 3, windowMs: 60 * 60 * 1000 }
/** Email change links mailed to one address, whatever the account: nobody fills someone's inbox. */
export const EMAIL_CHANGE_PER_ADDRESS: RateLimit = { max: 3, windowMs: 60 * 60 * 1000 }
/** Account settings read or changed by one account (name, sessions, email preferences): plenty for a person, a bound for a script. */
export const SETTINGS_PER_ACCOUNT: RateLimit = { max: 60, windowMs: 60 * 1000 }
/**
 * Unsubscribe links opened or posted from one client address. Wide: mail providers post one-click unsubscribes
 * (RFC 8058) from shared servers for many people at once.
 */
export const UNSUBSCRIBE_PER_CLIENT: RateLimit = { max: 300, windowMs: 60 * 1000 }
