import { appForRoute, matchRoute, ROLES, type Role } from '@cosign/api'
import type { LifeCycles } from 'single-spa'
import { REMOTE_NAMES, type RemoteName } from '../config/runtime-config.js'
import { currentSessionView } from '../routing/session-view.js'
import type { AppLoader } from './register.js'

/**
 * localStorage key of the role this browser's session had when last seen. Only a loading hint: which app's code to
 * fetch while the session's refresh is on its way. What the visitor may see is decided by the session and the
 * services, as before; the key is removed when the session ends.
 */
export const ROLE_HINT_KEY = 'cosign.role'

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage
  } catch {
    return null // storage blocked: no hint
  }
}

/** Keeps the hint in step with the session: the signed-in role, nothing once signed out. */
export function rememberRole(): void {
  const view = currentSessionView()
  if (view.status === 'signed-in' && view.role) storage()?.setItem(ROLE_HINT_KEY, view.role)
  else if (view.status === 'signed-out') storage()?.removeItem(ROLE_HINT_KEY)
}

/** Each app loaded once: the early load below and single-spa's share the same download and lifecycles. */
export function loadingOnce(loadApp: AppLoader): AppLoader {
  const loads = new Map<RemoteName, Promise<LifeCycles>>()
  return (name) => {
    let load = loads.get(name)
    if (!load) loads.set(name, (load = loadApp(name)))
    return load
  }
}

/**
 * On a route the apps share by role (a contract's page, chat, the ledger...), starts loading the app the hinted role
 * gets while the session's refresh is still on its way: single-spa can only pick the app once the role is known,
 * and on a phone's network the remote's entry was a round trip after the refresh (docs/perf.md, stop 53). A route
 * of one app needs no guess: the gateway's page preloads its entry. A wrong guess costs a download, nothing else.
 */
export function loadLikelyApp(loadApp: AppLoader, pathname: string): void {
  const route = matchRoute(pathname)
  if (!route?.appByRole || currentSessionView().status !== 'loading') return
  const role = storage()?.getItem(ROLE_HINT_KEY)
  if (!ROLES.includes(role as Role)) return
  const app = appForRoute(route, role as Role)
  if ((REMOTE_NAMES as readonly string[]).includes(app)) void loadApp(app as RemoteName)
}
