import { clientPaymentFigures, type FigurePayment } from './client-payment-figures.js'

const ME = '11111111-1111-4111-8111-111111111111'
const OTHER = '22222222-2222-4222-8222-222222222222'
const pay = (over: Partial<FigurePayment>): FigurePayment => ({
  userId: OTHER,
  cosignerId: null,
  purpose: 'contract_platform_fee',
  status: 'completed',
  amountCents: 1000,
  platformFeeCents: 0,
  ...over,
})

describe('clientPaymentFigures', () => {
  it('is all zero without payments', () => {
    expect(clientPaymentFigures(ME, [])).toEqual({
      totalPaidCents: 0,
      completedPayments: 0,
      earningsCents: 0,
      completedPayouts: 0,
      payoutPlatformFeesCents: 0,
    })
  })

  it('sums what the client paid, completed payments only', () => {
    const figures = clientPaymentFigures(ME, [
      pay({ userId: ME, amountCents: 25_000 }),
      pay({ userId: ME, purpose: 'unlock_contact', amountCents: 999 }),
      pay({ userId: ME, status: 'refunded', amountCents: 50_000 }),
      pay({ userId: ME, status: 'pending', amountCents: 70_000 }),
      pay({ userId: ME, status: 'failed', amountCents: 80_000 }),
      pay({ userId: OTHER, amountCents: 12_345 }),
    ])
    expect(figures.totalPaidCents).toBe(25_999)
    expect(figures.completedPayments).toBe(2)
    expect(figures.earningsCents).toBe(0)
  })

  it('counts earnings from completed payouts to the client as cosigner: step 2 and the cosigner share of installments', () => {
    const figures = clientPaymentFigures(ME, [
      pay({ purpose: 'contract_cosigner_payment', cosignerId: ME, amountCents: 60_000 }),
      pay({ purpose: 'contract_cosigner_payment', cosignerId: ME, amountCents: 40_000 }),
      pay({ purpose: 'contract_cosigner_payment', cosignerId: ME, status: 'refunded', amountCents: 9_000 }),
      pay({ purpose: 'contract_cosigner_payment', cosignerId: OTHER, amountCents: 5_000 }),
      // Step 1 pays the platform: its platform fee is the payout's, its amount no earning.
      pay({ purpose: 'contract_platform_fee', cosignerId: ME, amountCents: 7_000, platformFeeCents: 2_000 }),
      // An installment of $33.33: 15 % = 4.9995 -> $5.00 to the platform, $28.33 to the cosigner.
      pay({ purpose: 'contract_installment', cosignerId: ME, amountCents: 3_333, platformFeeCents: 500 }),
    ])
    expect(figures.earningsCents).toBe(100_000 + 2_833)
    expect(figures.completedPayouts).toBe(3)
    expect(figures.payoutPlatformFeesCents).toBe(2_500)
    expect(figures.totalPaidCents).toBe(0)
  })
})
