import { lazyPage } from '@cosign/ui/lazy-page'
import { SHARED_PAGE_BY_PATH } from '@cosign/features/shared-routes'

export const APP_NAME = 'mfe_renter'

/**
 * Page of each route the route table gives this app, loaded when it first opens (issue 28: a first load fetches
 * only its own screen's code); route-table.test.ts keeps it complete.
 */
export const PAGE_BY_PATH = {
  '/profile/renter': lazyPage(() => import('./features/profile/RenterProfilePage.js').then((m) => m.RenterProfilePage)),
  '/profile/:id': lazyPage(() => import('./features/profile/ProfileDetailPage.js').then((m) => m.ProfileDetailPage)),
  '/listings': lazyPage(() => import('./features/listings/ListingsPage.js').then((m) => m.ListingsPage)),
  '/dashboard': lazyPage(() => import('./features/dashboard/DashboardPage.js').then((m) => m.DashboardPage)),
  '/contracts': lazyPage(() => import('./features/contracts/ContractsPage.js').then((m) => m.ContractsPage)),
  '/reviews': lazyPage(() => import(/* webpackExports: ["ReviewsPage"] */ './features/reviews/index.js').then((m) => m.ReviewsPage)),
  // Screens every signed-in role uses, from @cosign/features, mounted here for this app's role.
  ...SHARED_PAGE_BY_PATH,
}
