import {
  HOUSING_BUDGET_BANDS,
  INCOME_BANDS,
  firstNameLastInitial,
  housingBudgetBandFor,
  housingBudgetBandLabel,
  incomeBandFor,
  incomeBandLabel,
} from './bands.js'

describe('bands', () => {
  it('income: every amount falls in exactly one band, bounds included', () => {
    expect(incomeBandFor(0)).toBe('under-3000')
    expect(incomeBandFor(299_999)).toBe('under-3000')
    expect(incomeBandFor(300_000)).toBe('3000-4999')
    expect(incomeBandFor(749_999)).toBe('5000-7499')
    expect(incomeBandFor(1_499_999)).toBe('10000-14999')
    expect(incomeBandFor(1_500_000)).toBe('15000-plus')
    expect(incomeBandFor(2_000_000_000)).toBe('15000-plus')
    // contiguous: each band starts one cent after the previous one ends
    for (const bands of [INCOME_BANDS, HOUSING_BUDGET_BANDS])
      for (let i = 1; i < bands.length; i++) expect(bands[i]!.minCents).toBe(bands[i - 1]!.maxCents! + 1)
  })

  it('housing budget bands and labels', () => {
    expect(housingBudgetBandFor(99_999)).toBe('under-1000')
    expect(housingBudgetBandFor(185_000)).toBe('1500-1999')
    expect(housingBudgetBandFor(300_000)).toBe('3000-plus')
    expect(housingBudgetBandLabel('1500-1999')).toBe('$1,500–$1,999/month')
    expect(incomeBandLabel('15000-plus')).toBe('$15,000+/month')
  })

  it('first name and last initial', () => {
    expect(firstNameLastInitial('Maria', 'garcia')).toBe('Maria G.')
    expect(firstNameLastInitial(' Ana ', '')).toBe('Ana')
  })
})
