import {
  contractMoneyBreakdown,
  earningsByMonth,
  earningsTotalsOf,
  splitInstallment,
  type ContractMoneyInput,
} from './contract-money.js'

const pending = { status: 'pending' as const, at: null, paidByCredit: false }
const paid = (at: string) => ({ status: 'completed' as const, at, paidByCredit: false })

function full(feeCents: number, over: Partial<ContractMoneyInput> = {}): ContractMoneyInput {
  return {
    feeOption: 'full',
    feeCents,
    downPaymentCents: null,
    processingFeeCents: 5000,
    cancelled: false,
    step1: pending,
    step2: pending,
    installments: [],
    serviceFees: [],
    ...over,
  }
}

test('the issue example: a $1,200 full-fee contract paid in both steps', () => {
  const { renter, cosigner } = contractMoneyBreakdown(
    full(120000, {
      step1: paid('2026-11-01T10:00:00.000Z'),
      step2: paid('2026-11-01T10:05:00.000Z'),
      serviceFees: [{ purpose: 'match_request', label: 'Matching fee', amountCents: 9999, paidAt: '2026-10-30T09:00:00.000Z' }],
    }),
  )
  expect(renter.payments.map((p) => [p.kind, p.amountCents, p.status])).toEqual([
    ['step1', 23000, 'paid'],
    ['step2', 102000, 'paid'],
  ])
  expect(renter).toMatchObject({
    cosignerFeeCents: 120000,
    processingFeeCents: 5000,
    serviceFeesCents: 9999,
    totalCents: 134999,
    paidCents: 134999,
    dueCents: 0,
  })
  expect(cosigner).toMatchObject({ feeCents: 120000, platformFeeCents: 18000, payoutCents: 102000, receivedCents: 102000, expectedCents: 0 })
  // The renter's picture of the fee: the same 15/85 parts as the cosigner's side, adding up to the fee.
  expect(renter.feeSplit).toEqual({ platformFeeCents: 18000, cosignerPayoutCents: 102000 })
  expect(cosigner.payouts[0]).toMatchObject({ status: 'received', receivedAt: '2026-11-01T10:05:00.000Z' })
})

test('before payment everything is due: fee + $50 at signing', () => {
  const { renter, cosigner } = contractMoneyBreakdown(full(120000))
  expect(renter).toMatchObject({ totalCents: 125000, paidCents: 0, dueCents: 125000 })
  expect(cosigner).toMatchObject({ receivedCents: 0, expectedCents: 102000 })
})

test('installments: each part split on its own, half-cent cases rounded half-up, parts sum exactly', () => {
  // $1,000.10 down + 12 x $33.33: 15 % of 3,333 cents is 499.95 -> 500; of 100,010 it is 15,001.5 -> 15,002.
  const installments = Array.from({ length: 12 }, (_, i) => ({
    number: i + 1,
    dueDate: `2027-${String(i + 1).padStart(2, '0')}-15`,
    amountCents: 3333,
    status: (i < 2 ? 'paid' : i === 2 ? 'overdue' : 'pending') as 'paid' | 'overdue' | 'pending',
    paidAt: i < 2 ? `2027-${String(i + 1).padStart(2, '0')}-14T12:00:00.000Z` : null,
  }))
  const input: ContractMoneyInput = {
    ...full(100010 + 12 * 3333),
    feeOption: 'installments',
    downPaymentCents: 100010,
    step1: paid('2026-12-01T00:00:00.000Z'),
    step2: paid('2026-12-01T00:01:00.000Z'),
    installments,
  }
  const { renter, cosigner } = contractMoneyBreakdown(input)
  expect(splitInstallment(3333)).toEqual({ platformFeeCents: 500, payoutCents: 2833 })
  expect(renter.payments[0]!.amountCents).toBe(15002 + 5000)
  expect(renter.payments[1]!.amountCents).toBe(100010 - 15002)
  expect(renter.cosignerFeeCents).toBe(100010 + 39996)
  expect(renter.paidCents).toBe(100010 + 5000 + 2 * 3333)
  expect(renter.dueCents).toBe(10 * 3333)
  expect(renter.paidCents + renter.dueCents).toBe(renter.totalCents)
  expect(renter.payments[4]).toMatchObject({ label: 'Installment 3 of 12', status: 'overdue', dueDate: '2027-03-15' })
  // Per part: 15 % rounded each time (15,002 + 12 x 500), not 15 % of the total (20,000.1 -> 20,001).
  expect(cosigner.platformFeeCents).toBe(15002 + 12 * 500)
  expect(cosigner.platformFeeCents + cosigner.payoutCents).toBe(cosigner.feeCents)
  expect(renter.feeSplit.platformFeeCents + renter.feeSplit.cosignerPayoutCents).toBe(renter.cosignerFeeCents)
  expect(cosigner.receivedCents).toBe(100010 - 15002 + 2 * 2833)
  expect(cosigner.receivedCents + cosigner.expectedCents).toBe(cosigner.payoutCents)
  for (const p of cosigner.payouts) expect(p.platformFeeCents + p.payoutCents).toBe(p.feeCents)
})

test('every fee from 1 cent to $2,500: platform + payout = fee, steps = fee + $50', () => {
  for (let fee = 1; fee <= 250000; fee += 97) {
    const { renter, cosigner } = contractMoneyBreakdown(full(fee))
    expect(renter.payments[0]!.amountCents + renter.payments[1]!.amountCents).toBe(fee + 5000)
    expect(cosigner.platformFeeCents + cosigner.payoutCents).toBe(fee)
  }
  // 0.5-cent boundaries: 15 % of 10 = 1.5 -> 2, of 30 = 4.5 -> 5, of 3 = 0.45 -> 0.
  expect(splitInstallment(10)).toEqual({ platformFeeCents: 2, payoutCents: 8 })
  expect(splitInstallment(30)).toEqual({ platformFeeCents: 5, payoutCents: 25 })
  expect(splitInstallment(3)).toEqual({ platformFeeCents: 0, payoutCents: 3 })
})

test('a credit-paid step 1 counts as paid; a cancelled contract owes nothing more', () => {
  const credited = contractMoneyBreakdown(full(120000, { step1: { status: 'completed', at: '2026-11-01T00:00:00.000Z', paidByCredit: true } }))
  expect(credited.renter.payments[0]).toMatchObject({ status: 'paid', paidByCredit: true })
  expect(credited.renter).toMatchObject({ paidCents: 23000, dueCents: 102000 })
  const cancelled = contractMoneyBreakdown(full(120000, { cancelled: true, step1: paid('2026-11-01T00:00:00.000Z') }))
  expect(cancelled.renter).toMatchObject({ paidCents: 23000, dueCents: 0 })
  expect(cancelled.renter.payments[1]!.status).toBe('cancelled')
  expect(cancelled.cosigner).toMatchObject({ receivedCents: 0, expectedCents: 0 })
})

test('earnings: totals and months from payout lines', () => {
  const lines = [
    { kind: 'signing' as const, label: 'Cosigner fee', feeCents: 120000, platformFeeCents: 18000, payoutCents: 102000, dueDate: null, status: 'received' as const, receivedAt: '2026-11-03T10:00:00.000Z' },
    { kind: 'installment' as const, label: 'Installment 1 of 2', feeCents: 3333, platformFeeCents: 500, payoutCents: 2833, dueDate: '2026-12-15', status: 'expected' as const, receivedAt: null },
    { kind: 'installment' as const, label: 'Installment 2 of 2', feeCents: 3333, platformFeeCents: 500, payoutCents: 2833, dueDate: '2027-01-15', status: 'cancelled' as const, receivedAt: null },
  ]
  expect(earningsTotalsOf(lines)).toEqual({ feeCents: 123333, platformFeeCents: 18500, payoutCents: 104833, receivedCents: 102000, expectedCents: 2833 })
  expect(earningsByMonth(lines)).toEqual([
    { month: '2026-12', receivedCents: 0, expectedCents: 2833, platformFeeCents: 0 },
    { month: '2026-11', receivedCents: 102000, expectedCents: 0, platformFeeCents: 18000 },
  ])
})
