import { creditRatingFor, MAX_COSIGNER_FEE_CENTS, suggestedFeeRangeFor } from '../index.js'

test('rating tiers at their boundaries', () => {
  expect([850, 800, 799, 740, 739, 670, 669, 580, 579, 300].map(creditRatingFor)).toEqual([
    'Excellent',
    'Excellent',
    'Very Good',
    'Very Good',
    'Good',
    'Good',
    'Fair',
    'Fair',
    'Poor',
    'Poor',
  ])
})

test('suggested fee ranges follow the rating and never pass the fee cap', () => {
  expect(suggestedFeeRangeFor(820)).toEqual({
    tier: 'Platinum',
    minCents: 200000,
    maxCents: MAX_COSIGNER_FEE_CENTS,
  })
  expect(suggestedFeeRangeFor(750)).toEqual({
    tier: 'Gold',
    minCents: 150000,
    maxCents: MAX_COSIGNER_FEE_CENTS,
  })
  expect(suggestedFeeRangeFor(700)).toEqual({ tier: 'Silver', minCents: 100000, maxCents: 200000 })
  expect(suggestedFeeRangeFor(600)).toEqual({ tier: 'Bronze', minCents: 75000, maxCents: 150000 })
  expect(suggestedFeeRangeFor(500)).toEqual({ tier: 'Entry', minCents: 30000, maxCents: 70000 })
})
