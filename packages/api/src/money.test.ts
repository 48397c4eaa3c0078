import {
  centsToDecimalString,
  CONTRACT_PROCESSING_FEE_CENTS,
  formatUsd,
  parseDollarsToCents,
  platformFeeCents,
  splitContractFee,
} from './money.js'
import { withThousandsSeparators } from './shared/digits.js'

test('platform fee is 15% rounded half-up to the cent', () => {
  expect(platformFeeCents(200000)).toBe(30000)
  expect(platformFeeCents(10)).toBe(2) // 1.5 -> 2
  expect(platformFeeCents(3)).toBe(0) // 0.45 -> 0
  expect(platformFeeCents(30)).toBe(5) // 4.5 -> 5
  expect(platformFeeCents(0)).toBe(0)
})

test('step 1 + step 2 always equals the fee + the $50 processing fee', () => {
  for (let fee = 0; fee <= 250000; fee += 37) {
    const s = splitContractFee(fee)
    expect(s.step1Cents + s.step2Cents).toBe(fee + CONTRACT_PROCESSING_FEE_CENTS)
    expect(s.platformFeeCents + s.step2Cents).toBe(fee)
  }
})

test('rejects non-integer or negative cents', () => {
  expect(() => platformFeeCents(1.5)).toThrow(RangeError)
  expect(() => platformFeeCents(-1)).toThrow(RangeError)
})

test('parses and formats dollars without floating point drift', () => {
  expect(parseDollarsToCents('99.99')).toBe(9999)
  expect(parseDollarsToCents('25')).toBe(2500)
  expect(parseDollarsToCents('0.1')).toBe(10)
  expect(parseDollarsToCents('1.234')).toBeNull()
  expect(parseDollarsToCents('-5')).toBeNull()
  expect(formatUsd(250000)).toBe('$2,500.00')
})

test('cents as a plain decimal amount', () => {
  expect(centsToDecimalString(2500)).toBe('25.00')
  expect(centsToDecimalString(9615)).toBe('96.15')
  expect(centsToDecimalString(5)).toBe('0.05')
  expect(centsToDecimalString(0)).toBe('0.00')
  expect(() => centsToDecimalString(-1)).toThrow(RangeError)
  expect(() => centsToDecimalString(1.5)).toThrow(RangeError)
})

test('formats whole cents as en-US currency formatting does, without building a formatter', () => {
  const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 })
  const samples = [0, 1, 5, 10, 99, 100, 101, 999, 1000, 99999, 100000, 123456, 9999999, 100000000, 123456789012]
  for (let cents = -25000; cents <= 250000; cents += 97) samples.push(cents)
  for (const cents of [...samples, ...samples.map((c) => -c), 999999999999999, -999999999999999])
    expect(formatUsd(cents)).toBe(intl.format(cents / 100))
  // The rest is Intl's own text.
  for (const odd of [12.5, -0, Number.NaN, 1e16, Number.POSITIVE_INFINITY]) expect(formatUsd(odd)).toBe(intl.format(odd / 100))
})

test('whole numbers with thousands separators, as toLocaleString writes them', () => {
  for (const n of [0, 7, 999, 1000, 4000, 12345, 1234567, -1234567, Number.MAX_SAFE_INTEGER, 1.5, -0, Number.NaN])
    expect(withThousandsSeparators(n)).toBe(n.toLocaleString('en-US'))
})
