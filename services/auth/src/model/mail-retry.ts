/** Attempts before a message is given up (marked failed, kept for an operator): about a day of retries. */
export const MAIL_MAX_ATTEMPTS = 12
/** How long a sender holds a claimed message before another instance may try it (a crashed sender's lease). */
export const MAIL_CLAIM_LEASE_MS = 2 * 60 * 1000

/**
 * Wait before the next attempt after `attempts` failed ones: 15 s doubling, capped at 2 h, with up to 20%
 * jitter so a provider outage does not end in every instance retrying at the same instant.
 */
export function mailRetryDelayMs(attempts: number, random: () => number = Math.random): number {
  const base = Math.min(15_000 * 2 ** Math.max(0, attempts - 1), 2 * 60 * 60 * 1000)
  return Math.round(base * (1 + 0.2 * random()))
}
