import type { ActivityEventDto } from '@cosign/api'
import { activityExportQuery, activityQuery, appendPage, clientLabel, TYPE_FILTER } from './activity.js'

const item = (id: string): ActivityEventDto => ({
  id,
  clientId: '0b8e2f3a-5c4d-4e6f-8a7b-9c0d1e2f3a4b',
  clientName: null,
  type: 'payment_made',
  title: 'Payment made',
  description: '',
  amountCents: 100,
  occurredAt: '2026-11-25T00:00:00.000Z',
})

describe('activity timeline helpers', () => {
  it('builds the page query from the filters, leaving empty ones out', () => {
    expect(activityQuery({ clientId: '', type: '' }, null)).toEqual({ limit: 20 })
    expect(activityQuery({ clientId: 'c1', type: 'dispute_filed' }, 'abc', 50)).toEqual({ clientId: 'c1', type: 'dispute_filed', cursor: 'abc', limit: 50 })
  })

  it('appends a page without repeating rows already shown', () => {
    expect(appendPage([item('a'), item('b')], [item('b'), item('c')]).map((i) => i.id)).toEqual(['a', 'b', 'c'])
  })

  it('names a client, or shows a short id when the name is unknown', () => {
    expect(clientLabel({ clientName: 'Rena Lopez', clientId: 'x' })).toBe('Rena Lopez')
    expect(clientLabel(item('a'))).toBe('Client 0b8e2f3a')
  })

  it('offers every activity type plus "all"', () => {
    expect(TYPE_FILTER[0]).toEqual({ value: '', label: 'All activity types' })
    expect(TYPE_FILTER.map((o) => o.value)).toContain('lease_armor_enrollment')
  })
})

describe('activityExportQuery', () => {
  it('is the timeline filters without cursor and page size', () => {
    expect(activityExportQuery({ clientId: 'c1', type: 'payment_made' })).toEqual({ clientId: 'c1', type: 'payment_made' })
    expect(activityExportQuery({ clientId: '', type: '' })).toEqual({})
  })
})
