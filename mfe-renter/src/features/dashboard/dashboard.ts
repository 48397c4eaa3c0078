import type { CosignerProfileStatus, ProfileSummaryResponse, Role, UserDto } from '@cosign/api'
import { CREDIT_SCORE_MIN } from '@cosign/api'
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

/**
 * The Profile Status card and the note under the Active/Inactive badge. A cosigner's paid profile is
 * "Complete" by the spec's words, but it stays unlisted (Inactive) until an admin approves it: the card says
 * so instead of showing "Complete" beside "Inactive" with no reason.
 */
export function profileStatusView(
  summary: Pick<ProfileSummaryResponse, 'profileStatus' | 'cosignerProfileStatus'> | null,
  user: Pick<UserDto, 'profileCompleted'>,
): { value: string; note: string | null } {
  const status: CosignerProfileStatus | null = summary?.cosignerProfileStatus ?? null
  const base = summary?.profileStatus ?? profileStatusLabel(user)
  if (status === 'pending_review')
    return {
      value: 'Complete: waiting for review',
      note: 'Your cosigner profile is waiting for an admin to review it. It goes live (Active) once approved; we will notify you.',
    }
  if (status === 'rejected')
    return { value: 'Not approved', note: 'Your cosigner profile was not approved. Open your profile to see why and update it.' }
  if (status === 'awaiting_payment')
    return { value: 'Basic: profile fee not paid', note: 'Pay the profile creation fee from your profile form to send it for review.' }
  return { value: base, note: null }
}
