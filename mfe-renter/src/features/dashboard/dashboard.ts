import type { Role, UserDto } from '@cosign/contracts'
import { CREDIT_SCORE_MIN } from '@cosign/contracts'
import { creditScoreWithRating } from '@cosign/ui'

/** Subtitle under the greeting (spec: Renter Dashboard, Cosigner Dashboard or User Dashboard). */
export function dashboardSubtitle(role: Role | null | undefined): string {
  if (role === 'RENTER') return 'Renter Dashboard'
  if (role === 'COSIGNER') return 'Cosigner Dashboard'
  return 'User Dashboard'
}

export function roleLabel(role: Role | null | undefined): string {
  if (role === 'RENTER') return 'Renter'
  if (role === 'COSIGNER') return 'Cosigner'
  if (role === 'ADMIN') return 'Admin'
  return 'User'
}

export function profileStatusLabel(user: Pick<UserDto, 'profileCompleted'>): 'Complete' | 'Basic' {
  return user.profileCompleted ? 'Complete' : 'Basic'
}

/** New accounts store 0 (spec default): shown as "Not Set" until a score is uploaded. */
export function creditScoreLabel(score: number | null | undefined): string {
  return creditScoreWithRating(
    typeof score === 'number' && score >= CREDIT_SCORE_MIN ? score : null,
    'Not Set',
  )
}
