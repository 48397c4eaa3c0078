// Exposed as `mfe_marketing/app`: single-spa lifecycles for the shell.
import React from 'react'
import ReactDOMClient from 'react-dom/client'
import singleSpaReact from 'single-spa-react'
import { mountInTransition } from '@cosign/ui/mount-in-transition'
import { MarketingApp } from './App.js'
import { loadPageFor } from './routes.js'
import { ensureMarketingStyles } from './styles/marketing-css.js'

function MarketingError() {
  return (
    <div className="mk" role="alert">
      <h2>This section is unavailable</h2>
      <p>Something went wrong while showing this page. Please reload the page.</p>
    </div>
  )
}

interface MountProps {
  domElementGetter?: () => HTMLElement
}

/**
 * On a first load of a marketing page the shell moves the server-rendered markup into this app's container
 * (marked data-prerendered="true"). That markup came from the same components, so the app hydrates it instead of
 * replacing it: nothing flashes or shifts. Any later mount starts from an empty container.
 */
let hydrateNextMount = false

async function prepareMount(props: MountProps): Promise<void> {
  const container = props.domElementGetter?.()
  hydrateNextMount = container?.dataset.prerendered === 'true' && container.firstElementChild !== null
  // A page in a chunk of its own: loaded first, so hydration matches at once and a first mount shows no
  // loading line. On a failure the page loads (or reports) when it renders.
  await loadPageFor(window.location.pathname).catch(() => undefined)
}

const lifecycles = singleSpaReact({
  React,
  ReactDOMClient,
  rootComponent: MarketingApp,
  renderType: () => (hydrateNextMount ? 'hydrateRoot' : 'createRoot'),
  errorBoundary: () => <MarketingError />,
})

export const bootstrap = [
  async () => {
    ensureMarketingStyles()
  },
  lifecycles.bootstrap,
]
/**
 * Hydration of a pre-rendered page runs in a transition (mountInTransition): React hydrates in slices of a few
 * milliseconds instead of one long task (the page is on screen already, so nothing waits for it).
 */
const hydrateInSlices = mountInTransition(lifecycles.mount)
const mountApp = (props: Parameters<typeof lifecycles.mount>[0]) =>
  hydrateNextMount ? hydrateInSlices(props) : lifecycles.mount(props)

export const mount = [prepareMount, mountApp]
export const unmount = lifecycles.unmount
