import { StrictMode } from 'react'
import { flushSync } from 'react-dom'
import { createRoot } from 'react-dom/client'
import { matchRoute } from '@cosign/api'
import { configureUi, getTheme, session } from '@cosign/ui'
import { loadRuntimeConfig } from './config/runtime-config.js'
import { Layout } from './layout/Layout.js'
import { placePrerendered, takePrerendered } from './mfe/containers.js'
import { initFederation } from './mfe/federation.js'
import { registerMicroFrontends } from './mfe/register.js'

async function boot() {
  // Theme first, so nothing paints in the wrong colours.
  getTheme()

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

  const config = await loadRuntimeConfig()
  configureUi({ apiBase: config.apiBase })
  void session.start()
  initFederation(config)
  registerMicroFrontends()
}

void boot()
