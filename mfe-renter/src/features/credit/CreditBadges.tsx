import { CREDIT_TIER_RANGES, type CreditTier } from '@cosign/api'
import { Badge } from '@cosign/ui'
import { CreditVerifiedBadge } from './CreditVerifiedBadge.js'

/**
 * A card's credit badges: the tier with its score range, then "Credit verified" after an admin reviewed the
 * report, or "Self-reported" until then (issue 27: "verified" only where true). CreditStanding is the same in a
 * sentence, for profiles.
 */
export function CreditBadges({ tier, verified }: { tier: CreditTier | null; verified: boolean }) {
  if (tier === null) return <Badge>No credit score yet</Badge>
  return (
    <>
      <Badge variant="info">
        {tier} {CREDIT_TIER_RANGES[tier]}
      </Badge>
      {verified ? (
        <CreditVerifiedBadge verified />
      ) : (
        <span data-testid="credit-self-reported">
          <Badge>Self-reported</Badge>
        </span>
      )}
    </>
  )
}
