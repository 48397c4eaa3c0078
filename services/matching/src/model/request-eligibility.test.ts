import { MATCHING_MESSAGES } from '@cosign/api'
import { requestRefusal, type RequestFacts } from './request-eligibility.js'

const open: RequestFacts = {
  listed: true,
  ownProfile: false,
  openRequestStatus: null,
  rentCents: 150_000,
  rentFromBudget: false,
  maxRentSupportCents: 200_000,
  requiresLeaseArmor: false,
  hasLeaseArmor: false,
}

describe('requestRefusal', () => {
  it('lets a renter ask a listed cosigner whose rules fit', () => {
    expect(requestRefusal(open)).toBeNull()
    expect(requestRefusal({ ...open, rentCents: 200_000 })).toBeNull()
    expect(requestRefusal({ ...open, requiresLeaseArmor: true, hasLeaseArmor: true })).toBeNull()
  })

  it('says why not, first reason first: availability, own profile, open request or contract, then the rules', () => {
    const codeOf = (facts: Partial<RequestFacts>) => requestRefusal({ ...open, ...facts })?.code
    expect(codeOf({ listed: false, openRequestStatus: 'pending' })).toBe('NOT_AVAILABLE')
    expect(codeOf({ ownProfile: true })).toBe('OWN_PROFILE')
    expect(codeOf({ openRequestStatus: 'pending', rentCents: 900_000 })).toBe('OPEN_REQUEST')
    expect(codeOf({ openRequestStatus: 'accepted' })).toBe('OPEN_CONTRACT')
    expect(codeOf({ rentCents: 200_001, requiresLeaseArmor: true })).toBe('RENT_ABOVE_MAXIMUM')
    expect(codeOf({ requiresLeaseArmor: true })).toBe('LEASE_ARMOR_REQUIRED')
  })

  it('words the rent refusal for the saved budget before the form, and as the form rule on submit', () => {
    expect(requestRefusal({ ...open, rentCents: 250_000 })?.message).toBe(MATCHING_MESSAGES.rentAboveMaximum)
    expect(requestRefusal({ ...open, rentCents: 250_000, rentFromBudget: true })?.message).toBe(
      'Your housing budget ($2,500.00/month) is above the most this cosigner supports ($2,000.00/month).',
    )
  })
})
