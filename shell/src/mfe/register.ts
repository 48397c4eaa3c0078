import {
  addErrorHandler,
  getAppStatus,
  MOUNTED,
  registerApplication,
  start,
  triggerAppChange,
} from 'single-spa'
import { appForRoute } from '@cosign/api'
import { session } from '@cosign/ui'
import { REMOTE_NAMES, type RemoteName } from '../config/runtime-config.js'
import { decideForLocation } from '../routing/access.js'
import { currentSessionView } from '../routing/session-view.js'
import { discardPrerendered, getAppContainer, markPrerenderAdopted } from './containers.js'
import { loadMicroFrontend } from './federation.js'

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

export function registerMicroFrontends(): void {
  for (const name of REMOTE_NAMES) {
    registerApplication({
      name,
      app: () => loadMicroFrontend(name),
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
