import { CONTRACT_PROCESSING_FEE_CENTS, platformFeeCents, splitContractFee } from '@cosign/api'
import { receiptBreakdown, type ReceiptPaymentFacts } from './receipt-content.js'

const paypal = (facts: Omit<ReceiptPaymentFacts, 'paymentMethod'>): ReceiptPaymentFacts => ({
  ...facts,
  paymentMethod: 'paypal',
})
const sum = (lines: { amountCents: number; credit?: boolean }[]) =>
  lines.filter((l) => !l.credit).reduce((total, l) => total + l.amountCents, 0)

describe('receipt breakdown', () => {
  // $1,200.00 cosigner fee: step 1 = $180.00 + $50.00 to the platform, step 2 = $1,020.00 to the cosigner.
  const split = splitContractFee(120_000)

  it('step 1: the platform fee and the processing fee, both to the platform, adding up to the charge', () => {
    const b = receiptBreakdown(
      paypal({ purpose: 'contract_platform_fee', amountCents: split.step1Cents, platformFeeCents: split.platformFeeCents }),
    )
    expect(b.payeeKind).toBe('platform')
    expect(b.lines).toEqual([
      { label: 'Platform fee (15% of the cosigner fee)', amountCents: 18_000, paidTo: 'platform' },
      { label: 'Processing fee', amountCents: CONTRACT_PROCESSING_FEE_CENTS, paidTo: 'platform' },
    ])
    expect(b.chargedCents).toBe(23_000)
    expect(sum(b.lines)).toBe(b.chargedCents)
  })

  it('step 2: the cosigner share, paid to the cosigner', () => {
    const b = receiptBreakdown(paypal({ purpose: 'contract_cosigner_payment', amountCents: split.step2Cents, platformFeeCents: 0 }))
    expect(b).toEqual({
      payeeKind: 'cosigner',
      chargedCents: 102_000,
      lines: [{ label: "Cosigner's share of the cosigner fee (85%)", amountCents: 102_000, paidTo: 'cosigner' }],
    })
  })

  it('an installment with a half cent: the platform fee rounds half-up, the cosigner gets the rest, no cent lost', () => {
    // 15 % of $100.10 is 1501.5 cents: 1502 to the platform, 8508 to the cosigner.
    const b = receiptBreakdown(paypal({ purpose: 'contract_installment', amountCents: 10_010, platformFeeCents: platformFeeCents(10_010) }))
    expect(b.payeeKind).toBe('cosigner')
    expect(b.lines.map((l) => [l.amountCents, l.paidTo])).toEqual([
      [1_502, 'platform'],
      [8_508, 'cosigner'],
    ])
    expect(sum(b.lines)).toBe(10_010)
  })

  it('step 1 paid by a replacement credit: $0 charged, one credit line with what the credit covered', () => {
    const b = receiptBreakdown(
      { purpose: 'contract_platform_fee', amountCents: 0, platformFeeCents: 0, paymentMethod: 'credit' },
      { amountCents: 20_000 },
    )
    expect(b.chargedCents).toBe(0)
    expect(b.lines).toEqual([
      {
        label: 'Platform fee and processing fee, covered by your Cosigner Replacement Guarantee credit',
        amountCents: 20_000,
        paidTo: 'platform',
        credit: true,
      },
    ])
  })

  it('service fees: one line to the platform', () => {
    for (const [purpose, label] of [
      ['profile_creation', 'Cosigner profile creation fee'],
      ['unlock_contact', 'Cosigner contact details unlock'],
      ['match_request', 'Cosigner matching fee'],
    ] as const) {
      const b = receiptBreakdown(paypal({ purpose, amountCents: 9_999, platformFeeCents: 0 }))
      expect(b).toEqual({ payeeKind: 'platform', chargedCents: 9_999, lines: [{ label, amountCents: 9_999, paidTo: 'platform' }] })
    }
  })
})
