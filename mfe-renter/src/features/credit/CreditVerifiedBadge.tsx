import { Badge } from '@cosign/ui'

/** The verified badge: an admin checked the user's latest credit report against the score it states. */
export function CreditVerifiedBadge({ verified }: { verified: boolean }) {
  if (!verified) return null
  return (
    <span
      title="An admin checked this credit score against the uploaded credit report"
      data-testid="credit-verified-badge"
    >
      <Badge variant="success">Credit verified</Badge>
    </span>
  )
}
