import { dashboardPath, isActivePath } from '../routing/paths.js'
import { appNavItems, currentNavIndex, PHONE_TABS, splitForPhone } from './navigation.js'

const labels = (items: { label: string }[]) => items.map((i) => i.label)

describe('navigation', () => {
  it('one navigation per role: the spec tabs and dashboard links without repeats', () => {
    expect(labels(appNavItems('RENTER'))).toEqual([
      'Dashboard',
      'Listings',
      'Contracts',
      'Chat',
      'Payment',
      'Documents',
      'Ledger',
      'Reviews',
      'Profile',
      'Support',
      'Settings',
    ])
    expect(labels(appNavItems('COSIGNER'))).toEqual([
      'Dashboard',
      'Renter Requests',
      'Contracts',
      'Chat',
      'Listings',
      'Payment',
      'Documents',
      'Ledger',
      'Earnings',
      'Reviews',
      'Profile',
      'Payment Setup',
      'Support',
      'Settings',
    ])
    expect(appNavItems('COSIGNER').find((i) => i.label === 'Profile')?.to).toBe('/profile/cosigner')
    expect(appNavItems(null)).toEqual([])
    for (const role of ['RENTER', 'COSIGNER', 'ADMIN'] as const) {
      const items = appNavItems(role)
      expect(new Set(items.map((i) => i.label)).size).toBe(items.length)
      expect(new Set(items.map((i) => i.to)).size).toBe(items.length)
    }
  })

  it("the admin's navigation has no contracts or payments of the admin's own", () => {
    const admin = appNavItems('ADMIN')
    expect(labels(admin)).toEqual(['Dashboard', 'PayPal Settings', 'Support', 'Settings'])
    expect(admin[0]!.to).toBe('/admin')
    expect(admin.map((i) => i.to)).not.toContain('/contracts')
    expect(admin.map((i) => i.to)).not.toContain('/payments')
  })

  it('phones show the first tabs and a More button for the rest, or every tab when they fit', () => {
    const renter = splitForPhone(appNavItems('RENTER'))
    expect(labels(renter.tabs)).toEqual(['Dashboard', 'Listings', 'Contracts', 'Chat'])
    expect(renter.tabs).toHaveLength(PHONE_TABS)
    expect(labels(renter.more)).toContain('Support')
    expect(labels(splitForPhone(appNavItems('COSIGNER')).tabs)).toContain('Chat')
    expect(splitForPhone(appNavItems('ADMIN'))).toEqual({ tabs: appNavItems('ADMIN'), more: [] })
  })

  it('exactly one item is current: hash items only on their hash, exact paths before parents', () => {
    const cosigner = appNavItems('COSIGNER')
    const current = (path: string, hash = '') => {
      const index = currentNavIndex(cosigner, path, hash)
      return index < 0 ? null : cosigner[index]!.label
    }
    expect(current('/profile/cosigner')).toBe('Profile')
    expect(current('/profile/cosigner', '#payout')).toBe('Payment Setup')
    expect(current('/contracts/new')).toBe('Contracts')
    expect(current('/contracts/abc')).toBe('Contracts')
    expect(current('/payments')).toBe('Payment')
    expect(current('/payment')).toBe('Payment')
    expect(current('/dashboard')).toBe('Dashboard')
    expect(current('/profile/some-id')).toBeNull()
    expect(current('/')).toBeNull()
    const admin = appNavItems('ADMIN')
    expect(admin[currentNavIndex(admin, '/admin')]!.label).toBe('Dashboard')
  })

  it('matches paths and sends admins to /admin', () => {
    expect(isActivePath('/profile/cosigner#payout', '/profile/cosigner', true)).toBe(true)
    expect(isActivePath('/contracts', '/contracts/new', true)).toBe(false)
    expect(isActivePath('/contracts', '/contracts/new')).toBe(true)
    expect(isActivePath('/', '/listings')).toBe(false)
    expect(isActivePath('/signup?type=renter', '/signup/', true)).toBe(true)
    expect(dashboardPath('ADMIN')).toBe('/admin')
    expect(dashboardPath('RENTER')).toBe('/dashboard')
  })
})
