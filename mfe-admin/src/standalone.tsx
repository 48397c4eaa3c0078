// Runs the app alone for its team: `pnpm dev` (port 3004) or dist/index.html. The API is the gateway's;
// sign in through the shell at http://localhost:8080 (the refresh cookie is shared by every localhost port).
import '@cosign/ui/ui.css'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { configureUi, getTheme, session, Toaster } from '@cosign/ui'
import { AdminApp } from './App.js'
import { StandaloneBar } from '@cosign/ui'

const GATEWAY = 'http://localhost:8080'

configureUi({ apiBase: `${GATEWAY}/api` })
getTheme()
// Always try the refresh here: the session hint lives in the gateway origin's storage, not this one.
void session.refresh()

const container = document.getElementById('root')
if (container)
  createRoot(container).render(
    <StrictMode>
      <StandaloneBar app="mfe_admin" gateway={GATEWAY} />
      <main id="main-content">
        <AdminApp />
      </main>
      <Toaster />
    </StrictMode>,
  )
