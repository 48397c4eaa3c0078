import { CONTRACT_STATUSES } from '@cosign/api'
import { CANCELLABLE_STATUSES, canTransition, isOpen } from './status.js'

test('the contract moves forward only', () => {
  expect(canTransition('awaiting_cosigner', 'cosigner_signed')).toBe(true)
  expect(canTransition('awaiting_cosigner', 'fully_signed')).toBe(false)
  expect(canTransition('cosigner_signed', 'awaiting_cosigner')).toBe(false)
  expect(canTransition('cosigner_signed', 'fully_signed')).toBe(true)
  expect(canTransition('fully_signed', 'finalized')).toBe(true)
  expect(canTransition('finalized', 'completed')).toBe(true)
  expect(canTransition('cosigner_signed', 'finalized')).toBe(false)
  expect(canTransition('fully_signed', 'cosigner_signed')).toBe(false)
  expect(canTransition('finalized', 'cancelled')).toBe(false)
  for (const s of CONTRACT_STATUSES) {
    expect(canTransition('cancelled', s)).toBe(false)
    expect(canTransition('completed', s)).toBe(false)
  }
})

test('cancellable until finalized; cancelled contracts are not open', () => {
  expect([...CANCELLABLE_STATUSES].sort()).toEqual(['awaiting_cosigner', 'cosigner_signed', 'fully_signed'])
  expect(isOpen('cancelled')).toBe(false)
  expect(isOpen('finalized')).toBe(true)
})
