import { creditTierFor, formatUsd } from '@cosign/api'
import { RESPONSE_BANDS, type CosignerFacts, type RenterCriteria } from './score-match.js'

const RESPONSE_WORDS = ['within an hour', 'within a day', 'within three days'] as const

/**
 * "Why this match": one short sentence per part of the score, in the score's order (credit, fee, rent support,
 * location, timeline), then the response time when known. Each says what the renter gains or gives up, from the
 * same facts the score used, so the reasons never disagree with the figure beside them.
 */
export function matchReasons(
  renter: RenterCriteria,
  cosigner: CosignerFacts & { creditVerified: boolean; responseBand: number },
): string[] {
  const reasons: string[] = []
  const tier = creditTierFor(cosigner.creditScore)
  reasons.push(
    `${tier} credit tier (${cosigner.creditVerified ? 'credit report verified by our team' : 'self-reported'})`,
  )
  reasons.push(
    cosigner.feeCents <= renter.budgetMaxCents
      ? `Fee ${formatUsd(cosigner.feeCents)} is within your cosigner budget`
      : `Fee ${formatUsd(cosigner.feeCents)} is above your cosigner budget of up to ${formatUsd(renter.budgetMaxCents)}`,
  )
  reasons.push(
    cosigner.maxRentSupportCents >= renter.housingBudgetCents
      ? `Supports your rent of ${formatUsd(renter.housingBudgetCents)}/month`
      : `Supports rent up to ${formatUsd(cosigner.maxRentSupportCents)}/month, below your ${formatUsd(renter.housingBudgetCents)}/month budget`,
  )
  if (cosigner.locationKey === renter.locationKey) reasons.push('In your city')
  else if (renter.stateKey !== '' && cosigner.stateKey === renter.stateKey) reasons.push('In your state')
  reasons.push(
    cosigner.requireUpfront
      ? 'Asks for the fee upfront, before signing'
      : 'No upfront payment: can sign as soon as you agree',
  )
  if (cosigner.responseBand < RESPONSE_BANDS.length)
    reasons.push(`Usually answers requests ${RESPONSE_WORDS[cosigner.responseBand]}`)
  return reasons
}
