import { auditExportQuery, auditQuery, describeChange, NO_AUDIT_FILTERS } from './audit.js'

describe('the Audit tab', () => {
  it('asks only for the filters that are set (an actor once it is a whole id)', () => {
    expect(auditExportQuery(NO_AUDIT_FILTERS)).toEqual({})
    const id = '0f8fad5b-d9cb-469f-a165-70867728950e'
    expect(auditExportQuery({ actorId: ` ${id} `, action: 'payment.refunded', targetId: 'abc', from: '2026-01-01', to: '' })).toEqual({
      actorId: id,
      action: 'payment.refunded',
      targetId: 'abc',
      from: '2026-01-01',
    })
    expect(auditExportQuery({ ...NO_AUDIT_FILTERS, actorId: '0f8f' })).toEqual({})
    expect(auditQuery(NO_AUDIT_FILTERS, 'abc', 10)).toEqual({ limit: 10, cursor: 'abc' })
  })

  it('describes what changed, field by field', () => {
    expect(describeChange({ before: { isActive: true }, after: { isActive: false } })).toBe('isActive: true → false')
    expect(describeChange({ before: { status: 'completed', amountCents: 9999 }, after: { status: 'refunded', amountCents: 9999, notes: 'Asked' } })).toBe(
      'status: completed → refunded; notes: — → Asked',
    )
    expect(describeChange({ before: null, after: null })).toBe('')
  })
})
