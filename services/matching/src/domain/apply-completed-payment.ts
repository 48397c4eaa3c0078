import { MATCHING_SESSION_DAYS, isUuid, type PaymentEventData } from '@cosign/api'
import type { Events } from '@cosign/service-kit'
import type { Tx } from '../repositories/db.js'
import { contactUnlockRepository } from '../repositories/contact-unlock-repository.js'
import { cosignerProfileRepository } from '../repositories/cosigner-profile-repository.js'
import { matchingSessionRepository } from '../repositories/matching-session-repository.js'
import { renterProfileRepository } from '../repositories/renter-profile-repository.js'
import { contactUnlockFor } from '../model/access.js'
import { outboxRepository } from '../repositories/outbox-repository.js'

export type PaymentOutcome = 'profile_submitted' | 'session_granted' | 'contact_unlocked' | 'ignored'

/**
 * What a completed payment buys here (payments is the source of truth for amounts and status):
 * - profile_creation for a profile awaiting payment, by its owner: the profile goes to pending_review
 *   (still unlisted) and cosigner_profile.submitted is emitted. Anything else (a repeat, someone else's
 *   profile) changes nothing.
 * - match_request: a matching session for MATCHING_SESSION_DAYS, plus the contact unlock of the
 *   cosigner profile it names, if any.
 * - unlock_contact: the contact unlock of the profile it names.
 * Every grant is idempotent per payment.
 */
export async function applyCompletedPayment(
  tx: Tx,
  record: Events['record'],
  payment: PaymentEventData,
  now: Date,
): Promise<PaymentOutcome[]> {
  if (!isUuid(payment.userId) || !isUuid(payment.paymentId)) return ['ignored']
  const userId = payment.userId.toLowerCase()
  const paymentId = payment.paymentId.toLowerCase()
  const outcomes: PaymentOutcome[] = []

  if (payment.purpose === 'profile_creation') {
    if (!isUuid(payment.subjectId)) return ['ignored']
    const profileId = payment.subjectId.toLowerCase()
    await cosignerProfileRepository.lockById(tx, profileId)
    const profile = await cosignerProfileRepository.findById(tx, profileId)
    if (!profile || profile.userId !== userId || profile.status !== 'awaiting_payment') return ['ignored']
    await cosignerProfileRepository.update(tx, profileId, {
      status: 'pending_review',
      submittedAt: now,
      creationPaymentId: paymentId,
    })
    await outboxRepository.add(tx, record('cosigner_profile.submitted', { profileId, userId }))
    return ['profile_submitted']
  }

  if (payment.purpose === 'match_request') {
    const expiresAt = new Date(now.getTime() + MATCHING_SESSION_DAYS * 86_400_000)
    await matchingSessionRepository.grant(tx, userId, paymentId, expiresAt)
    outcomes.push('session_granted')
  }

  const unlock = contactUnlockFor(payment)
  if (unlock) {
    const [cosigner, renter] = await Promise.all([
      cosignerProfileRepository.findById(tx, unlock.profileId),
      renterProfileRepository.findById(tx, unlock.profileId),
    ])
    const owner = cosigner?.userId ?? renter?.userId
    // Unknown profiles and the payer's own profile need no unlock.
    if (owner && owner !== userId) {
      await contactUnlockRepository.grant(
        tx,
        userId,
        unlock.profileId,
        payment.purpose as 'unlock_contact' | 'match_request',
        paymentId,
      )
      outcomes.push('contact_unlocked')
    }
  }
  return outcomes.length ? outcomes : ['ignored']
}
