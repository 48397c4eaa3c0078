import type { ClientPaymentFigures } from '@cosign/api'
import { clientPaymentFigures } from '../model/client-payment-figures.js'
import type { Db } from '../repositories/db.js'
import { paymentRepository } from '../repositories/payment-repository.js'

/** GET /admin/clients/:userId/figures: reads the client's completed payments (as payer or payee) and sums them. */
export async function getClientPaymentFigures(db: Db, userId: string): Promise<ClientPaymentFigures> {
  return clientPaymentFigures(userId, await paymentRepository.figuresOf(db, userId))
}
