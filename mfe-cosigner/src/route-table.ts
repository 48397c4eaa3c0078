import { lazyPage } from '@cosign/ui/lazy-page'
import { SHARED_PAGE_BY_PATH } from '@cosign/features/shared-routes'

export const APP_NAME = 'mfe_cosigner'

/**
 * Page of each route the route table gives this app, loaded when it first opens (issue 28: a first load fetches
 * only its own screen's code); route-table.test.ts keeps it complete.
 */
export const PAGE_BY_PATH = {
  '/profile/cosigner': lazyPage(() => import('./features/profile/CosignerProfilePage.js').then((m) => m.CosignerProfilePage)),
  '/contracts': lazyPage(() => import(/* webpackExports: ["CosignerContractsPage"] */ '@cosign/features/contract').then((m) => m.CosignerContractsPage)),
  '/contracts/new': lazyPage(() => import('./features/contracts/CreateContractPage.js').then((m) => m.CreateContractPage)),
  '/renter-requests': lazyPage(() => import('./features/requests/RenterRequestsPage.js').then((m) => m.RenterRequestsPage)),
  '/earnings': lazyPage(() => import('./features/earnings/EarningsPage.js').then((m) => m.EarningsPage)),
  // Screens every signed-in role uses, from @cosign/features, mounted here for this app's role.
  ...SHARED_PAGE_BY_PATH,
}
