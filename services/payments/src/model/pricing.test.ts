import {
  CONTRACT_PROCESSING_FEE_CENTS,
  MAX_COSIGNER_FEE_CENTS,
  MESSAGES,
  PAYMENT_MESSAGES,
  platformFeeCents,
  splitContractFee,
  type PaymentPurpose,
} from '@cosign/api'
import { AppError } from '@cosign/service-kit'
import {
  CHECKOUT_MESSAGES,
  ONCE_PER_SUBJECT,
  awaitsProfileAnnouncement,
  creditApplies,
  isValidStepFee,
  priceInstallment,
  isListed,
  isValidCosignerFee,
  priceCheckout,
  serviceNameFor,
  type PricingInput,
  type SubjectProfile,
} from './pricing.js'

/** 15 % half-up, computed independently with BigInt so the two implementations check each other. */
function referencePlatformFee(feeCents: number): number {
  const scaled = BigInt(feeCents) * 15n // fee * 0.15 = scaled / 100
  const whole = scaled / 100n
  return Number(scaled % 100n >= 50n ? whole + 1n : whole)
}

describe('contract fee split', () => {
  it('step 1 + step 2 = fee + $50.00 exactly, for every fee from 0 to $2,500.00', () => {
    for (let fee = 0; fee <= MAX_COSIGNER_FEE_CENTS; fee++) {
      const split = splitContractFee(fee)
      if (split.step1Cents + split.step2Cents !== fee + CONTRACT_PROCESSING_FEE_CENTS)
        throw new Error(`sum broken at ${fee}`)
      if (split.platformFeeCents !== referencePlatformFee(fee))
        throw new Error(`platform fee wrong at ${fee}`)
      if (split.step2Cents < 0 || split.step1Cents !== split.platformFeeCents + 5000)
        throw new Error(`split wrong at ${fee}`)
    }
  })

  it.each([
    [10, 2], // 1.5 cents rounds half up to 2
    [30, 5], // 4.5 -> 5
    [50, 8], // 7.5 -> 8
    [3, 0], // 0.45 -> 0
    [4, 1], // 0.6 -> 1
    [70, 11], // 10.5 -> 11
    [99_999, 15_000], // 14999.85 -> 15000
    [100_010, 15_002], // 15001.5 -> 15002
    [250_000, 37_500],
  ])('platform fee of %i cents is %i cents (half-up)', (fee, expected) => {
    expect(platformFeeCents(fee)).toBe(expected)
    expect(splitContractFee(fee).step2Cents).toBe(fee - expected)
  })

  it('gives $50.00 + 15 % to step 1 and 85 % to step 2 for a $2,000.00 fee', () => {
    expect(splitContractFee(200_000)).toMatchObject({
      step1Cents: 35_000,
      step2Cents: 170_000,
      platformFeeCents: 30_000,
    })
  })
})

describe('priceCheckout', () => {
  const renter = '11111111-1111-4111-8111-111111111111'
  const contractId = '22222222-2222-4222-8222-222222222222'
  const contract = {
    renterId: renter,
    cosignerId: '33333333-3333-4333-8333-333333333333',
    feeCents: 150_000,
    cosignerPaypalEmail: 'cos@pay.test',
  }
  // For unlock_contact the subject is a listed cosigner profile of someone else.
  const listed: SubjectProfile = {
    ownerId: contract.cosignerId,
    status: 'approved',
    ownerRole: 'COSIGNER',
    ownerActive: true,
  }
  const base = (over: Partial<PricingInput>): PricingInput => ({
    purpose: 'unlock_contact',
    userId: renter,
    role: 'RENTER',
    subjectId: contractId,
    service: { priceCents: 2500, isActive: true },
    contract: null,
    completed: new Set<PaymentPurpose>(),
    profile: listed,
    payerProfileId: null,
    profileFeePaid: false,
    contactUnlocked: false,
    // The cosigner confirmed the contract's PayPal email (issue 27); the held case is tested on its own below.
    payeeConfirmed: true,
    ...over,
  })
  // A cosigner paying the fee of their own draft, announced to this service (cosigner_profile.saved).
  const ownDraft: SubjectProfile = { ...listed, ownerId: renter, status: 'awaiting_payment' }
  const profileFee = (over: Partial<PricingInput> = {}) =>
    base({
      purpose: 'profile_creation',
      role: 'COSIGNER',
      profile: ownDraft,
      payerProfileId: contractId,
      ...over,
    })
  const refusal = (input: PricingInput) => {
    try {
      priceCheckout(input)
    } catch (err) {
      return { status: (err as AppError).statusCode, message: (err as AppError).message }
    }
    throw new Error('expected a refusal')
  }

  it('maps purposes to their services rows (match_request is priced by cosigner_matching)', () => {
    expect(serviceNameFor('profile_creation')).toBe('profile_creation')
    expect(serviceNameFor('unlock_contact')).toBe('unlock_contact')
    expect(serviceNameFor('match_request')).toBe('cosigner_matching')
    expect(serviceNameFor('contract_platform_fee')).toBeNull()
  })

  it('prices services from the services row', () => {
    expect(priceCheckout(base({})).amountCents).toBe(2500)
    expect(
      priceCheckout(
        base({ purpose: 'match_request', subjectId: null, service: { priceCents: 9999, isActive: true } }),
      ).amountCents,
    ).toBe(9999)
    expect(priceCheckout(profileFee({ service: { priceCents: 1234, isActive: true } })).amountCents).toBe(
      1234,
    )
  })

  it("answers 'Invalid payment amount' for a non-positive price", () => {
    expect(refusal(base({ service: { priceCents: 0, isActive: true } }))).toEqual({
      status: 400,
      message: MESSAGES.invalidPaymentAmount,
    })
  })

  it('refuses inactive or missing services', () => {
    expect(refusal(base({ service: { priceCents: 2500, isActive: false } })).status).toBe(409)
    expect(refusal(base({ service: null })).status).toBe(409)
  })

  it('prices contract step 1 and step 2 from the contract terms, step 2 paid to the cosigner', () => {
    const step1 = priceCheckout(base({ purpose: 'contract_platform_fee', contract, service: null }))
    expect(step1).toMatchObject({ amountCents: 22_500 + 5000, platformFeeCents: 22_500, payeeEmail: null })
    const step2 = priceCheckout(
      base({
        purpose: 'contract_cosigner_payment',
        contract,
        service: null,
        completed: new Set(['contract_platform_fee']),
      }),
    )
    expect(step2).toMatchObject({ amountCents: 127_500, platformFeeCents: 0, payeeEmail: 'cos@pay.test' })
  })

  it('refuses step 2 before step 1 with a clear 409', () => {
    expect(refusal(base({ purpose: 'contract_cosigner_payment', contract, service: null }))).toEqual({
      status: 409,
      message: PAYMENT_MESSAGES.contractStepOneFirst,
    })
  })

  it('refuses a completed step, another user, an unknown contract and a missing contract id', () => {
    expect(
      refusal(
        base({ purpose: 'contract_platform_fee', contract, completed: new Set(['contract_platform_fee']) }),
      ).status,
    ).toBe(409)
    expect(
      refusal(base({ purpose: 'contract_platform_fee', contract, userId: contract.cosignerId })),
    ).toEqual({ status: 403, message: PAYMENT_MESSAGES.onlyRenterMayPay })
    expect(refusal(base({ purpose: 'contract_platform_fee', contract: null })).status).toBe(404)
    expect(refusal(base({ purpose: 'contract_platform_fee', contract, subjectId: null }))).toEqual({
      status: 400,
      message: MESSAGES.missingPaymentInformation,
    })
  })

  it('lets only cosigners pay the profile fee and only renters the matching fee', () => {
    expect(refusal(base({ purpose: 'profile_creation', role: 'RENTER' })).status).toBe(403)
    expect(refusal(base({ purpose: 'match_request', role: 'COSIGNER' })).status).toBe(403)
  })

  it('refuses a second unlock of the same profile but allows a new matching fee', () => {
    expect(refusal(base({ completed: new Set(['unlock_contact']) })).status).toBe(409)
    expect(
      priceCheckout(base({ purpose: 'match_request', completed: new Set(['match_request']) })).amountCents,
    ).toBe(2500)
  })

  it('refuses a contract whose fee is outside 1..MAX_COSIGNER_FEE_CENTS', () => {
    for (const feeCents of [0, -1, MAX_COSIGNER_FEE_CENTS + 1, 1.5])
      expect(
        refusal(
          base({ purpose: 'contract_platform_fee', contract: { ...contract, feeCents }, service: null }),
        ),
      ).toEqual({ status: 400, message: MESSAGES.invalidPaymentAmount })
    expect(
      priceCheckout(
        base({
          purpose: 'contract_platform_fee',
          contract: { ...contract, feeCents: MAX_COSIGNER_FEE_CENTS },
          service: null,
        }),
      ).amountCents,
    ).toBe(37_500 + 5000)
    expect([1, 250_000].map(isValidCosignerFee)).toEqual([true, true])
    expect([0, 250_001, Number.NaN, 2.5].map(isValidCosignerFee)).toEqual([false, false, false, false])
  })

  describe("profile_creation: only the payer's own profile, only once", () => {
    it('needs a subject', () => {
      expect(refusal(profileFee({ subjectId: null }))).toEqual({
        status: 400,
        message: MESSAGES.missingPaymentInformation,
      })
    })
    it("answers 'Profile not found' for someone else's profile or one not known here", () => {
      expect(refusal(profileFee({ profile: { ...listed, ownerId: contract.cosignerId } }))).toEqual({
        status: 404,
        message: MESSAGES.profileNotFound,
      })
      const notFound = { status: 404, message: MESSAGES.profileNotFound }
      // Unknown here: whether or not a profile of the payer is known (after the wait, see below).
      expect(
        refusal(profileFee({ profile: null, payerProfileId: '44444444-4444-4444-8444-444444444444' })),
      ).toEqual(notFound)
      expect(refusal(profileFee({ profile: null, payerProfileId: null }))).toEqual(notFound)
    })
    it('waits for the announcement only when neither the subject nor a profile of the payer is known', () => {
      const unknown = profileFee({ profile: null, payerProfileId: null })
      expect(awaitsProfileAnnouncement(unknown)).toBe(true)
      expect(awaitsProfileAnnouncement(profileFee())).toBe(false)
      expect(
        awaitsProfileAnnouncement({ ...unknown, payerProfileId: '44444444-4444-4444-8444-444444444444' }),
      ).toBe(false)
      // Refusals that do not depend on the announcement are answered at once.
      expect(awaitsProfileAnnouncement({ ...unknown, role: 'RENTER' })).toBe(false)
      expect(awaitsProfileAnnouncement({ ...unknown, subjectId: null })).toBe(false)
      expect(awaitsProfileAnnouncement({ ...unknown, completed: new Set(['profile_creation']) })).toBe(false)
      expect(awaitsProfileAnnouncement({ ...unknown, purpose: 'unlock_contact', role: 'RENTER' })).toBe(false)
    })
    it('refuses a profile already paid, by anyone, or already past awaiting_payment', () => {
      expect(refusal(profileFee({ profileFeePaid: true }))).toEqual({
        status: 409,
        message: PAYMENT_MESSAGES.stepAlreadyPaid,
      })
      for (const status of ['pending_review', 'approved', 'rejected'])
        expect(refusal(profileFee({ profile: { ...listed, ownerId: renter, status } })).status).toBe(409)
    })
    it("prices the payer's own unpaid profile known here, upper-case ids included", () => {
      const own = { ...ownDraft, ownerId: renter.toUpperCase() }
      expect(priceCheckout(profileFee({ profile: own })).amountCents).toBe(2500)
      expect(priceCheckout(profileFee({ profile: { ...own, status: null } })).amountCents).toBe(2500)
    })
  })

  describe('unlock_contact: a listed profile of someone else, not unlocked yet', () => {
    it("answers 'Profile not found' for unknown and unlisted profiles", () => {
      const notFound = { status: 404, message: MESSAGES.profileNotFound }
      expect(refusal(base({ profile: null }))).toEqual(notFound)
      expect(refusal(base({ profile: { ...listed, status: 'pending_review' } }))).toEqual(notFound)
      expect(refusal(base({ profile: { ...listed, status: null } }))).toEqual(notFound)
      expect(refusal(base({ profile: { ...listed, ownerActive: false } }))).toEqual(notFound)
      expect(refusal(base({ profile: { ...listed, ownerRole: 'RENTER' } }))).toEqual(notFound)
    })
    it("refuses the payer's own profile and a contact already unlocked", () => {
      expect(refusal(base({ profile: { ...listed, ownerId: renter } }))).toEqual({
        status: 400,
        message: CHECKOUT_MESSAGES.ownProfile,
      })
      expect(refusal(base({ contactUnlocked: true }))).toEqual({
        status: 409,
        message: CHECKOUT_MESSAGES.alreadyUnlocked,
      })
    })
    it('lists approved profiles of active cosigners, and of accounts not announced yet', () => {
      expect(isListed(listed)).toBe(true)
      expect(isListed({ ...listed, ownerRole: null, ownerActive: null })).toBe(true)
      expect(isListed({ ...listed, status: 'rejected' })).toBe(false)
    })
  })

  describe('cancelled contracts', () => {
    it('sells no step of a cancelled contract (409), and checks the payer and "already paid" first', () => {
      for (const purpose of ['contract_platform_fee', 'contract_cosigner_payment'] as const)
        expect(
          refusal(
            base({
              purpose,
              contract,
              service: null,
              contractCancelled: true,
              completed: new Set<PaymentPurpose>(['contract_platform_fee']),
            }),
          ),
        ).toEqual(
          purpose === 'contract_platform_fee'
            ? { status: 409, message: PAYMENT_MESSAGES.stepAlreadyPaid }
            : { status: 409, message: PAYMENT_MESSAGES.contractCancelled },
        )
      expect(
        refusal(base({ purpose: 'contract_platform_fee', contract, service: null, contractCancelled: true })),
      ).toEqual({ status: 409, message: PAYMENT_MESSAGES.contractCancelled })
      expect(
        refusal(
          base({
            purpose: 'contract_platform_fee',
            contract,
            service: null,
            contractCancelled: true,
            userId: contract.cosignerId,
          }),
        ).status,
      ).toBe(403)
    })
  })

  describe('payee email not confirmed (issue 27)', () => {
    const held = { status: 409, message: PAYMENT_MESSAGES.payoutEmailUnconfirmed }
    it('holds both steps and the installments until the cosigner confirms the PayPal email they pay', () => {
      expect(refusal(base({ purpose: 'contract_platform_fee', contract, service: null, payeeConfirmed: false }))).toEqual(held)
      expect(
        refusal(
          base({
            purpose: 'contract_cosigner_payment',
            contract,
            service: null,
            payeeConfirmed: false,
            completed: new Set<PaymentPurpose>(['contract_platform_fee']),
          }),
        ),
      ).toEqual(held)
      const entry = { renterId: renter, amountCents: 10_000, cosignerPaypalEmail: 'cos@pay.test' }
      expect(
        refusal(base({ purpose: 'contract_installment', service: null, installment: entry, payeeConfirmed: false })),
      ).toEqual(held)
      expect(
        (() => {
          try {
            priceCheckout(base({ purpose: 'contract_platform_fee', contract, service: null, payeeConfirmed: false }))
          } catch (err) {
            return (err as AppError).code
          }
        })(),
      ).toBe('PAYOUT_EMAIL_UNCONFIRMED')
    })
    it('answers who may pay, what was paid and cancellations first; other purposes do not depend on it', () => {
      const unconfirmed = { contract, service: null, payeeConfirmed: false }
      expect(refusal(base({ purpose: 'contract_platform_fee', ...unconfirmed, userId: contract.cosignerId })).status).toBe(403)
      expect(
        refusal(base({ purpose: 'contract_platform_fee', ...unconfirmed, contractCancelled: true })),
      ).toEqual({ status: 409, message: PAYMENT_MESSAGES.contractCancelled })
      expect(
        refusal(
          base({ purpose: 'contract_platform_fee', ...unconfirmed, completed: new Set<PaymentPurpose>(['contract_platform_fee']) }),
        ),
      ).toEqual({ status: 409, message: PAYMENT_MESSAGES.stepAlreadyPaid })
      expect(priceCheckout(base({ purpose: 'match_request', payeeConfirmed: false })).amountCents).toBe(2500)
    })
  })

  describe('installments contracts', () => {
    const entry = { renterId: renter, amountCents: 10_010, cosignerPaypalEmail: 'cos@pay.test' }
    const installment = (over: Partial<PricingInput> = {}) =>
      base({ purpose: 'contract_installment', service: null, installment: entry, ...over })

    it("prices an installment from its entry: the cosigner is the payee, 15 % half-up is the platform's", () => {
      expect(priceCheckout(installment())).toEqual({
        amountCents: 10_010,
        platformFeeCents: 1502, // 1501.5 rounds half up
        payeeEmail: 'cos@pay.test',
        description: 'Contract installment: monthly cosigner fee',
      })
      expect(priceInstallment(10_000, 'x@pay.test').platformFeeCents).toBe(1500)
      expect(priceInstallment(3, 'x@pay.test').platformFeeCents).toBe(0)
      expect(ONCE_PER_SUBJECT.has('contract_installment')).toBe(true)
    })
    it('refuses others than the renter, unknown entries, a second payment and cancelled contracts', () => {
      expect(refusal(installment({ userId: contract.cosignerId }))).toEqual({
        status: 403,
        message: PAYMENT_MESSAGES.onlyRenterMayPay,
      })
      expect(refusal(installment({ installment: null }))).toEqual({
        status: 404,
        message: PAYMENT_MESSAGES.installmentNotFound,
      })
      expect(refusal(installment({ subjectId: null })).status).toBe(400)
      expect(refusal(installment({ completed: new Set<PaymentPurpose>(['contract_installment']) }))).toEqual({
        status: 409,
        message: PAYMENT_MESSAGES.stepAlreadyPaid,
      })
      expect(refusal(installment({ contractCancelled: true })).status).toBe(409)
      expect(refusal(installment({ installment: { ...entry, cosignerPaypalEmail: null } })).status).toBe(409)
      for (const amountCents of [0, -5, 1.5, MAX_COSIGNER_FEE_CENTS + 1])
        expect(refusal(installment({ installment: { ...entry, amountCents } })).status).toBe(400)
    })
    it('prices the steps of an installments contract from the down payment, which may be 0', () => {
      const down = { ...contract, feeCents: 0, feeOption: 'installments' }
      expect(isValidStepFee(0, 'installments')).toBe(true)
      expect(isValidStepFee(0, 'full')).toBe(false)
      expect(isValidStepFee(0, null)).toBe(false)
      expect(priceCheckout(base({ purpose: 'contract_platform_fee', contract: down, service: null }))).toMatchObject({
        amountCents: CONTRACT_PROCESSING_FEE_CENTS,
        platformFeeCents: 0,
      })
      // Nothing to pay the cosigner at step 2.
      expect(
        refusal(
          base({
            purpose: 'contract_cosigner_payment',
            contract: down,
            service: null,
            completed: new Set<PaymentPurpose>(['contract_platform_fee']),
          }),
        ),
      ).toEqual({ status: 400, message: MESSAGES.invalidPaymentAmount })
    })
  })

  describe('replacement credits', () => {
    const credit = {
      renterId: renter,
      sourceContractId: '55555555-5555-4555-8555-555555555555',
      sourceCosignerId: contract.cosignerId,
    }
    it("apply to the renter's contract with another cosigner only", () => {
      const other = { contractId, renterId: renter, cosignerId: '66666666-6666-4666-8666-666666666666' }
      expect(creditApplies(credit, other)).toBe(true)
      expect(creditApplies(credit, { ...other, cosignerId: contract.cosignerId.toUpperCase() })).toBe(false)
      expect(creditApplies(credit, { ...other, renterId: contract.cosignerId })).toBe(false)
      expect(creditApplies(credit, { ...other, contractId: credit.sourceContractId })).toBe(false)
    })
  })
})
