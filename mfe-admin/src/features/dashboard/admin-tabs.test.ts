import { ADMIN_TABS, tabFromSearch, withTab } from './admin-tabs.js'

describe('admin tabs', () => {
  it('are the eight tabs of the spec, Support, Reviews and Audit, in order', () => {
    expect(ADMIN_TABS.map((tab) => tab.id)).toEqual([
      'payments',
      'transactions',
      'clients',
      'activity',
      'disputes',
      'support',
      'reviews',
      'documents',
      'services',
      'users',
      'audit',
    ])
  })
})

describe('the tab in the URL', () => {
  it('opens the tab named by ?tab, Clients for an open client, else Payments', () => {
    expect(tabFromSearch(new URLSearchParams('tab=users'))).toBe('users')
    expect(tabFromSearch(new URLSearchParams('client=abc'))).toBe('clients')
    expect(tabFromSearch(new URLSearchParams('tab=bogus'))).toBe('payments')
    expect(tabFromSearch(new URLSearchParams(''))).toBe('payments')
  })
  it('switching tabs keeps other parameters but closes a client profile outside Clients', () => {
    expect(withTab(new URLSearchParams('client=abc&x=1'), 'users').toString()).toBe('x=1&tab=users')
    expect(withTab(new URLSearchParams('client=abc'), 'clients').toString()).toBe('client=abc&tab=clients')
  })
})
