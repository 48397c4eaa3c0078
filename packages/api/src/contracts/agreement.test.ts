import { splitContractFee } from '../money.js'
import {
  addMonths,
  agreementText,
  canonicalTerms,
  dueAtSigningCents,
  installmentSchedule,
  leaseMonths,
  defaultLeaseEnd,
  agreementMoney,
  oneYearAfter,
  signedTermsOf,
  validateContractTerms,
} from './agreement.js'
import { CONTRACT_MESSAGES } from './constants.js'
import type { ContractTermsInput } from './schemas.js'

const full: ContractTermsInput = {
  renterName: 'Rena',
  renterAddress: '1 Main St',
  cosignerName: 'Cora',
  cosignerAddress: 'Austin, TX',
  leaseStartDate: '2030-01-15',
  leaseEndDate: '2031-01-15',
  feeOption: 'full',
  feeCents: 120000,
  propertyAddress: '12 Oak Ave, Austin, TX',
  monthlyRentCents: 150000,
  leaseTermMonths: 12,
  landlordName: 'Lana Lord',
  landlordEmail: 'lana@landlord.test',
  maxLiabilityCents: 1800000,
}
const installments: ContractTermsInput = { ...full, feeOption: 'installments', feeCents: 130000, downPaymentCents: 10000, monthlyPaymentCents: 10000 }
const parties = {
  renterId: 'AAAAAAAA-0000-4000-8000-000000000001',
  cosignerId: 'BBBBBBBB-0000-4000-8000-000000000002',
  cosignerEmail: 'cora@users.test',
  cosignerPaypalEmail: 'cora@paypal.test',
}

describe('validateContractTerms', () => {
  it('accepts valid full and installment terms', () => {
    expect(validateContractTerms(full)).toBeNull()
    expect(validateContractTerms(installments)).toBeNull()
  })
  it('refuses blank fields, impossible dates, end before start, fees out of range', () => {
    expect(validateContractTerms({ ...full, renterName: '  ' })).toBe('Please fill in all required fields')
    expect(validateContractTerms({ ...full, leaseStartDate: '2030-02-30' })).toBe('Dates must be written as YYYY-MM-DD.')
    expect(validateContractTerms({ ...full, leaseEndDate: '2030-01-15' })).toBe(CONTRACT_MESSAGES.endBeforeStart)
    expect(validateContractTerms({ ...full, feeCents: 0 })).toBe(CONTRACT_MESSAGES.feeOutOfRange)
    expect(validateContractTerms({ ...full, feeCents: 250001 })).toBe(CONTRACT_MESSAGES.feeOutOfRange)
    expect(validateContractTerms({ ...full, feeCents: 250000 })).toBeNull()
  })
  it('full takes no installment fields; installments must add up exactly', () => {
    expect(validateContractTerms({ ...full, downPaymentCents: 100 })).toBe(CONTRACT_MESSAGES.installmentsOnly)
    expect(validateContractTerms({ ...installments, monthlyPaymentCents: 9999 })).toBe(CONTRACT_MESSAGES.installmentsMustAddUp)
    expect(validateContractTerms({ ...installments, monthlyPaymentCents: 0, downPaymentCents: 130000 })).toBe(CONTRACT_MESSAGES.installmentsMustAddUp)
    expect(validateContractTerms({ ...installments, downPaymentCents: null })).toBe(CONTRACT_MESSAGES.installmentsMustAddUp)
    // A zero down payment would leave step 2 with nothing to pay, so the contract could never be finalized.
    expect(validateContractTerms({ ...installments, feeCents: 120000, downPaymentCents: 0, monthlyPaymentCents: 10000 })).toBe(CONTRACT_MESSAGES.downPaymentRequired)
  })
})

describe('dates', () => {
  it('leaseMonths counts whole months, at least 1', () => {
    expect(leaseMonths('2030-01-15', '2031-01-15')).toBe(12)
    expect(leaseMonths('2030-01-15', '2031-01-14')).toBe(12) // the end day is part of the lease
    expect(leaseMonths('2030-01-15', '2031-01-13')).toBe(11)
    expect(leaseMonths('2028-02-29', defaultLeaseEnd('2028-02-29'))).toBe(12)
    expect(leaseMonths('2030-01-15', '2030-01-20')).toBe(1)
    expect(leaseMonths('2030-01-31', '2030-03-01')).toBe(1)
  })
  it('the default lease end is the day before the anniversary of the start (after the term)', () => {
    expect(defaultLeaseEnd('2030-01-15')).toBe('2031-01-14')
    expect(defaultLeaseEnd('2030-03-01')).toBe('2031-02-28')
    expect(defaultLeaseEnd('2031-03-01')).toBe('2032-02-29')
    expect(defaultLeaseEnd('2030-01-01', 6)).toBe('2030-06-30')
  })
  it('oneYearAfter and addMonths clamp to real dates', () => {
    expect(oneYearAfter('2028-02-29')).toBe('2029-02-28')
    expect(oneYearAfter('2030-01-15')).toBe('2031-01-15')
    expect(addMonths('2030-01-31', 1)).toBe('2030-02-28')
    expect(addMonths('2030-11-15', 2)).toBe('2031-01-15')
  })
})

describe('installmentSchedule and dueAtSigningCents', () => {
  it('one row per month, first one month after the start', () => {
    const t = signedTermsOf(installments, parties)
    const rows = installmentSchedule(t)
    expect(rows).toHaveLength(12)
    expect(rows[0]).toEqual({ number: 1, dueDate: '2030-02-15', amountCents: 10000 })
    expect(rows[11]).toEqual({ number: 12, dueDate: '2031-01-15', amountCents: 10000 })
    expect(t.downPaymentCents! + rows.reduce((s, r) => s + r.amountCents, 0)).toBe(t.feeCents)
    expect(dueAtSigningCents(t)).toBe(10000)
  })
  it('full has no schedule and is due whole at signing', () => {
    const t = signedTermsOf(full, parties)
    expect(installmentSchedule(t)).toEqual([])
    expect(dueAtSigningCents(t)).toBe(120000)
    expect(t.installmentCount).toBe(0)
  })
})

describe('canonicalTerms', () => {
  it('fixed key order, lower-case ids, absent fields as null', () => {
    const t = signedTermsOf(full, parties)
    const json = canonicalTerms(t)
    const keys = Object.keys(JSON.parse(json))
    expect(keys[0]).toBe('agreementVersion')
    expect(keys.indexOf('renterId')).toBeLessThan(keys.indexOf('cosignerId'))
    expect(JSON.parse(json)).toMatchObject({ renterId: parties.renterId.toLowerCase(), cosignerId: parties.cosignerId.toLowerCase(), downPaymentCents: null })
    // Property order of the input does not matter.
    const shuffled = Object.fromEntries(Object.entries(t).reverse()) as typeof t
    expect(canonicalTerms(shuffled)).toBe(json)
    expect(canonicalTerms({ ...t, renterId: t.renterId.toUpperCase() })).toBe(json)
    expect(canonicalTerms({ ...t, feeCents: 120001 })).not.toBe(json)
  })
  it('signedTermsOf drops installment fields for full and adds the half-up fee split', () => {
    const t = signedTermsOf({ ...full, feeCents: 10, downPaymentCents: 5 } as ContractTermsInput, parties)
    expect(t.downPaymentCents).toBeNull()
    expect(t.platformFeeCents).toBe(2) // 1.5 -> 2
    expect(splitContractFee(30).platformFeeCents).toBe(5) // 4.5 -> 5
    expect(splitContractFee(3).platformFeeCents).toBe(0) // 0.45 -> 0
    expect(t.processingFeeCents).toBe(5000)
  })
})

test('agreementText names the parties, the lease it backs, the maximum liability and the payout account', () => {
  const text = agreementText(signedTermsOf(installments, parties)).join('\n')
  expect(text).toContain('Cora of Austin, TX')
  expect(text).toContain('lease of 12 Oak Ave, Austin, TX with Lana Lord (lana@landlord.test) as landlord or property manager')
  expect(text).toContain('monthly rent of $1,500.00, for a term of 12 months from Jan 15, 2030 to Jan 15, 2031')
  expect(text).toContain('limited to $18,000.00 in total')
  expect(text).toContain('12 monthly payments')
  expect(text).toContain('cora@paypal.test')
})

test('the money clause says who pays what: fee, 15/85 split, $50, steps and the installment schedule', () => {
  const fullText = agreementText(signedTermsOf(full, parties)).join('\n')
  expect(fullText).toContain('Cosigner Fee of $1,200.00, split 15% to the Platform ($180.00) and 85% to the Cosigner ($1,020.00)')
  expect(fullText).toContain('one-time contract processing fee of $50.00, in all $1,250.00')
  expect(fullText).toContain('step 1, $230.00 to the Platform')
  expect(fullText).toContain('step 2, $1,020.00 to the Cosigner')
  const inst = agreementText(signedTermsOf(installments, parties)).join('\n')
  // Down payment $100: 15 % = $15 (+ $50) then $85; each $100 monthly: $15 / $85; 13 payments of 15 % = $195.
  expect(inst).toContain('split 15% to the Platform ($195.00) and 85% to the Cosigner ($1,105.00)')
  expect(inst).toContain('step 1, $65.00 to the Platform')
  expect(inst).toContain('Feb 15, 2030: $100.00 ($15.00 Platform, $85.00 Cosigner)')
  expect(inst).toContain('Jan 15, 2031: $100.00')
})

test('half-cent installments: each payment is split half-up and the shares add up to the fee', () => {
  const odd = signedTermsOf({ ...installments, feeCents: 1210, downPaymentCents: 10, monthlyPaymentCents: 100 }, parties)
  const m = agreementMoney(odd)
  expect(m.schedule[0]).toMatchObject({ amountCents: 100, platformFeeCents: 15, cosignerCents: 85 })
  expect(m.step1Cents).toBe(2 + 5000) // 15 % of 10 cents = 1.5 -> 2
  expect(m.platformTotalCents + m.cosignerTotalCents).toBe(1210)
})
