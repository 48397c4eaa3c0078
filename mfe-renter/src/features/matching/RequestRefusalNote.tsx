import { Link } from 'react-router-dom'
import type { RequestRefusalCode } from '@cosign/api'

/** Where a refusal can be fixed, when the renter can fix it. */
const FIX_LINKS: Partial<Record<RequestRefusalCode, { to: string; label: string }>> = {
  RENTER_PROFILE_REQUIRED: { to: '/profile/renter', label: 'Complete your renter profile' },
  RENT_ABOVE_MAXIMUM: { to: '/profile/renter', label: 'Adjust your housing budget' },
  LEASE_ARMOR_REQUIRED: {
    to: '/dashboard#lease-armor',
    label: 'Choose a Lease Armor plan on your dashboard',
  },
}

/**
 * Why "Request to cosign" is closed (the server's words) and, when the renter can change it, a link to where. The
 * disabled button points here with aria-describedby={id}.
 */
export function RequestRefusalNote({
  id,
  refusal,
}: {
  id: string
  refusal: { code: RequestRefusalCode; message: string }
}) {
  const fix = FIX_LINKS[refusal.code]
  return (
    <p id={id} className="ui-field__hint" style={{ margin: 'var(--ui-space-1) 0 0' }}>
      {refusal.message} {fix ? <Link to={fix.to}>{fix.label}</Link> : null}
    </p>
  )
}
