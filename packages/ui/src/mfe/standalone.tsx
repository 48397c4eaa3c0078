import { StrictMode, type ComponentType } from 'react'
import { createRoot } from 'react-dom/client'
import type { FrontendApp } from '@cosign/api'
// Through the package root: this module is a subpath of @cosign/ui, bundled by the apps that use it, while what
// it builds on stays the front ends' shared singleton's.
import { configureUi, getTheme, session, Toaster } from '@cosign/ui'
import { StandaloneBar } from '../components/StandaloneBar.js'

/** A standalone app uses the gateway's API and signs in through the shell there. */
const GATEWAY = 'http://localhost:8080'

/**
 * Starts a micro-frontend on its own page (#root) for its team, with a bar showing the session and the app's
 * routes. The page imports @cosign/ui/ui.css itself (a stylesheet is not a module of this package).
 */
export function renderStandalone({ app, root: Root }: { app: FrontendApp; root: ComponentType }): void {
  configureUi({ apiBase: `${GATEWAY}/api` })
  getTheme()
  // Always try the refresh here: the session hint lives in the gateway origin's storage, not this one.
  void session.refresh()

  const container = document.getElementById('root')
  if (container)
    createRoot(container).render(
      <StrictMode>
        <StandaloneBar app={app} gateway={GATEWAY} />
        <main id="main-content">
          <Root />
        </main>
        <Toaster />
      </StrictMode>,
    )
}
