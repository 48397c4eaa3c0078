import {
  addErrorHandler,
  getAppStatus,
  MOUNTED,
  registerApplication,
  start,
  triggerAppChange,
  type LifeCycles,
} from 'single-spa'
import { appForRoute } from '@cosign/api'
import { session } from '@cosign/ui'
import { REMOTE_NAMES, type RemoteName } from '../config/runtime-config.js'
import { decideForLocation } from '../routing/access.js'
import { currentSessionView } from '../routing/session-view.js'
import { discardPrerendered, getAppContainer, markPrerenderAdopted } from './containers.js'

/**
 * An app is active when the route table gives it the path for the visitor's role (a route's appByRole, e.g.
 * /chat: mfe_cosigner for cosigners, mfe_admin for admins, mfe_renter otherwise) AND the route's guard allows
 * the visitor in, so a micro-frontend never mounts for someone the shell is about to redirect.
 */
export function isActive(app: RemoteName, location: Pick<Location, 'pathname' | 'search'>): boolean {
  const view = currentSessionView()
  const match = decideForLocation(location.pathname, location.search, view)
  return !!match && appForRoute(match.route, view.role) === app && match.decision.kind === 'allow'
}

/** Where an app's lifecycles come from: its remote (federation.ts), or a bundled import (bench only). */
export type AppLoader = (name: RemoteName) => Promise<LifeCycles>

export function registerMicroFrontends(loadApp: AppLoader): void {
  for (const name of REMOTE_NAMES) {
    registerApplication({
      name,
      app: () => loadApp(name),
      activeWhen: (location) => isActive(name, location),
      customProps: { domElementGetter: () => getAppContainer(name) },
    })
  }

  // Guards depend on the session: re-evaluate activity whenever it changes (loading -> signed in, logout...).
  session.subscribe(() => {
    void triggerAppChange()
  })

  window.addEventListener('single-spa:before-routing-event', () => {
    if (!isActive('mfe_marketing', window.location) && getAppStatus('mfe_marketing') !== MOUNTED)
      discardPrerendered('mfe_marketing')
  })
  window.addEventListener('single-spa:routing-event', () => {
    if (getAppStatus('mfe_marketing') === MOUNTED) markPrerenderAdopted('mfe_marketing')
  })

  addErrorHandler((error) => {
    // A lifecycle threw: single-spa marks the app broken; the shell shows the unavailable panel for it.
    console.error(`[shell] ${error.appOrParcelName} failed`, error)
  })

  start({ urlRerouteOnly: true })
}
