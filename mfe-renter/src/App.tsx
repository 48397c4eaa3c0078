import type { ComponentType } from 'react'
import { lazyPage, type PageProps } from '@cosign/ui'
import { MfeRouter } from '@cosign/ui/mfe-router'
import { APP_NAME, PAGE_BY_PATH, type PageKey } from './route-table.js'
// Screens every signed-in role uses, from the shared feature library (each role's app mounts them).
import { SHARED_PAGES } from '@cosign/features/shared-pages'

// The pages import their props from here.

const PAGES: Record<PageKey, ComponentType<PageProps>> = {
  dashboard: lazyPage(() => import('./features/dashboard/DashboardPage.js').then((m) => m.DashboardPage)),
  listings: lazyPage(() => import('./features/listings/ListingsPage.js').then((m) => m.ListingsPage)),
  renterProfile: lazyPage(() => import('./features/profile/RenterProfilePage.js').then((m) => m.RenterProfilePage)),
  profileDetail: lazyPage(() => import('./features/profile/ProfileDetailPage.js').then((m) => m.ProfileDetailPage)),
  contracts: lazyPage(() => import('./features/contracts/ContractsPage.js').then((m) => m.ContractsPage)),
  reviews: lazyPage(() => import('./features/reviews/index.js').then((m) => m.ReviewsPage)),
  ...SHARED_PAGES,
}

/** Root component, mounted by lifecycle.tsx (single-spa) and standalone.tsx. */
export function RenterApp() {
  return <MfeRouter app={APP_NAME} pageByPath={PAGE_BY_PATH} pages={PAGES} />
}
