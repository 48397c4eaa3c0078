import { MESSAGES, type PaymentDto, type ServiceDto } from '@cosign/api'
import {
  continueTarget,
  returnLink,
  contractManagementLink,
  contractOfPayment,
  isValidAmount,
  livePriceCents,
  newestFirst,
  purposeLabel,
  readPaymentReturn,
  readPayRequest,
  roleAllowedFor,
} from './payments.js'

function service(name: string, priceCents: number, isActive = true): ServiceDto {
  return { id: name, name, description: '', priceCents, isActive, updatedAt: '2024-01-01T00:00:00Z' }
}

describe('payment center helpers', () => {
  it('reads the pay link of other flows and refuses links that miss their subject', () => {
    expect(readPayRequest(new URLSearchParams(''))).toEqual({ kind: 'none' })
    expect(readPayRequest(new URLSearchParams('purpose=match_request'))).toEqual({
      kind: 'pay',
      purpose: 'match_request',
      subjectId: undefined,
    })
    expect(readPayRequest(new URLSearchParams('purpose=profile_creation')).kind).toBe('invalid')
    expect(readPayRequest(new URLSearchParams('purpose=profile_creation&subjectId=p1'))).toEqual({
      kind: 'pay',
      purpose: 'profile_creation',
      subjectId: 'p1',
    })
    expect(readPayRequest(new URLSearchParams('purpose=unlock_contact&subjectId=p1'))).toEqual({
      kind: 'pay',
      purpose: 'unlock_contact',
      subjectId: 'p1',
    })
    expect(readPayRequest(new URLSearchParams('purpose=contract_platform_fee'))).toEqual({
      kind: 'invalid',
      message: MESSAGES.missingPaymentInformation,
    })
    expect(readPayRequest(new URLSearchParams('purpose=bogus')).kind).toBe('invalid')
  })

  it('takes the live price from the services list, by the service that prices the purpose', () => {
    const prices = [
      service('profile_creation', 2500),
      service('cosigner_matching', 9999),
      service('unlock_contact', 1234, false),
    ]
    expect(livePriceCents('profile_creation', prices)).toBe(2500)
    expect(livePriceCents('match_request', prices)).toBe(9999)
    expect(livePriceCents('unlock_contact', prices)).toBe('unavailable')
    expect(livePriceCents('contract_platform_fee', prices)).toBeNull()
  })

  it('accepts only positive whole cents', () => {
    expect(isValidAmount(1)).toBe(true)
    expect(isValidAmount(0)).toBe(false)
    expect(isValidAmount(-100)).toBe(false)
    expect(isValidAmount(1.5)).toBe(false)
  })

  it('knows which role pays what', () => {
    expect(roleAllowedFor('profile_creation')).toBe('COSIGNER')
    expect(roleAllowedFor('match_request')).toBe('RENTER')
    expect(roleAllowedFor('unlock_contact')).toBeNull()
  })

  it('needs token, paymentType and contractId on return from PayPal', () => {
    expect(readPaymentReturn(new URLSearchParams('paymentType=profile_creation&contractId=none'))).toBeNull()
    expect(readPaymentReturn(new URLSearchParams('token=ORDER1&PayerID=P1'))).toBeNull()
    expect(
      readPaymentReturn(
        new URLSearchParams('paymentType=profile_creation&contractId=none&token=ORDER1&PayerID=P1'),
      ),
    ).toEqual({
      token: 'ORDER1',
      payerId: 'P1',
      contractId: 'none',
      paymentType: 'profile_creation',
    })
  })

  it('continues to the cosigner step only after a contract platform fee', () => {
    expect(continueTarget('contract_platform_fee', 'c-1')).toBe(
      '/contract-management?step=cosigner&contractId=c-1',
    )
    expect(continueTarget('contract_platform_fee', 'none')).toBe('/dashboard')
    // Step 2 and installments continue to the contract's own screen.
    expect(continueTarget('contract_cosigner_payment', 'c-1')).toBe('/contracts/c-1?finalized=1')
    expect(continueTarget('contract_installment', 'c-1')).toBe('/contracts/c-1')
    expect(continueTarget('contract_installment', 'none')).toBe('/dashboard')
    expect(continueTarget('unlock_contact', 'c-1')).toBe('/dashboard')
    expect(continueTarget('profile_creation', 'none')).toBe('/dashboard')
    expect(contractManagementLink('none')).toBe('/contract-management')
    expect(contractManagementLink('c 2')).toBe('/contract-management?contractId=c%202')
    expect(contractManagementLink('c-1', 'contract_platform_fee')).toBe('/contract-management?contractId=c-1')
    expect(contractManagementLink('c-1', 'contract_cosigner_payment')).toBe(
      '/contract-management?step=cosigner&contractId=c-1',
    )
    expect(contractManagementLink('c-1', 'contract_installment')).toBe('/ledger?contractId=c-1')
  })

  it('returns the payer to what the payment was for, from the server\'s payment (issue 15: no dead ends)', () => {
    const profile = '11111111-1111-4111-8111-111111111111'
    const contract = '22222222-2222-4222-8222-222222222222'
    const unlock = { purpose: 'unlock_contact' as const, subjectId: profile, contractId: null }
    expect(returnLink(unlock, 'paid')).toEqual({ to: `/profile/${profile}`, label: 'Back to the profile' })
    expect(returnLink(unlock, 'cancelled')).toEqual({ to: `/profile/${profile}`, label: 'Back to the profile' })
    const matching = { purpose: 'match_request' as const, subjectId: null }
    expect(returnLink(matching, 'paid')).toEqual({ to: '/dashboard?view=find-cosigner', label: 'See your matches' })
    expect(returnLink(matching, 'cancelled').to).toBe('/dashboard?view=find-cosigner')
    // Paid from a cosigner's profile: back to it, with the request form open.
    const fromProfile = { purpose: 'match_request' as const, subjectId: profile }
    expect(returnLink(fromProfile, 'paid')).toEqual({
      to: `/profile/${profile}?request=1`,
      label: 'Continue to your request',
    })
    expect(returnLink(fromProfile, 'cancelled')).toEqual({ to: `/profile/${profile}`, label: 'Back to the profile' })
    const profileFee = { purpose: 'profile_creation' as const, subjectId: profile }
    expect(returnLink(profileFee, 'paid')).toEqual({ to: '/dashboard', label: 'Go to dashboard' })
    expect(returnLink(profileFee, 'cancelled')).toEqual({ to: '/profile/cosigner', label: 'Back to your profile' })
    const step1 = { purpose: 'contract_platform_fee' as const, subjectId: contract, contractId: contract }
    expect(returnLink(step1, 'paid')).toEqual({
      to: `/contract-management?step=cosigner&contractId=${contract}`,
      label: 'Continue to step 2',
    })
    expect(returnLink(step1, 'cancelled')).toEqual({
      to: `/contract-management?contractId=${contract}`,
      label: 'Back to the contract payment',
    })
    // An older payments service without contractId: a step's subject is its contract.
    expect(returnLink({ purpose: 'contract_cosigner_payment', subjectId: contract }, 'paid').to).toBe(`/contracts/${contract}?finalized=1`)
    const installment = { purpose: 'contract_installment' as const, subjectId: profile, contractId: contract }
    expect(returnLink(installment, 'paid').to).toBe(`/contracts/${contract}`)
    expect(returnLink(installment, 'cancelled')).toEqual({ to: `/ledger?contractId=${contract}`, label: 'Back to the ledger' })
    // Never "Back to contract management" for something that was not a contract.
    for (const p of [unlock, matching, profileFee])
      expect(returnLink(p, 'cancelled').to.startsWith('/contract-management')).toBe(false)
  })

  it('finds the contract of a verified payment: the return query first, else a step subject', () => {
    expect(contractOfPayment({ purpose: 'contract_installment', subjectId: 'entry-1' }, 'c-1')).toBe('c-1')
    expect(contractOfPayment({ purpose: 'contract_cosigner_payment', subjectId: 'c-2' }, 'none')).toBe('c-2')
    expect(contractOfPayment({ purpose: 'contract_installment', subjectId: 'entry-1' }, 'none')).toBeNull()
    expect(contractOfPayment({ purpose: 'unlock_contact', subjectId: 'p-1' }, null)).toBeNull()
  })

  it('labels purposes, and orders history newest first', () => {
    expect(purposeLabel('match_request')).toBe('Cosigner matching')
    const older = { id: 'a', createdAt: '2024-01-01T00:00:00Z' } as PaymentDto
    const newer = { id: 'b', createdAt: '2024-02-01T00:00:00Z' } as PaymentDto
    expect(newestFirst([older, newer]).map((p) => p.id)).toEqual(['b', 'a'])
  })
})
