import { matchReasons } from './match-reasons.js'
import type { RenterCriteria } from './score-match.js'

describe('matchReasons', () => {
  const renter: RenterCriteria = {
    budgetMaxCents: 100_000,
    housingBudgetCents: 200_000,
    locationKey: 'austin, tx',
    stateKey: 'tx',
    moveInTimeline: 'asap',
  }
  const cosigner = {
    creditScore: 810,
    feeCents: 80_000,
    maxRentSupportCents: 250_000,
    locationKey: 'austin, tx',
    stateKey: 'tx',
    requireUpfront: false,
    creditVerified: true,
    responseBand: 1,
  }

  it('explains each part of the score from the same facts', () => {
    expect(matchReasons(renter, cosigner)).toEqual([
      'Platinum credit tier (credit report verified by our team)',
      'Fee $800.00 is within your cosigner budget',
      'Supports your rent of $2,000.00/month',
      'In your city',
      'No upfront payment: can sign as soon as you agree',
      'Usually answers requests within a day',
    ])
  })

  it('says what the renter gives up, and leaves out what is unknown', () => {
    expect(
      matchReasons(renter, {
        ...cosigner,
        creditScore: 700,
        creditVerified: false,
        feeCents: 150_000,
        maxRentSupportCents: 150_000,
        locationKey: 'dallas, tx',
        requireUpfront: true,
        responseBand: 3,
      }),
    ).toEqual([
      'Silver credit tier (self-reported)',
      'Fee $1,500.00 is above your cosigner budget of up to $1,000.00',
      'Supports rent up to $1,500.00/month, below your $2,000.00/month budget',
      'In your state',
      'Asks for the fee upfront, before signing',
    ])
  })
})
