import type { AppRoute, Role } from '@cosign/api'
import { isActivePath } from '../routing/paths.js'

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
      { label: 'Terms of Service', to: '/terms' },
      { label: 'Privacy Policy', to: '/privacy' },
    ],
  },
]

/** The signed-in user's own profile form; admins have none. */
export function profilePath(role: Role | null): string {
  if (role === 'COSIGNER') return '/profile/cosigner'
  if (role === 'RENTER') return '/profile/renter'
  return '/profile'
}


/** The Chat tab's page: its tab carries the unread badge. */
export const CHAT_PATH = '/chat'

export interface AppNavItem extends NavItem {
  /** Other paths that are this item's page (the payment center answers on /payment and /payments). */
  alsoAt?: readonly string[]
  /** The label on the phone tab bar, where five tabs share 320 px. */
  short?: string
}

/** Account settings (name, email, password, sessions): every role's, the last item. */
const SETTINGS_ITEM: AppNavItem = { label: 'Settings', to: '/settings' }

/**
 * The one navigation of a signed-in account (issue 15): the spec's tab bar and dashboard navigation folded into
 * a single list per role, without repeats (Dashboard Home = Dashboard, My Contracts = Contracts, Payment History
 * = Payment: /payments is the same screen as /payment). Create Contract is an action of the Contracts and
 * Renter Requests pages, not a place. The admin has the back office, its gateway settings and support: no
 * contracts or payments of their own to list. A strip under the header on wide screens; on phones the spec's
 * tab bar at the bottom with the first PHONE_TABS items and a More button for the rest.
 */
export function appNavItems(role: Role | null): AppNavItem[] {
  if (!role) return []
  if (role === 'ADMIN') {
    return [
      { label: 'Dashboard', to: '/admin' },
      { label: 'PayPal Settings', to: '/paypal-settings' },
      { label: 'Support', to: '/support' },
      SETTINGS_ITEM,
    ]
  }
  const payment: AppNavItem = { label: 'Payment', to: '/payment', alsoAt: ['/payments'] }
  const rest: AppNavItem[] = [
    payment,
    { label: 'Documents', to: '/documents' },
    { label: 'Ledger', to: '/ledger' },
    { label: 'Reviews', to: '/reviews' },
    { label: 'Profile', to: profilePath(role) },
  ]
  // Payment Setup for a cosigner is their own PayPal payout email, which lives on the cosigner profile
  // (decisions.md: /paypal-settings is the admin's gateway configuration).
  if (role === 'COSIGNER') {
    // Earnings: the cosigner's payouts received and expected, next to the ledger.
    rest.splice(rest.findIndex((item) => item.to === '/ledger') + 1, 0, { label: 'Earnings', to: '/earnings' })
    rest.push({ label: 'Payment Setup', to: '/profile/cosigner#payout' })
  }
  rest.push({ label: 'Support', to: '/support' }, SETTINGS_ITEM)
  const primary: AppNavItem[] =
    role === 'COSIGNER'
      ? [
          { label: 'Dashboard', to: '/dashboard' },
          { label: 'Renter Requests', short: 'Requests', to: '/renter-requests' },
          { label: 'Contracts', to: '/contracts' },
          { label: 'Chat', to: CHAT_PATH },
          { label: 'Listings', to: '/listings' },
        ]
      : [
          { label: 'Dashboard', to: '/dashboard' },
          { label: 'Listings', to: '/listings' },
          { label: 'Contracts', to: '/contracts' },
          { label: 'Chat', to: CHAT_PATH },
        ]
  return [...primary, ...rest]
}

/** How many items the phone tab bar shows before its More button (five slots fit 320 px). */
export const PHONE_TABS = 4

/** The items on the phone tab bar and those behind its More button (none when all fit). */
export function splitForPhone<T>(items: readonly T[]): { tabs: T[]; more: T[] } {
  if (items.length <= PHONE_TABS + 1) return { tabs: [...items], more: [] }
  return { tabs: items.slice(0, PHONE_TABS), more: items.slice(PHONE_TABS) }
}

/**
 * The one item that is the current page, or -1: an item with a hash only while the location has that hash (so
 * Profile and Payment Setup are never current together), an exact path before a parent path (Contracts on
 * /contracts/new), the longest path first.
 */
export function currentNavIndex(items: readonly AppNavItem[], pathname: string, hash = ''): number {
  let best = -1
  let bestScore = 0
  items.forEach((item, index) => {
    const [target, itemHash = ''] = item.to.split('#')
    if (itemHash && `#${itemHash}` !== hash) return
    for (const path of [target!, ...(item.alsoAt ?? [])]) {
      const exact = isActivePath(path, pathname, true)
      if (!exact && !isActivePath(path, pathname)) continue
      // exact beats prefix, a hash match beats a plain one, a longer path beats a shorter one
      const score = (exact ? 10_000 : 0) + (itemHash ? 5_000 : 0) + path.length
      if (score > bestScore) {
        best = index
        bestScore = score
      }
    }
  })
  return best
}

