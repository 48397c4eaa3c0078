import { cosignerProfileSteps } from './profile-steps.js'

const states = (input: Parameters<typeof cosignerProfileSteps>[0]) =>
  cosignerProfileSteps(input).map((step) => `${step.label}: ${step.state}`)

test('a new cosigner starts at their details; the fee, the review and the listing are to do', () => {
  expect(states({ status: null, paying: false })).toEqual([
    'Your details: current',
    'Creation fee: upcoming',
    'Admin review: upcoming',
    'Listed for renters: upcoming',
  ])
})

test('a saved draft, or the payment step on screen, has the creation fee as the current step', () => {
  const expected = ['Your details: done', 'Creation fee: current', 'Admin review: upcoming', 'Listed for renters: upcoming']
  expect(states({ status: 'awaiting_payment', paying: false })).toEqual(expected)
  expect(states({ status: null, paying: true })).toEqual(expected)
})

test('a paid profile waits for the admin; an approved one has every step done', () => {
  expect(states({ status: 'pending_review', paying: false })).toEqual([
    'Your details: done',
    'Creation fee: done',
    'Admin review: current',
    'Listed for renters: upcoming',
  ])
  expect(states({ status: 'approved', paying: false }).every((line) => line.endsWith(': done'))).toBe(true)
})

test('a rejected profile goes back to its details, the fee stays paid, and the step says why', () => {
  const steps = cosignerProfileSteps({ status: 'rejected', paying: false })
  expect(steps.map((step) => step.state)).toEqual(['current', 'done', 'upcoming', 'upcoming'])
  expect(steps[0].detail).toBe('Rejected: update and save')
})
