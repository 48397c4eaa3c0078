// The browser routes of the product (spec route table) and which front-end app owns each.
// The shell registers micro-frontends from this table; the gateway answers 404 for paths outside it.
import type { Role } from './constants.js'

export type FrontendApp = 'shell' | 'mfe_marketing' | 'mfe_renter' | 'mfe_cosigner' | 'mfe_admin'
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
   * The same path served by another app for some roles (the spec's "/contracts by role": renters get My
   * Contracts from mfe_renter, cosigners and admins Contract Management - Cosigner from mfe_cosigner). `app` is
   * the app for every other role and for visitors. Read it through appForRoute().
   */
  appByRole?: Partial<Record<Role, FrontendApp>>
}

export const APP_ROUTES: AppRoute[] = [
  { path: '/', app: 'mfe_marketing', access: 'public', label: 'Home' },
  { path: '/cosigner', app: 'mfe_marketing', access: 'public', label: 'Cosigner Landing' },
  { path: '/renter', app: 'mfe_marketing', access: 'public', label: 'Renter Landing' },
  { path: '/lease-armor-pricing', app: 'mfe_marketing', access: 'public', label: 'Lease Armor Pricing' },
  { path: '/city/:citySlug', app: 'mfe_marketing', access: 'public', label: 'City Page' },
  { path: '/sitemap', app: 'mfe_marketing', access: 'public', label: 'Sitemap' },
  /** A landlord checks a signed agreement: any PDF (/verify), or one shared by its parties (/verify/<token>). */
  { path: '/verify', app: 'mfe_marketing', access: 'public', label: 'Verify Agreement' },
  { path: '/verify/:token', app: 'mfe_marketing', access: 'public', label: 'Verify Agreement' },
  { path: '/login', app: 'shell', access: 'guest', label: 'Login' },
  { path: '/signup', app: 'shell', access: 'guest', label: 'Signup' },
  { path: '/user-type-selection', app: 'shell', access: 'member', label: 'Create Profile' },
  { path: '/profile', app: 'shell', access: 'public', label: 'Create Profile' },
  { path: '/profile/select-role', app: 'shell', access: 'public', label: 'Create Profile' },
  { path: '/create-profile', app: 'shell', access: 'member', label: 'Create Profile' },
  { path: '/profile/cosigner', app: 'mfe_cosigner', access: 'member', label: 'Create Profile' },
  { path: '/profile/renter', app: 'mfe_renter', access: 'member', label: 'Create Profile' },
  { path: '/profile/:id', app: 'mfe_renter', access: 'user', label: 'Profile Detail' },
  { path: '/listings', app: 'mfe_renter', access: 'public', label: 'Listings' },
  { path: '/dashboard', app: 'mfe_renter', access: 'member', label: 'Dashboard' },
  { path: '/documents', app: 'mfe_renter', access: 'user', label: 'Documents' },
  {
    path: '/contracts',
    app: 'mfe_renter',
    appByRole: { COSIGNER: 'mfe_cosigner', ADMIN: 'mfe_cosigner' },
    access: 'user',
    label: 'Contract Management',
  },
  { path: '/contracts/new', app: 'mfe_cosigner', access: 'cosigner-or-admin', label: 'Contract Management' },
  /** One contract (both parties and admins): agreement, signatures, history, renter's signing, PDF, cancel. */
  { path: '/contracts/:id', app: 'mfe_renter', access: 'user', label: 'Contract Management' },
  { path: '/contract-management', app: 'mfe_renter', access: 'user', label: 'Contract Management' },
  { path: '/support', app: 'mfe_renter', access: 'public', label: 'Support' },
  { path: '/admin', app: 'mfe_admin', access: 'admin', label: 'Admin Dashboard' },
  { path: '/paypal-settings', app: 'mfe_admin', access: 'admin', label: 'PayPal Settings' },
  { path: '/payment', app: 'shell', access: 'user', label: 'Payment' },
  { path: '/payments', app: 'shell', access: 'user', label: 'Payment' },
  { path: '/renter-requests', app: 'mfe_cosigner', access: 'cosigner', label: 'Renter Requests' },
  /** The cosigner's payouts received and expected, per contract and month, with CSV export. */
  { path: '/earnings', app: 'mfe_cosigner', access: 'cosigner', label: 'Earnings' },
  { path: '/chat', app: 'mfe_renter', access: 'user', label: 'Chat' },
  { path: '/ledger', app: 'mfe_renter', access: 'user', label: 'Ledger Dashboard' },
  { path: '/success', app: 'shell', access: 'user', label: 'Payment Success' },
  { path: '/cancel', app: 'shell', access: 'user', label: 'Payment Cancel' },
  { path: '/reviews', app: 'mfe_renter', access: 'user', label: 'Reviews' },
]

function matches(pattern: string, pathname: string): boolean {
  const a = pattern.split('/').filter(Boolean)
  const b = pathname.replace(/\/+$/, '').split('/').filter(Boolean)
  return a.length === b.length && a.every((seg, i) => seg.startsWith(':') || seg === b[i])
}

/** The route for a path; exact segments win over `:param` ones (so /profile/renter is not /profile/:id). */
export function matchRoute(pathname: string): AppRoute | null {
  const candidates = APP_ROUTES.filter((r) => matches(r.path, pathname))
  candidates.sort((x, y) => x.path.split(':').length - y.path.split(':').length)
  return candidates[0] ?? null
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
