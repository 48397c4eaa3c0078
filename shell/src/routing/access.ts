import { matchRoute, type AppRoute, type Role } from '@cosign/api'
import { dashboardPath } from './paths.js'

/** What the guards need to know about the session. */
export interface SessionView {
  status: 'loading' | 'signed-in' | 'signed-out'
  role: Role | null
}

export type AccessDecision = { kind: 'allow' } | { kind: 'wait' } | { kind: 'redirect'; to: string }

export const ALLOW: AccessDecision = { kind: 'allow' }
export const WAIT: AccessDecision = { kind: 'wait' }
const redirect = (to: string): AccessDecision => ({ kind: 'redirect', to })

export const AFTER_SIGNUP_WHEN_SIGNED_IN = '/user-type-selection'

/**
 * A return target is only followed when it is a path of this site: starts with one slash (not `//host` or
 * `/\host`, which browsers treat as another origin) and matches a known route.
 */
export function safeReturnTo(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null
  if ([...value].some((char) => char.charCodeAt(0) < 0x20)) return null // control characters (CR/LF tricks)
  const pathname = value.split(/[?#]/)[0]
  return matchRoute(pathname) ? value : null
}

export function loginUrl(returnTo?: string | null): string {
  return returnTo ? `/login?returnTo=${encodeURIComponent(returnTo)}` : '/login'
}

/**
 * The route table's access rules:
 * - 'user': visitors go to /login?returnTo=<where they were going>; the decision waits while the session loads;
 * - 'member': as 'user', and admins go to /admin (these are the renters' and cosigners' own screens);
 * - 'cosigner': as 'user', and signed-in non-cosigners go to their home (admins to /admin, renters to /dashboard);
 * - 'cosigner-or-admin': as 'cosigner', but admins may enter too (the role table lets them create contracts);
 * - 'admin': visitors go to /login, non-admins to /dashboard;
 * - 'guest' (login, signup): signed-in users go to their home (login) or /user-type-selection (signup).
 */
export function decideAccess(route: AppRoute, session: SessionView, target: string): AccessDecision {
  if (route.access === 'public') return ALLOW
  if (session.status === 'loading') return WAIT
  const signedIn = session.status === 'signed-in'

  switch (route.access) {
    case 'guest':
      if (!signedIn) return ALLOW
      if (route.path === '/signup' && session.role !== 'ADMIN') return redirect(AFTER_SIGNUP_WHEN_SIGNED_IN)
      return redirect(dashboardPath(session.role))
    case 'user':
      return signedIn ? ALLOW : redirect(loginUrl(target))
    case 'member':
      if (!signedIn) return redirect(loginUrl(target))
      return session.role === 'ADMIN' ? redirect(dashboardPath(session.role)) : ALLOW
    case 'cosigner':
    case 'cosigner-or-admin': {
      if (!signedIn) return redirect(loginUrl(target))
      const allowed =
        session.role === 'COSIGNER' || (route.access === 'cosigner-or-admin' && session.role === 'ADMIN')
      return allowed ? ALLOW : redirect(dashboardPath(session.role))
    }
    case 'admin':
      if (!signedIn) return redirect(loginUrl(null))
      return session.role === 'ADMIN' ? ALLOW : redirect(dashboardPath(session.role))
    default:
      return ALLOW
  }
}

/** The decision for a browser location; null when no route matches (the 404 page). */
export function decideForLocation(pathname: string, search: string, session: SessionView) {
  const route = matchRoute(pathname)
  if (!route) return null
  return { route, decision: decideAccess(route, session, `${pathname}${search}`) }
}
