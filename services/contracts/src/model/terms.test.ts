import { createHash } from 'node:crypto'
import { canonicalTerms, signedTermsOf, type ContractTermsInput } from '@cosign/api'
import { contractColumnsOf, termsHash } from './terms.js'

const input: ContractTermsInput = {
  renterName: 'Rena',
  renterAddress: '1 Main St',
  cosignerName: 'Cora',
  cosignerAddress: 'Austin, TX',
  leaseStartDate: '2030-01-15',
  leaseEndDate: '2031-01-15',
  feeOption: 'full',
  feeCents: 120001,
  propertyAddress: '12 Oak Ave',
  monthlyRentCents: 150000,
  leaseTermMonths: 12,
  landlordName: null,
  landlordEmail: null,
  maxLiabilityCents: 1800000,
}
const parties = {
  renterId: 'AAAAAAAA-0000-4000-8000-000000000001',
  cosignerId: 'bbbbbbbb-0000-4000-8000-000000000002',
  cosignerEmail: 'cora@users.test',
  cosignerPaypalEmail: 'cora@paypal.test',
}

test('the hash is SHA-256 hex of the canonical terms', () => {
  const terms = signedTermsOf(input, parties)
  expect(termsHash(terms)).toBe(createHash('sha256').update(canonicalTerms(terms)).digest('hex'))
  expect(termsHash(terms)).toMatch(/^[0-9a-f]{64}$/)
})

test('any change of the terms changes the hash; id case does not', () => {
  const base = termsHash(signedTermsOf(input, parties))
  expect(termsHash(signedTermsOf({ ...input, feeCents: 120002 }, parties))).not.toBe(base)
  expect(termsHash(signedTermsOf(input, { ...parties, cosignerPaypalEmail: 'other@paypal.test' }))).not.toBe(base)
  expect(termsHash(signedTermsOf(input, { ...parties, renterId: parties.renterId.toLowerCase() }))).toBe(base)
})

test('step amounts: step 1 = platform fee (15 % half-up) + processing fee, step 2 = the rest', () => {
  const cols = contractColumnsOf(signedTermsOf(input, parties))
  expect(cols.step1AmountCents).toBe(18000 + 5000) // 15 % of 1200.01 = 180.0015 -> 180.00
  expect(cols.step2AmountCents).toBe(120001 - 18000)
  const inst = contractColumnsOf(
    signedTermsOf({ ...input, feeOption: 'installments', feeCents: 130000, downPaymentCents: 10000, monthlyPaymentCents: 10000 }, parties),
  )
  expect(inst.step1AmountCents).toBe(1500 + 5000) // the down payment's split
  expect(inst.step2AmountCents).toBe(8500)
  expect(inst.installmentCount).toBe(12)
})

test('version 2 hashes the lease fields; a version 1 contract keeps the hash of its version 1 terms', () => {
  const v2 = signedTermsOf(input, parties)
  expect(termsHash({ ...v2, maxLiabilityCents: 1 })).not.toBe(termsHash(v2))
  expect(canonicalTerms(v2)).toContain('"propertyAddress":"12 Oak Ave"')
  const v1 = { ...v2, agreementVersion: 1, propertyAddress: null, monthlyRentCents: null, leaseTermMonths: null, maxLiabilityCents: null }
  expect(canonicalTerms(v1)).not.toContain('propertyAddress')
})
