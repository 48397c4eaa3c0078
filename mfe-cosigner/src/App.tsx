import type { ComponentType } from 'react'
import { MfeRouter, type PageProps } from '@cosign/ui'
import { APP_NAME, PAGE_BY_PATH, type PageKey } from './route-table.js'
import { CosignerProfilePage } from './features/profile/CosignerProfilePage.js'
import { CreateContractPage } from './features/contracts/CreateContractPage.js'
import { RenterRequestsPage } from './features/requests/RenterRequestsPage.js'
import { EarningsPage } from './features/earnings/EarningsPage.js'
// Screens every signed-in role uses, from the shared feature library (each role's app mounts them).
import { CosignerContractsPage } from '@cosign/features/contract'
import { SHARED_PAGES } from '@cosign/features/shared-pages'

// The pages import their props from here.

const PAGES: Record<PageKey, ComponentType<PageProps>> = {
  cosignerProfile: CosignerProfilePage,
  contracts: CosignerContractsPage,
  createContract: CreateContractPage,
  renterRequests: RenterRequestsPage,
  earnings: EarningsPage,
  ...SHARED_PAGES,
}

/** Root component, mounted by lifecycle.tsx (single-spa) and standalone.tsx. */
export function CosignerApp() {
  return <MfeRouter app={APP_NAME} pageByPath={PAGE_BY_PATH} pages={PAGES} />
}
