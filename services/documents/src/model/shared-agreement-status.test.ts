import { asAgreementStatus, isShareable, nextAgreementStatus } from './shared-agreement-status.js'

describe('nextAgreementStatus', () => {
  it('moves forward only', () => {
    expect(nextAgreementStatus('signed', 'finalized')).toBe('finalized')
    expect(nextAgreementStatus('finalized', 'completed')).toBe('completed')
    expect(nextAgreementStatus('finalized', 'cancelled')).toBe('cancelled')
    expect(nextAgreementStatus('finalized', 'finalized')).toBeNull()
    expect(nextAgreementStatus('cancelled', 'finalized')).toBeNull()
    expect(nextAgreementStatus('completed', 'cancelled')).toBeNull()
  })
  it('reads unknown values as signed; shares only contracts in force or ended', () => {
    expect(asAgreementStatus(null)).toBe('signed')
    expect(asAgreementStatus('bogus')).toBe('signed')
    expect(
      ['signed', 'finalized', 'completed', 'cancelled'].map((s) => isShareable(asAgreementStatus(s))),
    ).toEqual([false, true, true, false])
  })
})
