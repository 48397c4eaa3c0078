import { MESSAGES, type AccessTokenClaims } from '@cosign/api'
import { forbidden, notFound } from '@cosign/service-kit'
import type { Db, Payment } from '../repositories/db.js'
import { paymentRepository } from '../repositories/payment-repository.js'

/** GET /payments/:id: the payer's own payment, or any payment for an admin. */
export async function getPayment(db: Db, user: AccessTokenClaims, id: string): Promise<Payment> {
  const payment = await paymentRepository.findById(db, id)
  if (!payment) throw notFound('Payment not found')
  if (payment.userId !== user.sub && user.role !== 'ADMIN') throw forbidden(MESSAGES.forbidden)
  return payment
}
