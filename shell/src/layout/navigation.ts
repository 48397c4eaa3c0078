import type { AppRoute, Role } from '@cosign/contracts'

export interface NavItem {
  label: string
  to: string
}

export const HEADER_LINKS: readonly NavItem[] = [
  { label: 'Browse', to: '/listings' },
  { label: 'For Cosigners', to: '/cosigner' },
  { label: 'For Renters', to: '/renter' },
]

export const FOOTER_SECTIONS: ReadonlyArray<{ title: string; links: readonly NavItem[] }> = [
  {
    title: 'For renters',
    links: [
      { label: 'Find a Cosigner', to: '/renter' },
      { label: 'Browse Cosigners', to: '/listings' },
      { label: 'Lease Armor Pricing', to: '/lease-armor-pricing' },
      { label: 'Sign Up as a Renter', to: '/signup?type=renter' },
    ],
  },
  {
    title: 'For cosigners',
    links: [
      { label: 'Become a Cosigner', to: '/cosigner' },
      { label: 'Sign Up as a Cosigner', to: '/signup?type=cosigner' },
      { label: 'Create Profile', to: '/create-profile' },
    ],
  },
  {
    title: 'Help',
    links: [
      { label: 'Support', to: '/support' },
      { label: 'Sitemap', to: '/sitemap' },
    ],
  },
]

/** The signed-in user's own profile form; admins have none. */
export function profilePath(role: Role | null): string {
  if (role === 'COSIGNER') return '/profile/cosigner'
  if (role === 'RENTER') return '/profile/renter'
  return '/profile'
}

/** Where "Dashboard" leads: the admin back office for admins, the user dashboard for everyone else. */
export function dashboardPath(role: Role | null): string {
  return role === 'ADMIN' ? '/admin' : '/dashboard'
}

/** The Chat tab's page: its tab carries the unread badge. */
export const CHAT_PATH = '/chat'

/** Tab bar for signed-in non-admins (spec layout); admins get none. */
export function tabBarItems(role: Role | null): NavItem[] {
  if (!role || role === 'ADMIN') return []
  return [
    { label: 'Dashboard', to: '/dashboard' },
    { label: 'Listings', to: '/listings' },
    { label: 'Profile', to: profilePath(role) },
    { label: 'Contracts', to: '/contracts' },
    { label: 'Documents', to: '/documents' },
    { label: 'Reviews', to: '/reviews' },
    { label: 'Payment', to: '/payment' },
    { label: 'Chat', to: CHAT_PATH },
    { label: 'Ledger', to: '/ledger' },
  ]
}

interface DashboardNavEntry extends NavItem {
  roles: readonly Role[]
}

// Payment Setup for a cosigner is their own PayPal payout email, which lives on the cosigner profile
// (decisions.md: /paypal-settings is the admin's gateway configuration).
function dashboardNavEntries(role: Role): DashboardNavEntry[] {
  return [
    { label: 'Dashboard Home', to: dashboardPath(role), roles: ['RENTER', 'COSIGNER', 'ADMIN'] },
    { label: 'Profile', to: profilePath(role), roles: ['RENTER', 'COSIGNER'] },
    { label: 'My Contracts', to: '/contracts', roles: ['RENTER', 'COSIGNER', 'ADMIN'] },
    { label: 'Create Contract', to: '/contracts/new', roles: ['COSIGNER'] },
    { label: 'Renter Requests', to: '/renter-requests', roles: ['COSIGNER'] },
    { label: 'Payment History', to: '/payments', roles: ['RENTER', 'COSIGNER', 'ADMIN'] },
    { label: 'Payment Setup', to: '/profile/cosigner#payout', roles: ['COSIGNER'] },
    { label: 'Support / Help', to: '/support', roles: ['RENTER', 'COSIGNER', 'ADMIN'] },
  ]
}

/** Role-filtered dashboard navigation. */
export function dashboardNavItems(role: Role | null): NavItem[] {
  if (!role) return []
  return dashboardNavEntries(role)
    .filter((entry) => entry.roles.includes(role))
    .map(({ label, to }) => ({ label, to }))
}

/** The dashboard navigation shows on the signed-in app pages (routes that need an account). */
export function showsDashboardNav(route: AppRoute | null, signedIn: boolean): boolean {
  return signedIn && route !== null && route.access !== 'public' && route.access !== 'guest'
}

/** True when `to` names the current page (query and hash ignored); without `end`, sub-paths count too. */
export function isActivePath(to: string, pathname: string, end = false): boolean {
  const target = to.split(/[?#]/)[0].replace(/\/+$/, '') || '/'
  const path = pathname.replace(/\/+$/, '') || '/'
  if (path === target) return true
  return !end && target !== '/' && path.startsWith(`${target}/`)
}
