import type { PaymentFailureKind } from '@cosign/api'
import type { Payment } from '../repositories/db.js'
import { paymentRepository } from '../repositories/payment-repository.js'
import type { Deps } from './deps.js'
import { failPayment } from './fail-payment.js'
import { ABANDONED_REASON, SETTLE_TX_OPTIONS } from '../model/settlement.js'

/**
 * Marks a pending payment failed outside any other work: abandoned or vanished orders expire ('expired'), a
 * cancel on PayPal's page is 'cancelled' (see cancel-payment.ts). The status stays the spec's `failed`.
 */
export async function abandonPayment(
  deps: Pick<Deps, 'db' | 'transaction' | 'events'>,
  paymentId: string,
  reason = ABANDONED_REASON,
  kind: PaymentFailureKind = 'expired',
): Promise<Payment | null> {
  const result = await deps.transaction(async (tx) => {
    const payment = await paymentRepository.lockById(tx, paymentId)
    return payment ? failPayment(deps, tx, payment, reason, { failureKind: kind }) : null
  }, SETTLE_TX_OPTIONS)
  void deps.events.flush()
  return result
}
