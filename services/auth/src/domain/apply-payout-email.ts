import type { EventEnvelope } from '@cosign/api'
import type { Tx } from '../repositories/db.js'
import { userRepository } from '../repositories/user-repository.js'
import { accountTokenRepository } from '../repositories/account-token-repository.js'
import { payoutEmailChange, readPayoutEmailFact } from '../model/payout-email.js'
import type { Deps } from './deps.js'
import { writePaypalVerificationMail } from './verification-mail.js'

export type PayoutEmailOutcome = { result: 'changed' | 'mailed'; userId: string } | { result: 'none' }

/**
 * Applies the PayPal payout email of a cosigner_profile.saved (issue 27) in the consumer's transaction, under the
 * user's row lock: a newer save with another address resets `paypal_verified` and mails a confirmation link to
 * the new address (through the mail outbox, in the same transaction, so a redelivered event mails nothing twice:
 * the second delivery finds the address already stored). Stale and repeated saves change nothing.
 */
export async function applyPayoutEmail(
  deps: Pick<Deps, 'now' | 'mailBrand'>,
  tx: Tx,
  event: EventEnvelope,
  receivedAt: Date = new Date(),
): Promise<PayoutEmailOutcome> {
  const fact = readPayoutEmailFact(event, receivedAt)
  if (!fact) return { result: 'none' }
  const user = await userRepository.lockById(tx, fact.userId)
  if (!user || user.deletedAt) return { result: 'none' }
  const change = payoutEmailChange(user, fact)
  if (change === 'stale') return { result: 'none' }
  if (change === 'same') {
    await userRepository.setPaypalEmail(tx, user.id, { paypalEmailEventAt: fact.at })
    return { result: 'none' }
  }
  await userRepository.setPaypalEmail(tx, user.id, {
    paypalEmail: fact.paypalEmail,
    paypalVerified: false,
    paypalEmailEventAt: fact.at,
  })
  if (!fact.paypalEmail) {
    await accountTokenRepository.useAllOf(tx, user.id, 'PAYPAL_VERIFICATION', deps.now())
    return { result: 'changed', userId: user.id }
  }
  await writePaypalVerificationMail(deps, tx, user, fact.paypalEmail)
  return { result: 'mailed', userId: user.id }
}
