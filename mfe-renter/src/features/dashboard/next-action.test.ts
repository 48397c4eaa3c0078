import type { ContractSummaryDto, LedgerEntryDto, PaymentStepDto } from '@cosign/api'
import { isActiveContract, nextContractAction, nextInstallment } from './next-action.js'

const step = (status: PaymentStepDto['status'], amountCents: number): PaymentStepDto => ({
  status,
  amountCents,
  at: null,
  paidByCredit: false,
})
const contract = (
  status: ContractSummaryDto['status'],
  s1 = step('pending', 20_000),
  s2 = step('pending', 85_000),
) => ({
  id: 'c-1',
  status,
  step1: s1,
  step2: s2,
})
const entry = (over: Partial<LedgerEntryDto>): LedgerEntryDto => ({
  id: 'e',
  contractId: 'c-1',
  renterId: 'r',
  cosignerId: 'c',
  entryType: 'payment',
  description: 'Installment',
  amountCents: 10_000,
  dueDate: '2027-02-01',
  paidDate: null,
  status: 'pending',
  payable: true,
  ...over,
})

describe('nextContractAction', () => {
  it('signing: the party whose turn it is signs, the other waits', () => {
    expect(nextContractAction(contract('awaiting_cosigner'), 'cosigner')).toMatchObject({
      kind: 'action',
      to: '/contracts/c-1?sign=1',
    })
    expect(nextContractAction(contract('awaiting_cosigner'), 'renter').kind).toBe('waiting')
    expect(nextContractAction(contract('cosigner_signed'), 'renter')).toMatchObject({
      kind: 'action',
      label: 'Review and sign the contract',
    })
    expect(nextContractAction(contract('cosigner_signed'), 'cosigner').label).toBe(
      'Waiting for the renter’s signature',
    )
  })
  it('paying: step 1, then step 2, with the server’s amounts; the cosigner waits', () => {
    expect(nextContractAction(contract('fully_signed'), 'renter')).toEqual({
      kind: 'action',
      label: 'Pay step 1: platform fee ($200.00)',
      to: '/contract-management?step=platform&contractId=c-1',
    })
    const paid1 = contract('fully_signed', step('completed', 20_000))
    expect(nextContractAction(paid1, 'renter')).toEqual({
      kind: 'action',
      label: 'Pay step 2: cosigner payment ($850.00)',
      to: '/contract-management?step=cosigner&contractId=c-1',
    })
    expect(nextContractAction(paid1, 'cosigner').label).toBe('Waiting for the renter’s payment (step 2 of 2)')
    expect(nextContractAction(contract('fully_signed', step('processing', 20_000)), 'renter').kind).toBe(
      'waiting',
    )
  })
  it('finalized: the next installment, else share with the landlord', () => {
    expect(nextContractAction(contract('finalized'), 'renter', entry({ status: 'overdue' }))).toMatchObject({
      kind: 'action',
      label: 'Pay the overdue installment: $100.00 due Feb 1, 2027',
      to: '/ledger?contractId=c-1',
    })
    expect(nextContractAction(contract('finalized'), 'renter')).toMatchObject({
      kind: 'done',
      label: 'Finalized: share the agreement with your landlord',
      to: '/contracts/c-1',
    })
    expect(nextContractAction(contract('finalized'), 'cosigner').label).toBe(
      'Finalized: the agreement is in force',
    )
  })
})

describe('nextInstallment and active contracts', () => {
  it('picks the earliest unpaid payable entry of the contract', () => {
    const entries = [
      entry({ id: 'paid', dueDate: '2027-01-01', status: 'paid', paidDate: '2027-01-01' }),
      entry({ id: 'later', dueDate: '2027-03-01' }),
      entry({ id: 'next', dueDate: '2027-02-01' }),
      entry({ id: 'other', contractId: 'c-2', dueDate: '2026-12-01' }),
    ]
    expect(nextInstallment(entries, 'c-1')?.id).toBe('next')
    expect(nextInstallment([], 'c-1')).toBeNull()
  })
  it('leaves cancelled and completed contracts out', () => {
    expect(
      ['fully_signed', 'finalized', 'cancelled', 'completed'].map((status) =>
        isActiveContract({ status: status as never }),
      ),
    ).toEqual([true, true, false, false])
  })
})

describe('nextContractAction with a payment hold (issue 27)', () => {
  const held = (status: ContractSummaryDto['status'], paymentHold: string) => ({ ...contract(status), paymentHold })

  it('a renter waits, with the server\'s reason, instead of a Pay step shortcut', () => {
    expect(nextContractAction(held('fully_signed', 'Waiting for the cosigner.'), 'renter')).toEqual({
      kind: 'waiting',
      label: 'Waiting for the cosigner.',
      to: '/contracts/c-1',
    })
  })

  it('a cosigner is sent to the profile, where a new confirmation link is asked for', () => {
    expect(nextContractAction(held('fully_signed', 'Confirm your PayPal email.'), 'cosigner')).toEqual({
      kind: 'action',
      label: 'Confirm your PayPal email.',
      to: '/profile/cosigner',
    })
  })

  it('a finalized installments contract: no Pay shortcut for the next installment while held', () => {
    const installment = { amountCents: 10_000, dueDate: '2027-02-01', status: 'pending' as const }
    expect(nextContractAction(held('finalized', 'Waiting for the cosigner.'), 'renter', installment)).toMatchObject({
      kind: 'waiting',
      label: 'Waiting for the cosigner.',
    })
    expect(nextContractAction(contract('finalized'), 'renter', installment).kind).toBe('action')
  })
})
