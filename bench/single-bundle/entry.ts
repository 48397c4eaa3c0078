// Bench only (bench/architecture-cost.mjs, issue 28): the shell with its micro-frontends imported directly, one
// ordinary webpack build with no Module Federation. The same start as the federated shell (start-shell.tsx), the
// same Layout, single-spa routing and lifecycles; only where the lifecycles come from differs. The marketing app
// is in the entry chunk (what the federated `/` fetches as remoteEntry.js plus its exposed module); the account
// apps are split at their import, as an ordinary bundle splits routes.
import * as marketing from '../../mfe-marketing/src/lifecycle.js'
import { startShell } from '../../shell/src/start-shell.js'

const accountApps = {
  mfe_renter: () => import('../../mfe-renter/src/lifecycle.js'),
  mfe_cosigner: () => import('../../mfe-cosigner/src/lifecycle.js'),
  mfe_admin: () => import('../../mfe-admin/src/lifecycle.js'),
}

void startShell({
  loadApp: async (name) => (name === 'mfe_marketing' ? marketing : accountApps[name]()),
})
