import type { ComponentType } from 'react'
import { lazyPage, type PageProps } from '@cosign/ui'
import { MfeRouter } from '@cosign/ui/mfe-router'
import { APP_NAME, PAGE_BY_PATH, type PageKey } from './route-table.js'
// Screens every signed-in role uses, from the shared feature library (each role's app mounts them).
import { SHARED_PAGES } from '@cosign/features/shared-pages'

// The pages import their props from here.

const PAGES: Record<PageKey, ComponentType<PageProps>> = {
  cosignerProfile: lazyPage(() => import('./features/profile/CosignerProfilePage.js').then((m) => m.CosignerProfilePage)),
  contracts: lazyPage(() => import('@cosign/features/contract').then((m) => m.CosignerContractsPage)),
  createContract: lazyPage(() => import('./features/contracts/CreateContractPage.js').then((m) => m.CreateContractPage)),
  renterRequests: lazyPage(() => import('./features/requests/RenterRequestsPage.js').then((m) => m.RenterRequestsPage)),
  earnings: lazyPage(() => import('./features/earnings/EarningsPage.js').then((m) => m.EarningsPage)),
  ...SHARED_PAGES,
}

/** Root component, mounted by lifecycle.tsx (single-spa) and standalone.tsx. */
export function CosignerApp() {
  return <MfeRouter app={APP_NAME} pageByPath={PAGE_BY_PATH} pages={PAGES} />
}
