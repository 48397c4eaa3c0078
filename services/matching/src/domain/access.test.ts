import type { PaymentEventData } from '@cosign/api'
import { MATCHING_MESSAGES } from '@cosign/api'
import {
  canSeeContact,
  canViewProfile,
  contactUnlockFor,
  isCosignerListed,
  isRenterListed,
} from '../model/access.js'
import { matchRequestActionRefusal } from '../model/access.js'
import { statusAfterEdit } from '../model/profile-form.js'

const OWNER = '11111111-1111-4111-8111-111111111111'
const VIEWER = '22222222-2222-4222-8222-222222222222'
const PROFILE = '33333333-3333-4333-8333-333333333333'

describe('contact unlock rules', () => {
  it('contact fields: owner, admin, or a viewer holding an unlock; nobody else', () => {
    expect(canSeeContact({ id: OWNER, role: 'COSIGNER' }, OWNER, false)).toBe(true)
    expect(canSeeContact({ id: VIEWER, role: 'ADMIN' }, OWNER, false)).toBe(true)
    expect(canSeeContact({ id: VIEWER, role: 'RENTER' }, OWNER, true)).toBe(true)
    expect(canSeeContact({ id: VIEWER, role: 'RENTER' }, OWNER, false)).toBe(false)
    expect(canSeeContact({ id: VIEWER, role: 'COSIGNER' }, OWNER, false)).toBe(false)
  })

  const payment = (over: Partial<PaymentEventData>): PaymentEventData => ({
    paymentId: '44444444-4444-4444-8444-444444444444',
    userId: VIEWER,
    purpose: 'unlock_contact',
    amountCents: 2500,
    subjectId: PROFILE,
    metadata: null,
    ...over,
  })

  it('an unlock_contact payment unlocks its subject profile for the payer', () => {
    expect(contactUnlockFor(payment({}))).toEqual({ viewerId: VIEWER, profileId: PROFILE })
  })

  it('a match_request payment unlocks the profile it names; without one it unlocks nothing by itself', () => {
    expect(contactUnlockFor(payment({ purpose: 'match_request' }))).toEqual({
      viewerId: VIEWER,
      profileId: PROFILE,
    })
    expect(contactUnlockFor(payment({ purpose: 'match_request', subjectId: null }))).toBeNull()
  })

  it('other purposes and malformed ids unlock nothing', () => {
    expect(contactUnlockFor(payment({ purpose: 'profile_creation' }))).toBeNull()
    expect(contactUnlockFor(payment({ purpose: 'contract_platform_fee' }))).toBeNull()
    expect(contactUnlockFor(payment({ subjectId: 'not-a-uuid' }))).toBeNull()
    expect(contactUnlockFor(payment({ userId: 'x' }))).toBeNull()
  })
})

describe('visibility and listing', () => {
  it('unlisted profiles are visible only to their owner and admins', () => {
    expect(canViewProfile({ id: VIEWER, role: 'RENTER' }, OWNER, true)).toBe(true)
    expect(canViewProfile({ id: VIEWER, role: 'RENTER' }, OWNER, false)).toBe(false)
    expect(canViewProfile({ id: OWNER, role: 'COSIGNER' }, OWNER, false)).toBe(true)
    expect(canViewProfile({ id: VIEWER, role: 'ADMIN' }, OWNER, false)).toBe(true)
  })

  it('a cosigner is listed only when approved and the account is an active cosigner', () => {
    expect(isCosignerListed('approved', { isActive: true, role: 'COSIGNER' })).toBe(true)
    expect(isCosignerListed('pending_review', { isActive: true, role: 'COSIGNER' })).toBe(false)
    expect(isCosignerListed('approved', { isActive: false, role: 'COSIGNER' })).toBe(false)
    expect(isCosignerListed('approved', { isActive: true, role: 'RENTER' })).toBe(false)
    expect(isRenterListed({ isActive: true, role: 'RENTER' })).toBe(true)
    expect(isRenterListed({ isActive: true, role: 'COSIGNER' })).toBe(false)
  })

  it('saving the form: a draft stays awaiting payment, anything paid goes back to review', () => {
    expect(statusAfterEdit('awaiting_payment')).toBe('awaiting_payment')
    expect(statusAfterEdit('pending_review')).toBe('pending_review')
    expect(statusAfterEdit('approved')).toBe('pending_review')
    expect(statusAfterEdit('rejected')).toBe('pending_review')
  })
})

describe('match request permissions', () => {
  const request = { renterId: VIEWER, cosignerId: OWNER }
  it('only the addressed cosigner accepts or declines; only the renter withdraws', () => {
    expect(matchRequestActionRefusal({ id: OWNER, role: 'COSIGNER' }, request, 'accept')).toBeNull()
    expect(matchRequestActionRefusal({ id: OWNER, role: 'COSIGNER' }, request, 'decline')).toBeNull()
    expect(matchRequestActionRefusal({ id: VIEWER, role: 'RENTER' }, request, 'withdraw')).toBeNull()
    expect(matchRequestActionRefusal({ id: VIEWER, role: 'RENTER' }, request, 'accept')).toBe(
      MATCHING_MESSAGES.onlyCosignerCanRespond,
    )
    expect(matchRequestActionRefusal({ id: 'someone-else', role: 'COSIGNER' }, request, 'decline')).toBe(
      MATCHING_MESSAGES.onlyCosignerCanRespond,
    )
    expect(matchRequestActionRefusal({ id: OWNER, role: 'COSIGNER' }, request, 'withdraw')).toBe(
      MATCHING_MESSAGES.onlyRenterCanWithdraw,
    )
    expect(matchRequestActionRefusal({ id: 'admin', role: 'ADMIN' }, request, 'accept')).toBe(
      MATCHING_MESSAGES.onlyCosignerCanRespond,
    )
  })
})
