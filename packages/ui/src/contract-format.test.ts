import { createHash } from 'node:crypto'
import { canonicalTerms, signedTermsOf, type ContractSummaryDto, type ContractTermsInput } from '@cosign/api'
import {
  canCancelContract,
  canPayStep,
  contractProgress,
  canSubmitSignature,
  contractPaymentPath,
  contractStatusLabel,
  contractViewerOf,
  feePreview,
  formatLeaseDate,
  hasProcessingStep,
  ledgerByDueDateDesc,
  sha256Fallback,
  sha256Hex,
  signerDue,
  termsHashOf,
} from './contract-format.js'

describe('contract status labels', () => {
  it('reads cosigner_signed by viewer, the other statuses the same for everyone', () => {
    expect(contractStatusLabel('awaiting_cosigner', 'cosigner')).toBe('Awaiting Your Signature')
    expect(contractStatusLabel('awaiting_cosigner', 'renter')).toBe('Pending Cosigner')
    expect(contractStatusLabel('awaiting_cosigner', 'admin')).toBe('Pending Cosigner')
    expect(contractStatusLabel('cosigner_signed', 'cosigner')).toBe('Pending Renter')
    expect(contractStatusLabel('cosigner_signed', 'admin')).toBe('Pending Renter')
    expect(contractStatusLabel('cosigner_signed', 'renter')).toBe('Awaiting Your Signature')
    for (const viewer of ['renter', 'cosigner', 'admin'] as const) {
      expect(contractStatusLabel('fully_signed', viewer)).toBe('Payment Required')
      expect(contractStatusLabel('finalized', viewer)).toBe('Finalized')
      expect(contractStatusLabel('cancelled', viewer)).toBe('Cancelled')
      expect(contractStatusLabel('completed', viewer)).toBe('Completed')
    }
  })

  it('knows the viewer from the user: admin, the renter, the cosigner', () => {
    const contract = { renterId: 'R-1', cosignerId: 'c-1' }
    expect(contractViewerOf(contract, { id: 'x', role: 'ADMIN' })).toBe('admin')
    expect(contractViewerOf(contract, { id: 'r-1', role: 'RENTER' })).toBe('renter')
    expect(contractViewerOf(contract, { id: 'c-1', role: 'COSIGNER' })).toBe('cosigner')
  })
})

describe('fee preview', () => {
  it('is hidden for no fee or a fee of 0', () => {
    expect(feePreview({ feeCents: null, feeOption: 'full' })).toBeNull()
    expect(feePreview({ feeCents: 0, feeOption: 'full' })).toBeNull()
  })

  it('full payment: 15% platform fee, 85% to the cosigner, $50 processing fee in step 1', () => {
    expect(feePreview({ feeCents: 150000, feeOption: 'full' })).toEqual({
      feeCents: 150000,
      platformFeeCents: 22500,
      cosignerReceivesCents: 127500,
      processingFeeCents: 5000,
      dueAtSigningCents: 150000,
      step1Cents: 27500,
      step2Cents: 127500,
      installmentCount: 0,
      monthlyPaymentCents: 0,
      renterTotalCents: 155000,
    })
  })

  it('rounds the platform fee half-up to the cent', () => {
    // 15% of $333.33 = $49.9995 -> $50.00
    expect(feePreview({ feeCents: 33333, feeOption: 'full' })).toMatchObject({
      platformFeeCents: 5000,
      step1Cents: 10000,
      step2Cents: 28333,
    })
  })

  it('installments: the two steps split the down payment; the months follow the lease dates', () => {
    expect(
      feePreview({
        feeCents: 120000,
        feeOption: 'installments',
        downPaymentCents: 24000,
        monthlyPaymentCents: 8000,
        leaseStartDate: '2026-03-01',
        leaseEndDate: '2027-03-01',
      }),
    ).toMatchObject({
      platformFeeCents: 18000,
      cosignerReceivesCents: 102000,
      dueAtSigningCents: 24000,
      step1Cents: 3600 + 5000,
      step2Cents: 20400,
      installmentCount: 12,
      monthlyPaymentCents: 8000,
      renterTotalCents: 125000,
    })
  })
})

function summary(partial: Partial<ContractSummaryDto>): ContractSummaryDto {
  const step = { status: 'pending' as const, amountCents: 100, at: null, paidByCredit: false }
  return { status: 'fully_signed', step1: step, step2: step, ...partial } as ContractSummaryDto
}

describe('payment steps', () => {
  it('step 1 first; step 2 only once step 1 is completed; nothing before both signed', () => {
    const done = { status: 'completed' as const, amountCents: 100, at: '2026-01-01T00:00:00Z', paidByCredit: false }
    const processing = { ...done, status: 'processing' as const }
    const failed = { ...done, status: 'failed' as const }
    expect(canPayStep(summary({}), 1)).toBe(true)
    expect(canPayStep(summary({}), 2)).toBe(false)
    expect(canPayStep(summary({ step1: processing }), 1)).toBe(false)
    expect(canPayStep(summary({ step1: failed }), 1)).toBe(true)
    expect(canPayStep(summary({ step1: done }), 1)).toBe(false)
    expect(canPayStep(summary({ step1: done }), 2)).toBe(true)
    expect(canPayStep(summary({ step1: done, step2: done, status: 'finalized' }), 2)).toBe(false)
    expect(canPayStep(summary({ status: 'cosigner_signed' }), 1)).toBe(false)
    expect(canPayStep(summary({ status: 'cancelled' }), 1)).toBe(false)
    expect(hasProcessingStep(summary({ step2: processing }))).toBe(true)
    expect(hasProcessingStep(summary({}))).toBe(false)
  })

  it('cancelling is possible until the contract is final', () => {
    expect(canCancelContract('cosigner_signed')).toBe(true)
    expect(canCancelContract('awaiting_cosigner')).toBe(true)
    expect(signerDue('awaiting_cosigner')).toBe('cosigner')
    expect(signerDue('cosigner_signed')).toBe('renter')
    expect(signerDue('fully_signed')).toBeNull()
    expect(canCancelContract('fully_signed')).toBe(true)
    expect(canCancelContract('finalized')).toBe(false)
    expect(canCancelContract('cancelled')).toBe(false)
  })

  it('links the payment screen, step 2 with step=cosigner', () => {
    expect(contractPaymentPath('c-1', 'cosigner')).toBe('/contract-management?step=cosigner&contractId=c-1')
    expect(contractPaymentPath('c-1')).toBe('/contract-management?contractId=c-1')
  })
})

describe('signature submit', () => {
  it('is enabled only with something drawn and no submission under way', () => {
    expect(canSubmitSignature({ isEmpty: true, submitting: false })).toBe(false)
    expect(canSubmitSignature({ isEmpty: false, submitting: true })).toBe(false)
    expect(canSubmitSignature({ isEmpty: false, submitting: false })).toBe(true)
    expect(canSubmitSignature({ isEmpty: false, submitting: false, disabled: true })).toBe(false)
  })
})

describe('terms hash', () => {
  const terms: ContractTermsInput = {
    renterName: 'Ren Ter',
    renterAddress: '1 Main St, Austin, TX',
    cosignerName: 'Co Signer',
    cosignerAddress: '2 Oak Ave, Austin, TX',
    leaseStartDate: '2026-03-01',
    leaseEndDate: '2027-03-01',
    feeOption: 'full',
    feeCents: 150000,
    downPaymentCents: null,
    monthlyPaymentCents: null,
    propertyAddress: '1 Main St, Austin, TX',
    monthlyRentCents: 140000,
    leaseTermMonths: 12,
    landlordName: null,
    landlordEmail: null,
    maxLiabilityCents: 1680000,
  }
  const parties = {
    renterId: '8F14E45F-EA2B-4C9A-9A5E-1C2D3E4F5A6B',
    cosignerId: '0b6c7f1e-1111-4111-8111-111111111111',
    cosignerEmail: 'co@example.com',
    cosignerPaypalEmail: 'pay@example.com',
  }

  it('is the SHA-256 hex of the canonical signed terms (what the service hashes)', async () => {
    const expected = createHash('sha256').update(canonicalTerms(signedTermsOf(terms, parties))).digest('hex')
    await expect(termsHashOf(terms, parties)).resolves.toBe(expected)
  })

  it('the fallback for pages without crypto.subtle gives the same digests', async () => {
    for (const text of ['', 'abc', 'é'.repeat(100), 'x'.repeat(55), 'x'.repeat(56), 'x'.repeat(64), 'x'.repeat(1000)]) {
      const hex = Buffer.from(sha256Fallback(new TextEncoder().encode(text))).toString('hex')
      expect(hex).toBe(createHash('sha256').update(text).digest('hex'))
      await expect(sha256Hex(text)).resolves.toBe(hex)
    }
  })
})

it('orders ledger entries by due date, latest first, and reads lease dates as plain days', () => {
  const entries = [
    { id: 'a', dueDate: '2026-04-01' },
    { id: 'b', dueDate: '2026-06-01' },
    { id: 'c', dueDate: '2026-05-01' },
  ] as unknown as Parameters<typeof ledgerByDueDateDesc>[0]
  expect(ledgerByDueDateDesc(entries).map((e) => e.id)).toEqual(['b', 'c', 'a'])
  expect(formatLeaseDate('2026-03-01')).toBe('Mar 1, 2026')
  expect(formatLeaseDate(null)).toBe('—')
})

describe('contract progress (the contract page stepper)', () => {
  const step = (status: 'pending' | 'processing' | 'completed', at: string | null = null) => ({
    status,
    at,
    amountCents: 1,
    paidByCredit: false,
  })
  const sig = (role: 'renter' | 'cosigner', signedAt: string) => ({ role, signerId: 'x', signerName: 'X', signedAt, imagePng: '' as const })
  const base = {
    status: 'awaiting_cosigner' as const,
    signatures: [],
    step1: step('pending'),
    step2: step('pending'),
    history: [],
  }
  const states = (c: Parameters<typeof contractProgress>[0]) => contractProgress(c).map((s) => s.state)

  test('new: the cosigner signs first, everything else to do', () => {
    expect(contractProgress(base).map((s) => s.label)).toEqual([
      'Cosigner signed',
      'Renter signed',
      'Step 1 paid',
      'Step 2 paid',
      'Finalized',
    ])
    expect(states(base)).toEqual(['current', 'upcoming', 'upcoming', 'upcoming', 'upcoming'])
  })

  test('both signed, step 1 being confirmed: step 1 is current and says Processing; dates on done steps', () => {
    const progress = contractProgress({
      ...base,
      status: 'fully_signed',
      signatures: [sig('cosigner', '2026-01-01T00:00:00.000Z'), sig('renter', '2026-01-02T00:00:00.000Z')],
      step1: step('processing'),
    })
    expect(progress.map((s) => s.state)).toEqual(['done', 'done', 'current', 'upcoming', 'upcoming'])
    expect(progress.map((s) => s.detail)).toEqual(['2026-01-01T00:00:00.000Z', '2026-01-02T00:00:00.000Z', 'Processing', null, null])
  })

  test('finalized: all done, with the finalization time from the history', () => {
    const progress = contractProgress({
      ...base,
      status: 'finalized',
      signatures: [sig('cosigner', '2026-01-01T00:00:00.000Z'), sig('renter', '2026-01-02T00:00:00.000Z')],
      step1: step('completed', '2026-01-03T00:00:00.000Z'),
      step2: step('completed', '2026-01-04T00:00:00.000Z'),
      history: [{ status: 'finalized', at: '2026-01-04T00:00:01.000Z', actorId: null, actorRole: 'system', note: null }],
    })
    expect(progress.every((s) => s.state === 'done')).toBe(true)
    expect(progress[4]!.detail).toBe('2026-01-04T00:00:01.000Z')
  })

  test('cancelled: what happened stays done, nothing is current', () => {
    expect(states({ ...base, status: 'cancelled', signatures: [sig('cosigner', '2026-01-01T00:00:00.000Z')] })).toEqual([
      'done',
      'upcoming',
      'upcoming',
      'upcoming',
      'upcoming',
    ])
  })
})
