import type { Payment } from '../repositories/db.js'
import { paymentRepository } from '../repositories/payment-repository.js'
import type { Deps } from './deps.js'
import { recordRefund } from './record-refund.js'
import { SETTLE_TX_OPTIONS } from '../model/settlement.js'

/** recordRefund in a transaction of its own. */
export async function recordRefundNow(
  deps: Pick<Deps, 'db' | 'transaction' | 'events' | 'now'>,
  paymentId: string,
  refundId: string | null,
  txOptions: { maxWait: number; timeout: number } = SETTLE_TX_OPTIONS,
): Promise<Payment> {
  const result = await deps.transaction(async (tx) => {
    const locked = await paymentRepository.lockById(tx, paymentId)
    if (!locked) throw new Error(`payment ${paymentId} vanished`)
    return (await recordRefund(deps, tx, locked, refundId)).payment
  }, txOptions)
  void deps.events.flush()
  return result
}
