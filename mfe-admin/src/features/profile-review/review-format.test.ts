import { feeSummary } from './review-format.js'

describe('profile review helpers', () => {
  it('describes both fee shapes from cents', () => {
    expect(
      feeSummary({ feeType: 'one-time', totalFeeCents: 150_000, setupFeeCents: null, monthlyFeeCents: null }),
    ).toBe('$1,500.00 one-time')
    expect(
      feeSummary({
        feeType: 'setup-monthly',
        totalFeeCents: 240_000,
        setupFeeCents: 60_000,
        monthlyFeeCents: 15_000,
      }),
    ).toBe('$600.00 setup + $150.00/month (total $2,400.00)')
  })
})
