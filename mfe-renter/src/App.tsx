import type { ComponentType } from 'react'
import { MfeRouter, type PageProps } from '@cosign/ui'
import { APP_NAME, PAGE_BY_PATH, type PageKey } from './route-table.js'
import { DashboardPage } from './features/dashboard/DashboardPage.js'
import { ListingsPage } from './features/listings/ListingsPage.js'
import { RenterProfilePage } from './features/profile/RenterProfilePage.js'
import { ProfileDetailPage } from './features/profile/ProfileDetailPage.js'
import { ContractsPage } from './features/contracts/ContractsPage.js'
import { ReviewsPage } from './features/reviews/index.js'
// Screens every signed-in role uses, from the shared feature library (each role's app mounts them).
import { SHARED_PAGES } from '@cosign/features/shared-pages'

// The pages import their props from here.

const PAGES: Record<PageKey, ComponentType<PageProps>> = {
  dashboard: DashboardPage,
  listings: ListingsPage,
  renterProfile: RenterProfilePage,
  profileDetail: ProfileDetailPage,
  contracts: ContractsPage,
  reviews: ReviewsPage,
  ...SHARED_PAGES,
}

/** Root component, mounted by lifecycle.tsx (single-spa) and standalone.tsx. */
export function RenterApp() {
  return <MfeRouter app={APP_NAME} pageByPath={PAGE_BY_PATH} pages={PAGES} />
}
