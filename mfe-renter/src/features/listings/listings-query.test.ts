import {
  centsToDollars,
  dollarsToCents,
  filtersFromSearchParams,
  filtersToApiQuery,
  filtersToSearchParams,
  pageCount,
} from './listings-query.js'

describe('listings filters in the URL', () => {
  it('reads every filter from the URL and writes the same URL back', () => {
    const params = new URLSearchParams('tab=cosigners&search=Ann&minCreditScore=700&minIncome=4500&page=3')
    const filters = filtersFromSearchParams(params)
    expect(filters).toEqual({
      tab: 'cosigners',
      search: 'Ann',
      minCreditScore: '700',
      minIncomeDollars: '4500',
      page: 3,
    })
    expect(filtersToSearchParams(filters).toString()).toBe(params.toString())
  })

  it('falls back to defaults for unknown or malformed values and leaves defaults out of the URL', () => {
    const filters = filtersFromSearchParams(
      new URLSearchParams('tab=admins&minCreditScore=abc&minIncome=-5&page=0'),
    )
    expect(filters).toEqual({ tab: 'all', search: '', minCreditScore: '', minIncomeDollars: '', page: 1 })
    expect(filtersToSearchParams(filters).toString()).toBe('')
  })
})

describe('listings filters to the API', () => {
  it('sends the minimum income in cents and the credit score as a number', () => {
    const query = filtersToApiQuery(
      { tab: 'renters', search: ' Austin ', minCreditScore: '650', minIncomeDollars: '3000', page: 2 },
      20,
    )
    expect(query).toEqual({
      tab: 'renters',
      search: 'Austin',
      minCreditScore: 650,
      minIncome: 300_000,
      page: 2,
      pageSize: 20,
    })
  })

  it('omits blank filters', () => {
    expect(
      filtersToApiQuery({ tab: 'all', search: '', minCreditScore: '', minIncomeDollars: '', page: 1 }, 20),
    ).toEqual({ tab: 'all', page: 1, pageSize: 20 })
  })
})

describe('dollars and cents', () => {
  it('converts whole dollars to cents and back', () => {
    expect(dollarsToCents('1250')).toBe(125_000)
    expect(dollarsToCents('12.50')).toBeNull()
    expect(dollarsToCents('')).toBeNull()
    expect(centsToDollars(125_000)).toBe('1250')
    expect(centsToDollars(null)).toBe('')
  })

  it('counts pages, at least one', () => {
    expect(pageCount(0, 20)).toBe(1)
    expect(pageCount(20, 20)).toBe(1)
    expect(pageCount(21, 20)).toBe(2)
  })
})
