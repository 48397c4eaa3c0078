// What others see of a person's finances: the bands of @cosign/api (bands.ts), applied to a profile's figures.
import {
  creditTierFor,
  firstNameLastInitial,
  housingBudgetBandFor,
  incomeBandFor,
  type CreditTier,
} from '@cosign/api'

export { housingBudgetBandFor, incomeBandFor }
export const shortName = firstNameLastInitial

/** The tier of a score, or null for someone without a score (not "Standard": that would claim a score). */
export const creditTierOrNull = (score: number | null): CreditTier | null =>
  score === null ? null : creditTierFor(score)
