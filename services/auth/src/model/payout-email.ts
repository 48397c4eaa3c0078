import { isUuid, type EventEnvelope } from '@cosign/api'
import { occurredAt } from '@cosign/service-kit'

/** What a cosigner_profile.saved says about the PayPal payout email (issue 27). */
export interface PayoutEmailFact {
  userId: string
  /** Lower-cased and trimmed; null when the profile holds none. */
  paypalEmail: string | null
  at: Date
}

/**
 * Reads the payout email of a cosigner_profile.saved, or null when the event has no user id or does not carry the
 * field (an older producer): nothing to apply. An event without a readable occurredAt counts as happening when it
 * arrived.
 */
export function readPayoutEmailFact(event: EventEnvelope, receivedAt: Date): PayoutEmailFact | null {
  if (event.type !== 'cosigner_profile.saved') return null
  const data = event.data as { userId?: unknown; paypalEmail?: unknown }
  if (!isUuid(data.userId) || data.paypalEmail === undefined) return null
  const raw = typeof data.paypalEmail === 'string' ? data.paypalEmail.trim().toLowerCase() : ''
  return {
    userId: data.userId.toLowerCase(),
    paypalEmail: raw || null,
    at: occurredAt(event, receivedAt),
  }
}

/** The stored payout email and the occurredAt of the save that set it. */
export interface StoredPayoutEmail {
  paypalEmail: string | null
  paypalEmailEventAt: Date | null
}

/**
 * What a save does to the stored payout email: nothing when an equal or newer save was applied already (order-
 * tolerant, idempotent); `same` when only the save's time moves on; `changed` when the address differs: the
 * confirmation is reset and, for an address, a new link is mailed to it.
 */
export function payoutEmailChange(stored: StoredPayoutEmail, fact: PayoutEmailFact): 'stale' | 'same' | 'changed' {
  if (stored.paypalEmailEventAt && fact.at.getTime() <= stored.paypalEmailEventAt.getTime()) return 'stale'
  return (stored.paypalEmail ?? null) === fact.paypalEmail ? 'same' : 'changed'
}
