import type { Db, Payment } from '../repositories/db.js'
import { paymentRepository } from '../repositories/payment-repository.js'

/** GET /payments/mine: the caller's own payments, newest first, at most `limit`. */
export async function listMyPayments(db: Db, userId: string, limit: number): Promise<Payment[]> {
  return paymentRepository.listByUser(db, userId, limit)
}
