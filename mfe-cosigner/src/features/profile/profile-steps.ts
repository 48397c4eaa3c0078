import type { CosignerProfileStatus } from '@cosign/api'
import type { StepperStep } from '@cosign/ui/stepper'

/** Where the cosigner is on the way to being listed: the profile read's status, or null before the first save. */
export interface ProfileStepsInput {
  status: CosignerProfileStatus | null
  /** The creation fee's payment step is on screen (after a save that still owes the fee). */
  paying: boolean
}

/**
 * The cosigner profile's four steps (details, creation fee, admin review, listed), as the page's stepper shows
 * them. A rejected profile goes back to its details (resubmitting costs no new fee); an edited approved profile
 * is back in review, which its status already says.
 */
export function cosignerProfileSteps({ status, paying }: ProfileStepsInput): StepperStep[] {
  const reached = paying || status === 'awaiting_payment' ? 1 : status === 'pending_review' ? 2 : status === 'approved' ? 4 : 0
  const labels = ['Your details', 'Creation fee', 'Admin review', 'Listed for renters'] as const
  return labels.map((label, index) => {
    if (status === 'rejected') {
      if (index === 0) return { label, state: 'current', detail: 'Rejected: update and save' }
      if (index === 1) return { label, state: 'done' }
      return { label, state: 'upcoming' }
    }
    return { label, state: index < reached ? 'done' : index === reached ? 'current' : 'upcoming' }
  })
}
