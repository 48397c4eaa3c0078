import {
  creditScoreWithRating,
  displayName,
  formatDate,
  formatDateTime,
  localIsoDay,
  paymentStatusBadgeVariant,
  paymentStatusLabel,
} from './format.js'
// The UI's money formatter (re-exported by @cosign/ui).
import { formatUsd } from '@cosign/api'

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

  it('reads a cancelled or expired payment as such, not as a bare failure (and never as pending)', () => {
    expect(paymentStatusLabel('failed', 'cancelled')).toBe('Cancelled')
    expect(paymentStatusLabel('failed', 'expired')).toBe('Expired')
    expect(paymentStatusLabel('failed', null)).toBe('Failed')
    // The kind only qualifies a failure: a completed payment stays completed whatever an old client sends.
    expect(paymentStatusLabel('completed', 'cancelled')).toBe('Completed')
    expect(paymentStatusBadgeVariant('failed', 'cancelled')).toBe('neutral')
    expect(paymentStatusBadgeVariant('failed', null)).toBe('danger')
  })

})

describe('the one date format and the one date-time format', () => {
  const us = { locale: 'en-US', timeZone: 'America/New_York' }

  it('formats a date-time in the given locale and time zone', () => {
    expect(formatDateTime('2026-11-25T00:34:00Z', us)).toBe('Nov 24, 2026, 7:34 PM')
    expect(formatDateTime('2026-11-25T00:34:00Z', { locale: 'en-US', timeZone: 'UTC' })).toBe('Nov 25, 2026, 12:34 AM')
    expect(formatDateTime('2026-11-25T00:34:00Z', { locale: 'en-GB', timeZone: 'Europe/London' })).toBe('25 Nov 2026, 00:34')
    expect(formatDateTime(new Date('2026-11-25T00:34:00Z'), us)).toBe('Nov 24, 2026, 7:34 PM')
    expect(formatDateTime(Date.parse('2026-11-25T00:34:00Z'), us)).toBe('Nov 24, 2026, 7:34 PM')
  })

  it('formats a timestamp as the day it was in the reader\'s time zone', () => {
    expect(formatDate('2026-11-25T00:34:00Z', us)).toBe('Nov 24, 2026')
    expect(formatDate('2026-11-25T00:34:00Z', { locale: 'en-US', timeZone: 'Asia/Tokyo' })).toBe('Nov 25, 2026')
    expect(formatDate('2026-11-25T00:34:00Z', { locale: 'de-DE', timeZone: 'Europe/Berlin' })).toBe('25.11.2026')
  })

  it('formats a plain calendar day as that day everywhere (no time-zone shift)', () => {
    expect(formatDate('2027-01-15', us)).toBe('Jan 15, 2027')
    expect(formatDate('2027-01-15', { locale: 'en-US', timeZone: 'Pacific/Honolulu' })).toBe('Jan 15, 2027')
    expect(formatDate('2027-01-15', { locale: 'en-US', timeZone: 'Asia/Tokyo' })).toBe('Jan 15, 2027')
    expect(formatDate('2027-01-15', { locale: 'en-GB' })).toBe('15 Jan 2027')
  })

  it('uses the browser locale and zone by default, one style for each kind', () => {
    const expectedDate = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(Date.parse('2026-11-25T00:34:00Z'))
    const expectedDateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(
      Date.parse('2026-11-25T00:34:00Z'),
    )
    expect(formatDate('2026-11-25T00:34:00Z')).toBe(expectedDate)
    expect(formatDateTime('2026-11-25T00:34:00Z')).toBe(expectedDateTime)
  })

  it('shows a dash for a missing or unreadable value', () => {
    for (const missing of [null, undefined, '', 'not a date']) {
      expect(formatDateTime(missing)).toBe('—')
      expect(formatDate(missing)).toBe('—')
    }
  })

  it('gives today as the local YYYY-MM-DD for date inputs', () => {
    expect(localIsoDay(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05')
  })
})

describe('money: integer cents shown as USD with 2 decimals', () => {
  it('formats cents', () => {
    expect(formatUsd(0)).toBe('$0.00')
    expect(formatUsd(1)).toBe('$0.01')
    expect(formatUsd(2500)).toBe('$25.00')
    expect(formatUsd(9999)).toBe('$99.99')
    expect(formatUsd(49_998)).toBe('$499.98')
    expect(formatUsd(250_000)).toBe('$2,500.00')
    expect(formatUsd(-5000)).toBe('-$50.00')
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
