import { PAYMENT_MESSAGES } from '@cosign/api'
import { conflict } from '@cosign/service-kit'
import type { NewPayment, Payment, ReplacementCredit } from '../repositories/db.js'
import { creditRepository } from '../repositories/credit-repository.js'
import { directoryRepository } from '../repositories/directory-repository.js'
import { paymentRepository } from '../repositories/payment-repository.js'
import { lockRepository } from '../repositories/lock-repository.js'
import { outboxRepository } from '../repositories/outbox-repository.js'
import type { Deps } from './deps.js'
import { issueReceipt } from './issue-receipt.js'
import { contractCancelled, creditApplies } from '../model/pricing.js'
import { paymentEventData } from '../model/to-dto.js'

export const CREDIT_PAYMENT_DESCRIPTION =
  'Contract step 1: paid by your Cosigner Replacement Guarantee credit'

/** The step 1 row start-checkout would write (everything but status and method). */
export type StepOneRow = NewPayment & { id: string; userId: string }

/**
 * Pays step 1 of `contract` with one of the renter's available credits, if one applies (creditApplies):
 * in one transaction, under the same locks as a capture of that step (the payer's step lock and the contract's
 * lock), the credit moves available -> applied by a conditional update (a credit taken by a concurrent
 * checkout is skipped), and a completed payment is written with amount 0, method `credit` (nothing charged, no
 * new revenue), with `payment.completed` (method 'credit') and `replacement_credit.applied`. A second checkout
 * of the same step waiting on the lock then finds the step paid (409). Returns null when no credit applies:
 * the step is paid through PayPal as usual.
 */
export async function payStepOneWithCredit(
  deps: Pick<Deps, 'db' | 'transaction' | 'events' | 'now'>,
  row: StepOneRow,
  contract: { contractId: string; renterId: string; cosignerId: string },
): Promise<Payment | null> {
  const contractId = contract.contractId
  // Nothing to decide without a credit that could apply, or one applied to this very step by a checkout that
  // may have committed since this one priced it (then the step is paid: 409 below, not a PayPal order).
  const applies = (c: ReplacementCredit) => creditApplies(c, contract)
  if (
    !(await creditRepository.usable(deps.db, row.userId)).some(applies) &&
    !(await creditRepository.findAppliedTo(deps.db, contractId))
  )
    return null
  const result = await deps.transaction(
    async (tx) => {
      await lockRepository.lockStep(tx, row.userId, 'contract_platform_fee', contractId)
      await lockRepository.lockContract(tx, contractId)
      if (await directoryRepository.contractCancellation(tx, contractId)) throw contractCancelled()
      const paid = await paymentRepository.findCompletedSibling(tx, {
        id: row.id,
        userId: row.userId,
        purpose: 'contract_platform_fee',
        subjectId: contractId,
      })
      if (paid) throw conflict(PAYMENT_MESSAGES.stepAlreadyPaid, 'ALREADY_PAID')
      const now = deps.now()
      const candidates = (await creditRepository.usable(tx, row.userId)).filter(applies)
      for (const credit of candidates) {
        if (!(await creditRepository.apply(tx, credit.id, contractId, row.id, now))) continue
        const payment = await paymentRepository.create(tx, {
          ...row,
          contractId,
          amountCents: 0,
          platformFeeCents: 0,
          payeeEmail: null,
          description: CREDIT_PAYMENT_DESCRIPTION,
          status: 'completed',
          paymentMethod: 'credit',
          completedAt: now,
        })
        await outboxRepository.add(
          tx,
          deps.events.record('payment.completed', paymentEventData(payment)),
          deps.events.record('replacement_credit.applied', {
            creditId: credit.id,
            renterId: credit.renterId,
            sourceContractId: credit.sourceContractId,
            contractId,
          }),
        )
        await issueReceipt(tx, payment, 'payment', now)
        return payment
      }
      return null
    },
    { maxWait: 10_000, timeout: 20_000 },
  )
  void deps.events.flush()
  return result
}
