import { StrictMode, startTransition, useLayoutEffect, type ReactNode } from 'react'
import { createRoot } from 'react-dom/client'
import { matchRoute } from '@cosign/api'
import { configureUi, getTheme, prepareDateFormatters, session } from '@cosign/ui'
import { loadRuntimeConfig, type RuntimeConfig } from './config/runtime-config.js'
import { Layout } from './layout/Layout.js'
import { placePrerendered, prerenderedNodes } from './mfe/containers.js'
import { loadingOnce, loadLikelyApp } from './mfe/likely-app.js'
import { registerMicroFrontends, type AppLoader } from './mfe/register.js'
import { yieldToBrowser } from './yield-to-browser.js'

export interface ShellStart {
  /** Gives single-spa an app's lifecycles: over Module Federation (bootstrap.tsx) or bundled (bench only). */
  loadApp: AppLoader
  /** Runs once the runtime configuration is known, before any app loads (the federation's remotes). */
  beforeApps?: (config: RuntimeConfig) => void
}

/** Calls `onCommit` once, in the commit of its first render: after every child's DOM is in place, before paint. */
function OnFirstCommit({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  useLayoutEffect(onCommit, [])
  return children
}

/** Renders the layout around any pre-rendered page, then lets single-spa mount the route's app. */
export async function startShell({ loadApp, beforeApps }: ShellStart): Promise<void> {
  // Theme first, so nothing paints in the wrong colours.
  getTheme()
  // This runs inside the task that evaluated the shell's modules (bootstrap.tsx): render in the next.
  await yieldToBrowser()

  const rootElement = document.getElementById('root')
  if (!rootElement) throw new Error('index.html has no #root')

  // The layout renders in a transition, in slices of a few milliseconds between which the browser paints and
  // answers input (one long render task was most of a marketing page's blocking time). Pre-rendered marketing
  // markup stays on screen in #root meanwhile: React empties #root only when it commits, and in that same task
  // the markup moves into the marketing app's container, so no frame ever shows an empty page.
  const prerendered =
    matchRoute(window.location.pathname)?.app === 'mfe_marketing' ? prerenderedNodes(rootElement) : null
  let committed = false
  await new Promise<void>((resolve) => {
    const onCommit = () => {
      if (committed) return // StrictMode runs a layout effect twice in development
      committed = true
      rootElement.dataset.shell = 'mounted'
      if (prerendered) placePrerendered('mfe_marketing', prerendered)
      resolve()
    }
    const root = createRoot(rootElement)
    startTransition(() =>
      root.render(
        <StrictMode>
          <OnFirstCommit onCommit={onCommit}>
            <Layout />
          </OnFirstCommit>
        </StrictMode>,
      ),
    )
  })
  await yieldToBrowser()

  const config = await loadRuntimeConfig()
  configureUi({ apiBase: config.apiBase })
  void session.start()
  beforeApps?.(config)
  const load = loadingOnce(loadApp)
  loadLikelyApp(load, window.location.pathname, session.lastRole())
  registerMicroFrontends(load)
  // The role apps' screens show dates: their formatters are built in a task of their own while the route's app
  // downloads, not in the render of its first screen. Marketing pages show none; the shell's own screens (login,
  // sign-up) have no download to overlap with.
  const app = matchRoute(window.location.pathname)?.app
  if (app && app !== 'shell' && app !== 'mfe_marketing') setTimeout(prepareDateFormatters, 0)
}
