// Runs the app alone for its team: `pnpm dev` (port 3004) or dist/index.html. The API is the gateway's;
// sign in through the shell at http://localhost:8080 (the refresh cookie is shared by every localhost port).
import '@cosign/ui/ui.css'
import { renderStandalone } from '@cosign/ui/standalone'
import { AdminApp } from './App.js'
import { APP_NAME } from './route-table.js'

renderStandalone({ app: APP_NAME, root: AdminApp })
