import { isUuid, type PaymentEventData } from '@cosign/api'
import type { Events } from '@cosign/service-kit'
import type { Tx } from '../repositories/db.js'
import { contactUnlockRepository } from '../repositories/contact-unlock-repository.js'
import { matchingSessionRepository } from '../repositories/matching-session-repository.js'
import { cosignerProfileRepository } from '../repositories/cosigner-profile-repository.js'
import { outboxRepository } from '../repositories/outbox-repository.js'

/**
 * A refund takes back what the payment bought: its matching session and the contact unlocks granted with
 * it (including those of requests sent through the session), or, for profile_creation, the review: the
 * profile returns to awaiting_payment and is unlisted, announced with cosigner_profile.saved (status
 * awaiting_payment) in the same transaction. Requests already sent stay as they are.
 */
export async function applyRefundedPayment(
  tx: Tx,
  record: Events['record'],
  payment: PaymentEventData,
  now: Date,
): Promise<void> {
  if (!isUuid(payment.paymentId)) return
  const paymentId = payment.paymentId.toLowerCase()
  switch (payment.purpose) {
    case 'match_request':
      await matchingSessionRepository.revokeByPayment(tx, paymentId, now)
      await contactUnlockRepository.revokeByPayment(tx, paymentId)
      break
    case 'unlock_contact':
      await contactUnlockRepository.revokeByPayment(tx, paymentId)
      break
    case 'profile_creation': {
      const reverted = await cosignerProfileRepository.revertToAwaitingPayment(tx, paymentId)
      for (const profile of reverted)
        await outboxRepository.add(tx, record('cosigner_profile.saved', {
            profileId: profile.id,
            userId: profile.userId,
            status: 'awaiting_payment',
            paypalEmail: profile.paypalEmail,
            location: profile.location,
            totalFeeCents: profile.totalFeeCents,
            maxRentSupportCents: profile.maxRentSupportCents,
          }))
      break
    }
  }
}
