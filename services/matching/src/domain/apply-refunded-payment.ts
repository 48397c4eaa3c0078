import { isUuid, type PaymentEventData } from '@cosign/contracts'
import type { Prisma } from '../generated/prisma/client.js'
import { contactUnlockRepository } from '../repositories/contact-unlock-repository.js'
import { matchingSessionRepository } from '../repositories/matching-session-repository.js'

/**
 * A refund takes back what the payment bought: its matching session and the contact unlocks granted with
 * it (including those of requests sent through the session), or, for profile_creation, the review: the
 * profile returns to awaiting_payment and is unlisted. Requests already sent stay as they are.
 */
export async function applyRefundedPayment(
  tx: Prisma.TransactionClient,
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
    case 'profile_creation':
      await tx.cosignerProfile.updateMany({
        where: { creationPaymentId: paymentId },
        data: { status: 'awaiting_payment', isActive: false, creationPaymentId: null, submittedAt: null },
      })
      break
  }
}
