import { StrictMode } from 'react'
import { flushSync } from 'react-dom'
import { createRoot } from 'react-dom/client'
import { matchRoute } from '@cosign/api'
import { configureUi, getTheme, session } from '@cosign/ui'
import { loadRuntimeConfig, type RuntimeConfig } from './config/runtime-config.js'
import { Layout } from './layout/Layout.js'
import { placePrerendered, takePrerendered } from './mfe/containers.js'
import { registerMicroFrontends, type AppLoader } from './mfe/register.js'
import { yieldToBrowser } from './yield-to-browser.js'

export interface ShellStart {
  /** Gives single-spa an app's lifecycles: over Module Federation (bootstrap.tsx) or bundled (bench only). */
  loadApp: AppLoader
  /** Runs once the runtime configuration is known, before any app loads (the federation's remotes). */
  beforeApps?: (config: RuntimeConfig) => void
}

/** Renders the layout around any pre-rendered page, then lets single-spa mount the route's app. */
export async function startShell({ loadApp, beforeApps }: ShellStart): Promise<void> {
  // Theme first, so nothing paints in the wrong colours.
  getTheme()
  // This runs inside the task that evaluated the shell's last chunk (react-dom among them): render in the next.
  await yieldToBrowser()

  const rootElement = document.getElementById('root')
  if (!rootElement) throw new Error('index.html has no #root')

  // Keep pre-rendered marketing markup on screen: take it out of #root, render the layout, and put it in the
  // marketing app's container, all in one task so the browser never paints an empty page in between.
  const prerendered = takePrerendered(rootElement)
  rootElement.dataset.shell = 'mounted'
  const root = createRoot(rootElement)
  flushSync(() =>
    root.render(
      <StrictMode>
        <Layout />
      </StrictMode>,
    ),
  )
  if (prerendered && matchRoute(window.location.pathname)?.app === 'mfe_marketing')
    placePrerendered('mfe_marketing', prerendered)
  await yieldToBrowser()

  const config = await loadRuntimeConfig()
  configureUi({ apiBase: config.apiBase })
  void session.start()
  beforeApps?.(config)
  registerMicroFrontends(loadApp)
}
