import { CREDIT_TIER_RANGES, type CreditTier } from '@cosign/api'
import { CreditVerifiedBadge } from './CreditVerifiedBadge.js'

const NOWRAP = { whiteSpace: 'nowrap' } as const

/** "Gold (740–799)", or a word for someone without a score. */
export function creditTierText(tier: CreditTier | null): string {
  return tier === null ? 'No credit score yet' : `${tier} (${CREDIT_TIER_RANGES[tier]})`
}

/**
 * A credit tier with what stands behind it: the verified badge only after an admin reviewed the credit
 * report (creditVerified); any other tier reads "self-reported" (issue 27: "verified" only where true).
 */
export function CreditStanding({ tier, verified }: { tier: CreditTier | null; verified: boolean }) {
  // Each part stays whole ("Platinum (800–850)", "self-reported"); the line may wrap between them.
  return (
    <>
      <span style={NOWRAP}>{creditTierText(tier)}</span>
      {tier === null ? null : verified ? (
        <>
          {' '}
          <CreditVerifiedBadge verified />
        </>
      ) : (
        <>
          {' '}
          <span className="ui-page__description" style={NOWRAP} data-testid="credit-self-reported">
            · self-reported
          </span>
        </>
      )}
    </>
  )
}
