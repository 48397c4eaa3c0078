import { isUuid, type EventEnvelope, type PaymentStepStatus } from '@cosign/api'
import { occurredAt } from '@cosign/service-kit'
import type { PaymentEvent } from '../model/consumed-events.js'
import { notificationRows } from '../model/notifications.js'
import { ledgerEntryEventFacts } from '../model/ledger-events.js'
import type { Tx } from '../repositories/db.js'
import type { Deps } from './deps.js'
import { finalizeContract } from './finalize-contract.js'

const STEP_OF_PURPOSE: Record<string, 1 | 2> = { contract_platform_fee: 1, contract_cosigner_payment: 2 }
const TARGET: Record<PaymentEvent, PaymentStepStatus> = {
  'payment.started': 'processing',
  'payment.completed': 'completed',
  'payment.failed': 'failed',
}

/**
 * Payments' events move the contract's steps: started -> processing, completed -> completed, failed -> failed.
 * A completed step never goes back. Step 2 completed while step 1 is completed finalizes the contract in the
 * same transaction (and so does a late step 1 after step 2); step 2 alone does not. An installment payment
 * (subject: the ledger entry) marks the entry paid. Unknown contracts and entries are ignored.
 */
export async function applyPaymentEvent(deps: Deps, tx: Tx, event: EventEnvelope<PaymentEvent>): Promise<void> {
  const d = event.data
  if (!isUuid(d.subjectId)) return
  const at = occurredAt(event)
  if (d.purpose === 'contract_installment') {
    if (event.type === 'payment.completed') await markInstallmentPaid(deps, tx, d.subjectId.toLowerCase(), at)
    return
  }
  const step = STEP_OF_PURPOSE[d.purpose]
  if (!step) return
  const contract = await deps.contracts.lockById(tx, d.subjectId.toLowerCase())
  if (!contract) return
  const current = step === 1 ? contract.step1Status : contract.step2Status
  const target = TARGET[event.type]
  if (current === 'completed' || current === target) return
  const completed = target === 'completed'
  const amountCents = completed ? d.amountCents : step === 1 ? contract.step1AmountCents : contract.step2AmountCents
  const data =
    step === 1
      ? { step1Status: target, step1At: at, step1AmountCents: amountCents, ...(completed ? { step1PaidByCredit: d.method === 'credit' } : {}) }
      : { step2Status: target, step2At: at, step2AmountCents: amountCents, ...(completed ? { step2PaidByCredit: d.method === 'credit' } : {}) }
  const updated = await deps.contracts.updateStep(tx, contract.id, data, deps.now())
  await deps.outbox.add(
    tx,
    deps.record('contract.payment_step_updated', {
      contractId: contract.id,
      renterId: contract.renterId,
      cosignerId: contract.cosignerId,
      step,
      status: target,
      amountCents,
      at: at.toISOString(),
    }),
  )
  if (completed && updated.step1Status === 'completed' && updated.step2Status === 'completed')
    await finalizeContract(deps, tx, updated, at)
}

async function markInstallmentPaid(deps: Deps, tx: Tx, entryId: string, at: Date): Promise<void> {
  const e = await deps.ledger.markPaid(tx, entryId, at)
  if (!e) return
  const { record } = deps
  await deps.outbox.add(
    tx,
    record('ledger_entry.paid', { ...ledgerEntryEventFacts(e), paidAt: at.toISOString() }),
    ...notificationRows(record, [e.renterId, e.cosignerId], 'Installment paid', `An installment of $${(e.amountCents / 100).toFixed(2)} was paid.`),
  )
}
