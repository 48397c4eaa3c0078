import type { EventEnvelope, PaymentStepStatus } from '@cosign/api'
import type { Events } from '@cosign/service-kit'
import type { Contract } from '../generated/prisma/client.js'
import type { Tx } from '../repositories/db.js'
import { contractRepository } from '../repositories/contract-repository.js'
import { finalizeContract } from './finalize-contract.js'
import { emit, notify } from './notify.js'

export const PAYMENT_EVENTS = ['payment.started', 'payment.completed', 'payment.failed'] as const
export type PaymentEvent = (typeof PAYMENT_EVENTS)[number]

const STEP_OF_PURPOSE: Record<string, 1 | 2> = { contract_platform_fee: 1, contract_cosigner_payment: 2 }
const TARGET: Record<PaymentEvent, PaymentStepStatus> = {
  'payment.started': 'processing',
  'payment.completed': 'completed',
  'payment.failed': 'failed',
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/**
 * Payments' events move the contract's steps: started -> processing, completed -> completed, failed -> failed.
 * A completed step never goes back. Step 2 completed while step 1 is completed finalizes the contract in the
 * same transaction (and so does a late step 1 after step 2); step 2 alone does not. An installment payment
 * (subject: the ledger entry) marks the entry paid. Unknown contracts and entries are ignored.
 */
export async function applyPaymentEvent(tx: Tx, record: Events['record'], event: EventEnvelope<PaymentEvent>): Promise<void> {
  const d = event.data
  if (!d.subjectId || !UUID.test(d.subjectId)) return
  const parsed = Date.parse(event.occurredAt)
  const at = Number.isNaN(parsed) ? new Date() : new Date(parsed)
  if (d.purpose === 'contract_installment') {
    if (event.type === 'payment.completed') await markInstallmentPaid(tx, record, d.subjectId.toLowerCase(), at)
    return
  }
  const step = STEP_OF_PURPOSE[d.purpose]
  if (!step) return
  const contract = await contractRepository.lockById(tx, d.subjectId.toLowerCase())
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
  const updated: Contract = await tx.contract.update({ where: { id: contract.id }, data: { ...data, updatedAt: new Date() } })
  await emit(tx, record, 'contract.payment_step_updated', {
    contractId: contract.id,
    renterId: contract.renterId,
    cosignerId: contract.cosignerId,
    step,
    status: target,
    amountCents,
    at: at.toISOString(),
  })
  if (completed && updated.step1Status === 'completed' && updated.step2Status === 'completed')
    await finalizeContract(tx, record, updated, at)
}

async function markInstallmentPaid(tx: Tx, record: Events['record'], entryId: string, at: Date): Promise<void> {
  const rows = await tx.$queryRaw<
    { id: string; contractId: string; renterId: string; cosignerId: string; amountCents: number }[]
  >`UPDATE ledger_entries SET status = 'paid', paid_date = ${at}
    WHERE id = ${entryId}::uuid AND status IN ('pending', 'overdue')
    RETURNING id, contract_id AS "contractId", renter_id AS "renterId", cosigner_id AS "cosignerId", amount_cents AS "amountCents"`
  const e = rows[0]
  if (!e) return
  await emit(tx, record, 'ledger_entry.paid', {
    contractId: e.contractId,
    renterId: e.renterId,
    cosignerId: e.cosignerId,
    entryId: e.id,
    amountCents: e.amountCents,
    paidAt: at.toISOString(),
  })
  await notify(tx, record, [e.renterId, e.cosignerId], 'Installment paid', `An installment of $${(e.amountCents / 100).toFixed(2)} was paid.`)
}
