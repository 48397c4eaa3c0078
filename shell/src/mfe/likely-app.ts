import { appForRoute, matchRoute, type Role } from '@cosign/api'
import type { LifeCycles } from 'single-spa'
import { REMOTE_NAMES, type RemoteName } from '../config/runtime-config.js'
import type { AppLoader } from './register.js'

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
 * On a route the apps share by role (a contract's page, chat, the ledger...), starts loading the app that `role`
 * gets while the session's refresh is still on its way: single-spa can only pick the app once the role is known,
 * and on a phone's network the remote's entry was a round trip after the refresh (docs/perf.md, stop 53). `role`
 * is the session's hint of its last role (`session.lastRole()`), only a guess of which code to fetch first. A route
 * of one app needs no guess: the gateway's page preloads its entry. A wrong guess costs a download, nothing else.
 */
export function loadLikelyApp(loadApp: AppLoader, pathname: string, role: Role | null): void {
  const route = matchRoute(pathname)
  if (!route?.appByRole || !role) return
  const app = appForRoute(route, role)
  if ((REMOTE_NAMES as readonly string[]).includes(app)) void loadApp(app as RemoteName)
}
