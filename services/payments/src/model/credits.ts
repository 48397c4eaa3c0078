import type { ReplacementCreditDto } from '@cosign/api'
import { CONTRACT_PURPOSES } from './pricing.js'
import type { CreditRow, PaymentRow } from './rows.js'

/** Whether two user ids are the same user (ids arrive in either case). */
export const sameId = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()

/** The contract a payment belongs to: its contract_id, or (rows from before that column) a step's subject. */
export function contractIdOf(payment: Pick<PaymentRow, 'contractId' | 'purpose' | 'subjectId'>): string | null {
  return payment.contractId ?? (CONTRACT_PURPOSES.has(payment.purpose) ? payment.subjectId : null)
}

export function toCreditDto(c: CreditRow): ReplacementCreditDto {
  return {
    id: c.id,
    renterId: c.renterId,
    sourceContractId: c.sourceContractId,
    amountCents: c.amountCents,
    status: c.status,
    appliedToContractId: c.appliedToContractId,
    createdAt: c.createdAt.toISOString(),
  }
}
