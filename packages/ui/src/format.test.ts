import {
  creditScoreWithRating,
  displayName,
  formatDateTime,
  paymentStatusBadgeVariant,
  paymentStatusLabel,
} from './format.js'

describe('displayName', () => {
  it('uses the first name, then the email prefix, then "User"', () => {
    expect(displayName({ firstName: 'Ann', email: 'x@y.z' })).toBe('Ann')
    expect(displayName({ firstName: '  ', email: 'renter.one@example.com' })).toBe('renter.one')
    expect(displayName({ firstName: '', email: '' })).toBe('User')
    expect(displayName(null)).toBe('User')
  })
})

describe('payment display helpers', () => {
  it('labels every payment status and gives it a badge variant', () => {
    expect(paymentStatusLabel('completed')).toBe('Completed')
    expect(paymentStatusLabel('pending')).toBe('Pending')
    expect(paymentStatusLabel('failed')).toBe('Failed')
    expect(paymentStatusLabel('refunded')).toBe('Refunded')
    expect(paymentStatusBadgeVariant('completed')).toBe('success')
    expect(paymentStatusBadgeVariant('failed')).toBe('danger')
    expect(paymentStatusBadgeVariant('pending')).toBe('neutral')
    expect(paymentStatusBadgeVariant('refunded')).toBe('neutral')
  })

  it('formats a date and time, and shows a dash for a missing or unreadable one', () => {
    expect(formatDateTime('2024-03-05T12:00:00Z')).toMatch(/^Mar [45], 2024, \d{1,2}:\d{2}\s[AP]M$/)
    expect(formatDateTime(null)).toBe('—')
    expect(formatDateTime(undefined)).toBe('—')
    expect(formatDateTime('')).toBe('—')
    expect(formatDateTime('not a date')).toBe('—')
  })
})

describe('creditScoreWithRating', () => {
  it('adds the rating to a score, or says it is missing', () => {
    expect(creditScoreWithRating(742)).toBe('742 · Very Good')
    expect(creditScoreWithRating(560)).toBe('560 · Poor')
    expect(creditScoreWithRating(null)).toBe('Not set')
    expect(creditScoreWithRating(undefined, 'Not Set')).toBe('Not Set')
  })
})
