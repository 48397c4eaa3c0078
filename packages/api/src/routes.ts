// The browser routes of the product (spec route table) and which front-end app owns each.
// The shell registers micro-frontends from this table; the gateway answers 404 for paths outside it.
import type { Role } from './constants.js'

export type FrontendApp = 'shell' | 'mfe_marketing' | 'mfe_renter' | 'mfe_cosigner' | 'mfe_admin'
/**
 * The id of the data block in which the gateway inlines its runtime configuration (GET /config.json's body) in
 * every page it serves; the shell reads it there before asking /config.json.
 */
export const RUNTIME_CONFIG_ELEMENT_ID = 'runtime-config'
/**
 * public: anyone; guest: visitors only (login, sign-up); user: any signed-in account; member: signed-in renters
 * and cosigners (their dashboard and profile screens; admins have the back office); cosigner: cosigners only;
 * cosigner-or-admin: cosigners and admins; admin: admins only.
 */
export type RouteAccess = 'public' | 'guest' | 'user' | 'member' | 'cosigner' | 'cosigner-or-admin' | 'admin'

export interface AppRoute {
  /** Path pattern: `:param` matches one segment. */
  path: string
  app: FrontendApp
  access: RouteAccess
  /** Page-title label (spec's path -> label map). */
  label: string
  /**
   * The same path served by another app for some roles: each role's app mounts the screens every signed-in role
   * uses (SHARED_BY_ROLE below, from @cosign/features), and /contracts is the spec's "by role" page (renters get
   * My Contracts from mfe_renter, cosigners Contract Management - Cosigner from mfe_cosigner, admins the same
   * page from mfe_admin). `app` is the app for every other role and for visitors. Read it through appForRoute().
   */
  appByRole?: Partial<Record<Role, FrontendApp>>
}

/**
 * Screens every signed-in role uses (a contract's page, chat, ledger, documents, support) live once in the
 * shared feature library (@cosign/features); each role's app mounts them on its own routes, so a team ships its
 * role's screens with its own app. Renters (and visitors, on the public /support) get mfe_renter's.
 */
const SHARED_BY_ROLE = {
  app: 'mfe_renter',
  appByRole: { COSIGNER: 'mfe_cosigner', ADMIN: 'mfe_admin' },
} as const

export const APP_ROUTES: AppRoute[] = [
  { path: '/', app: 'mfe_marketing', access: 'public', label: 'Home' },
  { path: '/cosigner', app: 'mfe_marketing', access: 'public', label: 'For Cosigners' },
  { path: '/renter', app: 'mfe_marketing', access: 'public', label: 'For Renters' },
  { path: '/lease-armor-pricing', app: 'mfe_marketing', access: 'public', label: 'Lease Armor Pricing' },
  { path: '/city/:citySlug', app: 'mfe_marketing', access: 'public', label: 'Find a Cosigner' },
  { path: '/sitemap', app: 'mfe_marketing', access: 'public', label: 'Sitemap' },
  /** The legal pages (issue 30): versioned; sign-up records which versions the user accepted. */
  { path: '/terms', app: 'mfe_marketing', access: 'public', label: 'Terms of Service' },
  { path: '/privacy', app: 'mfe_marketing', access: 'public', label: 'Privacy Policy' },
  /** A landlord checks a signed agreement: any PDF (/verify), or one shared by its parties (/verify/<token>). */
  { path: '/verify', app: 'mfe_marketing', access: 'public', label: 'Verify Agreement' },
  { path: '/verify/:token', app: 'mfe_marketing', access: 'public', label: 'Verify Agreement' },
  { path: '/login', app: 'shell', access: 'guest', label: 'Login' },
  { path: '/signup', app: 'shell', access: 'guest', label: 'Signup' },
  /** Password reset by email (issue 29): ask for a link, then set a new password with it (signed in or not). */
  { path: '/forgot-password', app: 'shell', access: 'guest', label: 'Forgot Password' },
  { path: '/reset-password', app: 'shell', access: 'public', label: 'Reset Password' },
  /** The link of the confirmation email (signed in or not). */
  { path: '/verify-email', app: 'shell', access: 'public', label: 'Confirm Email' },
  /** Account settings of every signed-in role (name, email, password, sessions); the link of an email change. */
  { path: '/settings', app: 'shell', access: 'user', label: 'Account Settings' },
  { path: '/confirm-email-change', app: 'shell', access: 'public', label: 'Confirm Email Change' },
  /** The link mailed to a cosigner's PayPal payout email (issue 27; signed in or not). */
  { path: '/confirm-paypal-email', app: 'shell', access: 'public', label: 'Confirm PayPal Email' },

  /** Email on/off per kind of notification (issue 29); the emails' settings link. */
  { path: '/settings/notifications', app: 'shell', access: 'user', label: 'Notification Settings' },
  { path: '/user-type-selection', app: 'shell', access: 'member', label: 'Create Profile' },
  { path: '/profile', app: 'shell', access: 'public', label: 'Create Profile' },
  { path: '/profile/select-role', app: 'shell', access: 'public', label: 'Create Profile' },
  { path: '/create-profile', app: 'shell', access: 'member', label: 'Create Profile' },
  { path: '/profile/cosigner', app: 'mfe_cosigner', access: 'member', label: 'Your Profile' },
  { path: '/profile/renter', app: 'mfe_renter', access: 'member', label: 'Your Profile' },
  { path: '/profile/:id', app: 'mfe_renter', access: 'user', label: 'Profile' },
  { path: '/listings', app: 'mfe_renter', access: 'public', label: 'Listings' },
  { path: '/dashboard', app: 'mfe_renter', access: 'member', label: 'Dashboard' },
  { path: '/documents', ...SHARED_BY_ROLE, access: 'user', label: 'Documents' },
  {
    path: '/contracts',
    app: 'mfe_renter',
    appByRole: { COSIGNER: 'mfe_cosigner', ADMIN: 'mfe_admin' },
    access: 'user',
    label: 'Contract Management',
  },
  /** A new contract: the cosigner's form from a renter's accepted request (mfe_cosigner); the admin's for any pair. */
  {
    path: '/contracts/new',
    app: 'mfe_cosigner',
    appByRole: { ADMIN: 'mfe_admin' },
    access: 'cosigner-or-admin',
    label: 'Contract Management',
  },
  /** One contract (both parties and admins): agreement, signatures, history, renter's signing, PDF, cancel. */
  { path: '/contracts/:id', ...SHARED_BY_ROLE, access: 'user', label: 'Contract Management' },
  { path: '/contract-management', ...SHARED_BY_ROLE, access: 'user', label: 'Contract Management' },
  { path: '/support', ...SHARED_BY_ROLE, access: 'public', label: 'Support' },
  { path: '/admin', app: 'mfe_admin', access: 'admin', label: 'Admin Dashboard' },
  { path: '/paypal-settings', app: 'mfe_admin', access: 'admin', label: 'PayPal Settings' },
  { path: '/payment', app: 'shell', access: 'user', label: 'Payment' },
  { path: '/payments', app: 'shell', access: 'user', label: 'Payment' },
  { path: '/renter-requests', app: 'mfe_cosigner', access: 'cosigner', label: 'Renter Requests' },
  /** The cosigner's payouts received and expected, per contract and month, with CSV export. */
  { path: '/earnings', app: 'mfe_cosigner', access: 'cosigner', label: 'Earnings' },
  { path: '/chat', ...SHARED_BY_ROLE, access: 'user', label: 'Chat' },
  { path: '/ledger', ...SHARED_BY_ROLE, access: 'user', label: 'Ledger Dashboard' },
  { path: '/success', app: 'shell', access: 'user', label: 'Payment Success' },
  { path: '/cancel', app: 'shell', access: 'user', label: 'Payment Cancel' },
  { path: '/reviews', app: 'mfe_renter', access: 'user', label: 'Reviews' },
]

const segmentsOf = (path: string) => path.replace(/\/+$/, '').split('/').filter(Boolean)

/** The routes with their patterns split once, fewest `:param` segments first (exact segments win). */
const ROUTE_PATTERNS = APP_ROUTES.map((route) => ({ route, segments: segmentsOf(route.path) })).sort(
  (x, y) => x.route.path.split(':').length - y.route.path.split(':').length,
)

function matches(pattern: readonly string[], segments: readonly string[]): boolean {
  return (
    pattern.length === segments.length &&
    pattern.every((seg, i) => seg.startsWith(':') || seg === segments[i])
  )
}

// The shell, single-spa's activity checks and the apps' routers ask for the current path many times per
// navigation: the last answers are kept (a page visits a handful of paths; the cache is cleared past 64).
const matchedRoutes = new Map<string, AppRoute | null>()

/** The route for a path; exact segments win over `:param` ones (so /profile/renter is not /profile/:id). */
export function matchRoute(pathname: string): AppRoute | null {
  const known = matchedRoutes.get(pathname)
  if (known !== undefined) return known
  const segments = segmentsOf(pathname)
  const route = ROUTE_PATTERNS.find((p) => matches(p.segments, segments))?.route ?? null
  if (matchedRoutes.size >= 64) matchedRoutes.clear()
  matchedRoutes.set(pathname, route)
  return route
}

/** The app that serves a route to a signed-in role (its appByRole entry), else the route's own app. */
export function appForRoute(route: AppRoute, role: Role | null | undefined): FrontendApp {
  return (role ? route.appByRole?.[role] : undefined) ?? route.app
}

/** Every app that may serve a route (its own and the role-specific ones). */
export function appsOfRoute(route: AppRoute): FrontendApp[] {
  return [...new Set([route.app, ...Object.values(route.appByRole ?? {})])]
}

export const NOT_FOUND_LABEL = 'Page Not Found'
