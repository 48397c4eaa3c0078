import { clientPaymentFigures, type FigurePayment } from './get-client-payment-figures.js'

const ME = '11111111-1111-4111-8111-111111111111'
const OTHER = '22222222-2222-4222-8222-222222222222'
const pay = (over: Partial<FigurePayment>): FigurePayment => ({
  userId: OTHER,
  cosignerId: null,
  purpose: 'contract_platform_fee',
  status: 'completed',
  amountCents: 1000,
  ...over,
})

describe('clientPaymentFigures', () => {
  it('is all zero without payments', () => {
    expect(clientPaymentFigures(ME, [])).toEqual({
      totalPaidCents: 0,
      completedPayments: 0,
      earningsCents: 0,
      completedPayouts: 0,
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

  it('counts earnings from completed step-2 payouts to the client as cosigner only', () => {
    const figures = clientPaymentFigures(ME, [
      pay({ purpose: 'contract_cosigner_payment', cosignerId: ME, amountCents: 60_000 }),
      pay({ purpose: 'contract_cosigner_payment', cosignerId: ME, amountCents: 40_000 }),
      pay({ purpose: 'contract_cosigner_payment', cosignerId: ME, status: 'refunded', amountCents: 9_000 }),
      pay({ purpose: 'contract_cosigner_payment', cosignerId: OTHER, amountCents: 5_000 }),
      // Step 1 and installments of the client's contracts are not step-2 payouts.
      pay({ purpose: 'contract_platform_fee', cosignerId: ME, amountCents: 7_000 }),
      pay({ purpose: 'contract_installment', cosignerId: ME, amountCents: 3_000 }),
    ])
    expect(figures.earningsCents).toBe(100_000)
    expect(figures.completedPayouts).toBe(2)
    expect(figures.totalPaidCents).toBe(0)
  })
})
