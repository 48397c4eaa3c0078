import { matchRoute } from '@cosign/contracts'
import {
  dashboardNavItems,
  dashboardPath,
  isActivePath,
  showsDashboardNav,
  tabBarItems,
} from './navigation.js'

const labels = (items: { label: string }[]) => items.map((i) => i.label)

describe('navigation', () => {
  it('tab bar: the nine tabs for renters and cosigners, none for admins or visitors', () => {
    expect(labels(tabBarItems('RENTER'))).toEqual([
      'Dashboard',
      'Listings',
      'Profile',
      'Contracts',
      'Documents',
      'Reviews',
      'Payment',
      'Chat',
      'Ledger',
    ])
    expect(tabBarItems('COSIGNER').find((i) => i.label === 'Profile')?.to).toBe('/profile/cosigner')
    expect(tabBarItems('ADMIN')).toEqual([])
    expect(tabBarItems(null)).toEqual([])
  })

  it('dashboard navigation is filtered by role', () => {
    expect(labels(dashboardNavItems('COSIGNER'))).toEqual([
      'Dashboard Home',
      'Profile',
      'My Contracts',
      'Create Contract',
      'Renter Requests',
      'Payment History',
      'Payment Setup',
      'Support / Help',
    ])
    expect(labels(dashboardNavItems('RENTER'))).toEqual([
      'Dashboard Home',
      'Profile',
      'My Contracts',
      'Payment History',
      'Support / Help',
    ])
    expect(labels(dashboardNavItems('ADMIN'))).toEqual([
      'Dashboard Home',
      'My Contracts',
      'Payment History',
      'Support / Help',
    ])
    expect(dashboardNavItems('ADMIN')[0].to).toBe('/admin')
    expect(dashboardNavItems(null)).toEqual([])
  })

  it('shows the dashboard navigation only on signed-in app pages', () => {
    expect(showsDashboardNav(matchRoute('/dashboard'), true)).toBe(true)
    expect(showsDashboardNav(matchRoute('/contracts/new'), true)).toBe(true)
    expect(showsDashboardNav(matchRoute('/dashboard'), false)).toBe(false)
    expect(showsDashboardNav(matchRoute('/'), true)).toBe(false)
    expect(showsDashboardNav(matchRoute('/listings'), true)).toBe(false)
    expect(showsDashboardNav(null, true)).toBe(false)
  })

  it('marks the current item by path and sends admins to /admin', () => {
    expect(isActivePath('/profile/cosigner#payout', '/profile/cosigner', true)).toBe(true)
    expect(isActivePath('/contracts', '/contracts/new', true)).toBe(false)
    expect(isActivePath('/contracts', '/contracts/new')).toBe(true)
    expect(isActivePath('/', '/listings')).toBe(false)
    expect(isActivePath('/signup?type=renter', '/signup/', true)).toBe(true)
    expect(dashboardPath('ADMIN')).toBe('/admin')
    expect(dashboardPath('RENTER')).toBe('/dashboard')
  })
})
