// Where things are, below everything that links or navigates (layout, screens, access rules).
import type { Role } from '@cosign/api'

/** Where "Dashboard" leads: the admin back office for admins, the user dashboard for everyone else. */
export function dashboardPath(role: Role | null): string {
  return role === 'ADMIN' ? '/admin' : '/dashboard'
}

/** True when `to` names the current page (query and hash ignored); without `end`, sub-paths count too. */
export function isActivePath(to: string, pathname: string, end = false): boolean {
  const target = to.split(/[?#]/)[0].replace(/\/+$/, '') || '/'
  const path = pathname.replace(/\/+$/, '') || '/'
  if (path === target) return true
  return !end && target !== '/' && path.startsWith(`${target}/`)
}
