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
import type { Contract } from '../generated/prisma/client.js'
import type { Db } from '../repositories/db.js'
import { moneyRepository, type ServiceFeeRow } from '../repositories/money-repository.js'
import { isoDate, termsOfContract } from './terms.js'

type InstallmentRow = Awaited<ReturnType<typeof moneyRepository.installments>>[number]

const SERVICE_FEE_LABELS = { match_request: 'Matching fee', unlock_contact: 'Contact unlock fee' } as const

/**
 * Both sides of one contract's money (the single computation behind the breakdown, the ledger totals, earnings and
 * the admin's figures). Installments are the ledger's entries once the contract is final, before that the schedule
 * its terms give.
 */
export function moneyOf(
  c: Contract,
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

/**
 * The money of several contracts, each computed by moneyOf. `withServiceFees` reads the renter's service fees too
 * (renter and admin views only: the cosigner never sees them).
 */
export async function moneyOfContracts(
  db: Db,
  contracts: readonly Contract[],
  withServiceFees: boolean,
): Promise<Map<string, ReturnType<typeof moneyOf>>> {
  const [entries, fees] = await Promise.all([
    moneyRepository.installments(db, contracts.map((c) => c.id)),
    Promise.all(contracts.map((c) => (withServiceFees ? moneyRepository.serviceFees(db, c) : Promise.resolve([])))),
  ])
  return new Map(contracts.map((c, i) => [c.id, moneyOf(c, entries, fees[i]!)]))
}

/** The renter's side of several contracts added up (the ledger's and the admin's renter totals). */
export function renterSummaryOf(sides: readonly RenterBreakdown[]): LedgerRenterSummary {
  const sum: LedgerRenterSummary = { cosignerFeeCents: 0, processingFeeCents: 0, serviceFeesCents: 0, totalCents: 0, paidCents: 0, dueCents: 0 }
  for (const side of sides) for (const key of Object.keys(sum) as (keyof LedgerRenterSummary)[]) sum[key] += side[key]
  return sum
}
