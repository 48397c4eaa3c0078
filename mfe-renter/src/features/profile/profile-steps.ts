import type { RenterProfileDto } from '@cosign/api'
import type { StepperStep } from '@cosign/ui/stepper'

/** Where a step's next move is done (the page draws it as a link under the step's label). */
export interface StepLink {
  to: string
  text: string
}

export type RenterProfileStep = StepperStep & { link?: StepLink }

/** The dashboard holds the credit upload and its review status; its find-cosigner view the matching. */
const DASHBOARD_PATH = '/dashboard'
export const FIND_COSIGNER_PATH = '/dashboard?view=find-cosigner'

/**
 * The renter's four steps (details, credit report, credit verified, finding a cosigner), from the profile read
 * alone (null before the first save). The first step not done is the current one. The profile read does not tell
 * whether a cosigner was found, so that step is never done here; its link shows as soon as the profile is saved,
 * because matching asks for a profile only, not a verified report.
 */
export function renterProfileSteps(
  profile: Pick<RenterProfileDto, 'creditScore' | 'creditVerified'> | null,
): RenterProfileStep[] {
  const done = [profile !== null, profile?.creditScore != null, profile?.creditVerified === true, false]
  const current = done.indexOf(false)
  const stateOf = (index: number): StepperStep['state'] =>
    done[index] ? 'done' : index === current ? 'current' : 'upcoming'
  const steps: RenterProfileStep[] = [
    { label: 'Your details', state: stateOf(0) },
    { label: 'Credit report', state: stateOf(1) },
    { label: 'Credit verified', state: stateOf(2) },
    { label: 'Find a cosigner', state: stateOf(3) },
  ]
  if (current === 0) steps[0].detail = 'Fill in the form below and save'
  if (current === 1) steps[1].link = { to: DASHBOARD_PATH, text: 'Upload it on your dashboard' }
  if (current === 2) {
    steps[2].detail = 'An admin checks your report'
    steps[2].link = { to: DASHBOARD_PATH, text: 'See its review status' }
  }
  if (profile) steps[3].link = { to: FIND_COSIGNER_PATH, text: 'Find your cosigner' }
  return steps
}
