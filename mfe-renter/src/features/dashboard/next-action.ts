// The dashboard's active contracts: for each, where it stands and what the viewer does next, from the server's
// contract state (status, payment steps) and the renter's ledger (the next installment). Pure.
import type { ContractSummaryDto, LedgerEntryDto } from '@cosign/api'
import { formatUsd } from '@cosign/api'
import { contractPath, contractPaymentPath, formatLeaseDate } from '@cosign/ui/contract-format'

/** Where a cosigner confirms the PayPal payout email or asks for a new link. */
const COSIGNER_PROFILE_PATH = '/profile/cosigner'

export interface NextAction {
  /** What the viewer reads (and clicks, when `to` is set). */
  label: string
  to: string
  /** action: the viewer's move; waiting: the other party's; done: nothing due. */
  kind: 'action' | 'waiting' | 'done'
}

/** Contracts still going on: signed or being signed, paid or being paid, in force. */
export const isActiveContract = (c: Pick<ContractSummaryDto, 'status'>) =>
  c.status !== 'cancelled' && c.status !== 'completed'

/** The renter's next unpaid installment of a contract (overdue first, then the earliest due), if any. */
export function nextInstallment(
  entries: readonly LedgerEntryDto[],
  contractId: string,
): LedgerEntryDto | null {
  const due = entries.filter(
    (e) => e.contractId === contractId && e.payable && e.status !== 'paid' && !e.paidDate,
  )
  due.sort((a, b) => a.dueDate.localeCompare(b.dueDate))
  return due[0] ?? null
}

export function nextContractAction(
  contract: Pick<ContractSummaryDto, 'id' | 'status' | 'step1' | 'step2'> & Partial<Pick<ContractSummaryDto, 'paymentHold'>>,
  viewer: 'renter' | 'cosigner',
  installment: Pick<LedgerEntryDto, 'amountCents' | 'dueDate' | 'status'> | null = null,
): NextAction {
  const page = contractPath(contract.id)
  const signPage = `${page}?sign=1`
  const ledger = `/ledger?contractId=${encodeURIComponent(contract.id)}`
  switch (contract.status) {
    case 'awaiting_cosigner':
      return viewer === 'cosigner'
        ? { kind: 'action', label: 'Review and sign the contract', to: signPage }
        : { kind: 'waiting', label: 'Waiting for the cosigner’s signature', to: page }
    case 'cosigner_signed':
      return viewer === 'renter'
        ? { kind: 'action', label: 'Review and sign the contract', to: signPage }
        : { kind: 'waiting', label: 'Waiting for the renter’s signature', to: page }
    case 'fully_signed': {
      const step = contract.step1.status === 'completed' ? 2 : 1
      const current = step === 1 ? contract.step1 : contract.step2
      // Nothing can be paid until the cosigner confirmed the payout email (the server refuses it): the server's
      // words say why, to the cosigner as their move (the profile sends a new link), to the renter as a wait.
      if (viewer === 'cosigner' && contract.paymentHold)
        return { kind: 'action', label: contract.paymentHold, to: COSIGNER_PROFILE_PATH }
      if (viewer === 'cosigner')
        return { kind: 'waiting', label: `Waiting for the renter’s payment (step ${step} of 2)`, to: page }
      if (contract.paymentHold) return { kind: 'waiting', label: contract.paymentHold, to: page }
      if (current.status === 'processing')
        return {
          kind: 'waiting',
          label: `Step ${step} payment is being confirmed`,
          to: contractPaymentPath(contract.id),
        }
      return step === 1
        ? {
            kind: 'action',
            label: `Pay step 1: platform fee (${formatUsd(contract.step1.amountCents)})`,
            to: contractPaymentPath(contract.id, 'platform'),
          }
        : {
            kind: 'action',
            label: `Pay step 2: cosigner payment (${formatUsd(contract.step2.amountCents)})`,
            to: contractPaymentPath(contract.id, 'cosigner'),
          }
    }
    case 'finalized':
      if (viewer === 'renter' && installment && contract.paymentHold)
        return { kind: 'waiting', label: contract.paymentHold, to: page }
      if (viewer === 'renter' && installment)
        return {
          kind: 'action',
          label: `${installment.status === 'overdue' ? 'Pay the overdue installment' : 'Pay the next installment'}: ${formatUsd(installment.amountCents)} due ${formatLeaseDate(installment.dueDate)}`,
          to: ledger,
        }
      return {
        kind: 'done',
        label:
          viewer === 'renter'
            ? 'Finalized: share the agreement with your landlord'
            : 'Finalized: the agreement is in force',
        to: page,
      }
    default:
      return { kind: 'done', label: 'Nothing to do', to: page }
  }
}
