import { FIND_COSIGNER_PATH, renterProfileSteps } from './profile-steps.js'

const states = (profile: Parameters<typeof renterProfileSteps>[0]) =>
  renterProfileSteps(profile).map((step) => `${step.label}: ${step.state}`)

test('a renter with no saved profile starts at their details; nothing links before the save', () => {
  const steps = renterProfileSteps(null)
  expect(states(null)).toEqual([
    'Your details: current',
    'Credit report: upcoming',
    'Credit verified: upcoming',
    'Find a cosigner: upcoming',
  ])
  expect(steps.filter((step) => step.link)).toEqual([])
})

test('a saved profile without a score has the credit report as the current step, linked to the upload', () => {
  const steps = renterProfileSteps({ creditScore: null, creditVerified: false })
  expect(steps.map((step) => step.state)).toEqual(['done', 'current', 'upcoming', 'upcoming'])
  expect(steps[1].link).toEqual({ to: '/dashboard', text: 'Upload it on your dashboard' })
  // Matching needs the profile only: the cosigner search is offered already.
  expect(steps[3].link?.to).toBe(FIND_COSIGNER_PATH)
})

test('an uploaded score waits for the admin; a verified one makes finding a cosigner the current step', () => {
  const uploaded = renterProfileSteps({ creditScore: 720, creditVerified: false })
  expect(uploaded.map((step) => step.state)).toEqual(['done', 'done', 'current', 'upcoming'])
  expect(uploaded[2].detail).toBe('An admin checks your report')
  expect(states({ creditScore: 720, creditVerified: true })).toEqual([
    'Your details: done',
    'Credit report: done',
    'Credit verified: done',
    'Find a cosigner: current',
  ])
})
