// The money of one contract as each party sees it (issue 24): the renter's total paid and still due, the
// cosigner's fee, platform fee and payout with the date each part arrived. Computed once, by the contracts
// service (GET /contracts/:id/breakdown, the ledger, earnings, the admin's figures), from these pure helpers;
// screens only show the answer. Integer cents throughout.
import { CONTRACT_PROCESSING_FEE_CENTS, platformFeeCents, splitContractFee } from './money.js'
import type { ContractStatus, FeeOption, LedgerEntryStatus, PaymentStepStatus } from './contracts/constants.js'

/** A platform service the renter paid toward this match (the matching session, the cosigner's contact unlock). */
export interface RenterServiceFeeLine {
  purpose: 'match_request' | 'unlock_contact'
  /** "Matching fee", "Contact unlock fee": shown as such, beside the contract's own fees. */
  label: string
  amountCents: number
  paidAt: string
}

export type RenterPaymentStatus = 'paid' | 'processing' | 'due' | 'overdue' | 'cancelled'

/** One payment the renter makes under the contract: step 1, step 2, or a monthly installment. */
export interface RenterPaymentLine {
  kind: 'step1' | 'step2' | 'installment'
  label: string
  amountCents: number
  status: RenterPaymentStatus
  /** Installments: the due date (YYYY-MM-DD); null for the two steps (due once both parties signed). */
  dueDate: string | null
  paidAt: string | null
  /** A Cosigner Replacement Guarantee credit paid this step (the money was paid on the cancelled contract). */
  paidByCredit: boolean
}

export interface RenterBreakdown {
  /** The cosigner fee of the contract (whole fee; installments: down payment + every monthly payment). */
  cosignerFeeCents: number
  /** The one-time contract processing fee ($50.00), paid in step 1. */
  processingFeeCents: number
  /** Platform services paid toward this match, listed as such and included in the totals. */
  serviceFees: RenterServiceFeeLine[]
  serviceFeesCents: number
  /** cosigner fee + processing fee + service fees. */
  totalCents: number
  /** What the renter has paid of the total (a credit-paid step counts as paid). */
  paidCents: number
  /** What is still to pay (0 once cancelled: nothing more is charged). */
  dueCents: number
  /**
   * Where the cosigner fee goes: the platform's 15 % and the cosigner's 85 % (each payment split on its own, the
   * same sums as the cosigner's side), so the renter's screen draws the split without computing it.
   */
  feeSplit: { platformFeeCents: number; cosignerPayoutCents: number }
  payments: RenterPaymentLine[]
}

export type CosignerPayoutStatus = 'received' | 'expected' | 'overdue' | 'cancelled'

/** One part of the cosigner fee: the down payment or whole fee (paid in step 2), or a monthly installment. */
export interface CosignerPayoutLine {
  kind: 'signing' | 'installment'
  label: string
  /** The part of the cosigner fee this payment carries. */
  feeCents: number
  /** 15 % of feeCents, rounded half-up (kept by the platform). */
  platformFeeCents: number
  /** feeCents - platformFeeCents: what reaches the cosigner's PayPal. */
  payoutCents: number
  dueDate: string | null
  status: CosignerPayoutStatus
  /** When the payout arrived at the cosigner's PayPal (the capture of step 2 or of the installment). */
  receivedAt: string | null
}

export interface CosignerBreakdown {
  feeCents: number
  platformFeeCents: number
  payoutCents: number
  receivedCents: number
  expectedCents: number
  payouts: CosignerPayoutLine[]
}

/**
 * GET /api/contracts/contracts/:id/breakdown: the renter sees `renter` only, the cosigner `cosigner` only (never the
 * renter's service fees), admins both.
 */
export interface ContractBreakdownDto {
  contractId: string
  contractStatus: ContractStatus
  feeOption: FeeOption
  renter: RenterBreakdown | null
  cosigner: CosignerBreakdown | null
}
export interface ContractBreakdownResponse {
  breakdown: ContractBreakdownDto
}

/** What the breakdown is computed from: the signed terms, the steps' state and the installments. */
export interface ContractMoneyInput {
  feeOption: FeeOption
  feeCents: number
  downPaymentCents: number | null
  processingFeeCents: number
  cancelled: boolean
  step1: { status: PaymentStepStatus; at: string | null; paidByCredit: boolean }
  step2: { status: PaymentStepStatus; at: string | null; paidByCredit: boolean }
  /** The ledger's installment entries once finalized, else the schedule the terms give (all pending). */
  installments: { number: number; dueDate: string; amountCents: number; status: LedgerEntryStatus; paidAt: string | null }[]
  serviceFees: RenterServiceFeeLine[]
}

/** The part of the cosigner fee the two steps carry: the whole fee (full) or the down payment (installments). */
export function signingFeeCents(input: Pick<ContractMoneyInput, 'feeOption' | 'feeCents' | 'downPaymentCents'>): number {
  return input.feeOption === 'installments' ? (input.downPaymentCents ?? 0) : input.feeCents
}

/** One installment's split: 15 % of it (half-up) to the platform, the rest to the cosigner; the two sum exactly. */
export function splitInstallment(amountCents: number): { platformFeeCents: number; payoutCents: number } {
  const platform = platformFeeCents(amountCents)
  return { platformFeeCents: platform, payoutCents: amountCents - platform }
}

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0)

function stepStatus(status: PaymentStepStatus, cancelled: boolean): RenterPaymentStatus {
  if (status === 'completed') return 'paid'
  if (cancelled) return 'cancelled'
  return status === 'processing' ? 'processing' : 'due'
}

/**
 * Both sides of a contract's money. Step 1 = 15 % of the signing fee + processing fee, step 2 = the rest of the
 * signing fee, each installment split on its own (15 % half-up), so the platform's and the cosigner's parts of
 * every payment add up to it exactly, and the totals are sums of the parts.
 */
export function contractMoneyBreakdown(input: ContractMoneyInput): { renter: RenterBreakdown; cosigner: CosignerBreakdown } {
  const signing = signingFeeCents(input)
  const split = splitContractFee(signing)
  const processing = input.processingFeeCents ?? CONTRACT_PROCESSING_FEE_CENTS
  const step1Cents = split.platformFeeCents + processing
  const installments = [...input.installments].sort((a, b) => a.number - b.number)
  const count = installments.length

  const payments: RenterPaymentLine[] = [
    {
      kind: 'step1',
      label: 'Step 1: platform fee and processing fee',
      amountCents: step1Cents,
      status: stepStatus(input.step1.status, input.cancelled),
      dueDate: null,
      paidAt: input.step1.status === 'completed' ? input.step1.at : null,
      paidByCredit: input.step1.status === 'completed' && input.step1.paidByCredit,
    },
    {
      kind: 'step2',
      label: input.feeOption === 'installments' ? 'Step 2: down payment to the cosigner' : 'Step 2: cosigner payment',
      amountCents: split.step2Cents,
      status: stepStatus(input.step2.status, input.cancelled),
      dueDate: null,
      paidAt: input.step2.status === 'completed' ? input.step2.at : null,
      paidByCredit: input.step2.status === 'completed' && input.step2.paidByCredit,
    },
    ...installments.map(
      (e): RenterPaymentLine => ({
        kind: 'installment',
        label: `Installment ${e.number} of ${count}`,
        amountCents: e.amountCents,
        status: e.status === 'paid' ? 'paid' : input.cancelled ? 'cancelled' : e.status === 'overdue' ? 'overdue' : 'due',
        dueDate: e.dueDate,
        paidAt: e.status === 'paid' ? e.paidAt : null,
        paidByCredit: false,
      }),
    ),
  ]
  const cosignerFeeCents = signing + sum(installments.map((e) => e.amountCents))
  const serviceFeesCents = sum(input.serviceFees.map((f) => f.amountCents))
  const paidCents = serviceFeesCents + sum(payments.filter((p) => p.status === 'paid').map((p) => p.amountCents))
  const dueCents = sum(payments.filter((p) => p.status === 'due' || p.status === 'overdue' || p.status === 'processing').map((p) => p.amountCents))
  const renter: Omit<RenterBreakdown, 'feeSplit'> = {
    cosignerFeeCents,
    processingFeeCents: processing,
    serviceFees: input.serviceFees,
    serviceFeesCents,
    totalCents: cosignerFeeCents + processing + serviceFeesCents,
    paidCents,
    dueCents,
    payments,
  }

  const payoutStatus = (paid: boolean, overdue: boolean): CosignerPayoutStatus =>
    paid ? 'received' : input.cancelled ? 'cancelled' : overdue ? 'overdue' : 'expected'
  const payouts: CosignerPayoutLine[] = [
    {
      kind: 'signing',
      label: input.feeOption === 'installments' ? 'Down payment' : 'Cosigner fee',
      feeCents: signing,
      platformFeeCents: split.platformFeeCents,
      payoutCents: split.step2Cents,
      dueDate: null,
      status: payoutStatus(input.step2.status === 'completed', false),
      receivedAt: input.step2.status === 'completed' ? input.step2.at : null,
    },
    ...installments.map((e): CosignerPayoutLine => {
      const part = splitInstallment(e.amountCents)
      return {
        kind: 'installment',
        label: `Installment ${e.number} of ${count}`,
        feeCents: e.amountCents,
        ...part,
        dueDate: e.dueDate,
        status: payoutStatus(e.status === 'paid', e.status === 'overdue'),
        receivedAt: e.status === 'paid' ? e.paidAt : null,
      }
    }),
  ]
  const open = payouts.filter((p) => p.status === 'expected' || p.status === 'overdue')
  const cosigner: CosignerBreakdown = {
    feeCents: sum(payouts.map((p) => p.feeCents)),
    platformFeeCents: sum(payouts.map((p) => p.platformFeeCents)),
    payoutCents: sum(payouts.map((p) => p.payoutCents)),
    receivedCents: sum(payouts.filter((p) => p.status === 'received').map((p) => p.payoutCents)),
    expectedCents: sum(open.map((p) => p.payoutCents)),
    payouts,
  }
  const feeSplit = { platformFeeCents: cosigner.platformFeeCents, cosignerPayoutCents: cosigner.payoutCents }
  return { renter: { ...renter, feeSplit }, cosigner }
}

// ---- Earnings (GET /api/contracts/earnings, COSIGNER) --------------------------------------------------------

export interface EarningsTotals {
  feeCents: number
  platformFeeCents: number
  payoutCents: number
  receivedCents: number
  expectedCents: number
}
export interface EarningsContractDto extends EarningsTotals {
  contractId: string
  renterName: string
  contractStatus: ContractStatus
  feeOption: FeeOption
  leaseStartDate: string
  leaseEndDate: string
}
/** A calendar month (YYYY-MM): payouts received in it (by arrival date) and expected in it (by due date). */
export interface EarningsMonthDto {
  month: string
  receivedCents: number
  expectedCents: number
  /** Platform fees of the payouts received in that month. */
  platformFeeCents: number
}
export interface EarningsResponse {
  totals: EarningsTotals
  contracts: EarningsContractDto[]
  months: EarningsMonthDto[]
}

/** Columns of the earnings CSV (one row per payout, then a Total row). */
export const EARNINGS_CSV_COLUMNS = [
  'Contract',
  'Renter',
  'Payment',
  'Status',
  'Due date',
  'Received at',
  'Cosigner fee',
  'Platform fee',
  'Payout',
] as const

/** Adds payout lines up into earnings totals (the CSV's Total row and the screen's totals use the same sums). */
export function earningsTotalsOf(lines: readonly Pick<CosignerPayoutLine, 'feeCents' | 'platformFeeCents' | 'payoutCents' | 'status'>[]): EarningsTotals {
  const totals: EarningsTotals = { feeCents: 0, platformFeeCents: 0, payoutCents: 0, receivedCents: 0, expectedCents: 0 }
  for (const l of lines) {
    if (l.status === 'cancelled') continue
    totals.feeCents += l.feeCents
    totals.platformFeeCents += l.platformFeeCents
    totals.payoutCents += l.payoutCents
    if (l.status === 'received') totals.receivedCents += l.payoutCents
    else totals.expectedCents += l.payoutCents
  }
  return totals
}

/** Payout lines by month: received ones in the month they arrived, expected ones in the month they fall due. */
export function earningsByMonth(lines: readonly CosignerPayoutLine[]): EarningsMonthDto[] {
  const months = new Map<string, EarningsMonthDto>()
  for (const l of lines) {
    const when = l.status === 'received' ? l.receivedAt : l.status === 'cancelled' ? null : l.dueDate
    if (!when) continue
    const month = when.slice(0, 7)
    const row = months.get(month) ?? { month, receivedCents: 0, expectedCents: 0, platformFeeCents: 0 }
    if (l.status === 'received') {
      row.receivedCents += l.payoutCents
      row.platformFeeCents += l.platformFeeCents
    } else row.expectedCents += l.payoutCents
    months.set(month, row)
  }
  return [...months.values()].sort((a, b) => b.month.localeCompare(a.month))
}
