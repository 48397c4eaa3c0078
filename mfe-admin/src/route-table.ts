import { lazyPage } from '@cosign/ui/lazy-page'
import { SHARED_PAGE_BY_PATH } from '@cosign/features/shared-routes'

export const APP_NAME = 'mfe_admin'

/**
 * Page of each route the route table gives this app, loaded when it first opens (issue 28: a first load fetches
 * only its own screen's code); route-table.test.ts keeps it complete.
 */
export const PAGE_BY_PATH = {
  '/admin': lazyPage(() => import('./features/dashboard/AdminDashboardPage.js').then((m) => m.AdminDashboardPage)),
  '/paypal-settings': lazyPage(() => import('./features/paypal-settings/PaypalSettingsPage.js').then((m) => m.PaypalSettingsPage)),
  '/contracts/new': lazyPage(() => import('./features/contracts/AdminCreateContractPage.js').then((m) => m.AdminCreateContractPage)),
  '/contracts': lazyPage(() => import(/* webpackExports: ["CosignerContractsPage"] */ '@cosign/features/contract').then((m) => m.CosignerContractsPage)),
  // Screens every signed-in role uses, from @cosign/features, mounted here for this app's role.
  ...SHARED_PAGE_BY_PATH,
}
