import { ADMIN_TABS } from './admin-tabs.js'

describe('admin tabs', () => {
  it('are the eight tabs of the spec, in order', () => {
    expect(ADMIN_TABS.map((tab) => tab.id)).toEqual([
      'payments',
      'transactions',
      'clients',
      'activity',
      'disputes',
      'documents',
      'services',
      'users',
    ])
  })
})
