import {
  contractMoneyBreakdown,
  installmentSchedule,
  type ContractStatus,
  type CosignerBreakdown,
  type FeeOption,
  type LedgerEntryStatus,
  type LedgerRenterSummary,
  type PaymentStepStatus,
  type RenterBreakdown,
} from '@cosign/api'
import type { ContractRow, InstallmentRow, ServiceFeeRow } from './rows.js'
import { isoDate, termsOfContract } from './terms.js'

const SERVICE_FEE_LABELS = { match_request: 'Matching fee', unlock_contact: 'Contact unlock fee' } as const

/**
 * Both sides of one contract's money (the single computation behind the breakdown, the ledger totals, earnings and
 * the admin's figures). Installments are the ledger's entries once the contract is final, before that the schedule
 * its terms give.
 */
export function moneyOf(
  c: ContractRow,
  entries: readonly InstallmentRow[],
  serviceFees: readonly ServiceFeeRow[],
): { renter: RenterBreakdown; cosigner: CosignerBreakdown } {
  const own = entries.filter((e) => e.contractId === c.id)
  const installments =
    own.length > 0
      ? own.map((e) => ({
          number: e.installmentNumber ?? 0,
          dueDate: isoDate(e.dueDate),
          amountCents: e.amountCents,
          status: e.status as LedgerEntryStatus,
          paidAt: e.paidDate?.toISOString() ?? null,
        }))
      : installmentSchedule(termsOfContract(c)).map((row) => ({ ...row, status: 'pending' as const, paidAt: null }))
  return contractMoneyBreakdown({
    feeOption: c.feeOption as FeeOption,
    feeCents: c.feeCents,
    downPaymentCents: c.downPaymentCents,
    processingFeeCents: c.processingFeeCents,
    cancelled: (c.status as ContractStatus) === 'cancelled',
    step1: { status: c.step1Status as PaymentStepStatus, at: c.step1At?.toISOString() ?? null, paidByCredit: c.step1PaidByCredit },
    step2: { status: c.step2Status as PaymentStepStatus, at: c.step2At?.toISOString() ?? null, paidByCredit: c.step2PaidByCredit },
    installments,
    serviceFees: serviceFees.map((f) => ({
      purpose: f.purpose,
      label: SERVICE_FEE_LABELS[f.purpose] ?? f.purpose,
      amountCents: f.amountCents,
      paidAt: f.paidAt.toISOString(),
    })),
  })
}

/** The renter's side of several contracts added up (the ledger's and the admin's renter totals). */
export function renterSummaryOf(sides: readonly RenterBreakdown[]): LedgerRenterSummary {
  const sum: LedgerRenterSummary = { cosignerFeeCents: 0, processingFeeCents: 0, serviceFeesCents: 0, totalCents: 0, paidCents: 0, dueCents: 0 }
  for (const side of sides) for (const key of Object.keys(sum) as (keyof LedgerRenterSummary)[]) sum[key] += side[key]
  return sum
}
