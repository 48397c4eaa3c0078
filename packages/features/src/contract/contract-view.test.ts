import type { ContractHistoryEntryDto } from '@cosign/api'
import { cancelledByText, focusedStep, historyLine, historyOldestFirst, canSignNow } from './contract-view.js'

describe('renter contract screens', () => {
  it('the payment link ?step=cosigner points at step 2', () => {
    expect(focusedStep('cosigner')).toBe(2)
    expect(focusedStep(null)).toBe(1)
    expect(focusedStep('platform')).toBe(1)
  })

  it('only the renter signs, and only while the contract waits for them', () => {
    expect(canSignNow({ status: 'cosigner_signed' }, 'renter')).toBe(true)
    expect(canSignNow({ status: 'cosigner_signed' }, 'cosigner')).toBe(false)
    expect(canSignNow({ status: 'awaiting_cosigner' }, 'cosigner')).toBe(true)
    expect(canSignNow({ status: 'awaiting_cosigner' }, 'renter')).toBe(false)
    expect(canSignNow({ status: 'awaiting_cosigner' }, 'admin')).toBe(false)
    expect(canSignNow({ status: 'fully_signed' }, 'renter')).toBe(false)
  })

  it('reads the history oldest first, with the viewer-specific labels', () => {
    const history: ContractHistoryEntryDto[] = [
      { status: 'fully_signed', at: '2026-01-02T00:00:00Z', actorId: 'r', actorRole: 'renter', note: null },
      { status: 'cosigner_signed', at: '2026-01-01T00:00:00Z', actorId: 'c', actorRole: 'cosigner', note: null },
    ]
    const ordered = historyOldestFirst(history)
    expect(ordered.map((e) => e.status)).toEqual(['cosigner_signed', 'fully_signed'])
    expect(historyLine(ordered[0]!, 'renter')).toBe('Awaiting Your Signature — by Cosigner')
    expect(historyLine(ordered[0]!, 'cosigner')).toBe('Pending Renter — by Cosigner')
    expect(historyLine(ordered[1]!, 'renter')).toBe('Payment Required — by Renter')
  })

  it('says who cancelled', () => {
    expect(cancelledByText({ cancelledBy: 'renter' }, 'renter')).toBe('You cancelled this contract')
    expect(cancelledByText({ cancelledBy: 'cosigner' }, 'renter')).toBe('Cancelled by the cosigner')
    expect(cancelledByText({ cancelledBy: 'admin' }, 'renter')).toBe('Cancelled by the platform')
  })
})
