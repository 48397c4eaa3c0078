import type { ComponentType } from 'react'
import { MfeRouter, type PageProps } from '@cosign/ui'
import { APP_NAME, PAGE_BY_PATH, type PageKey } from './route-table.js'
import { AdminDashboardPage } from './features/dashboard/AdminDashboardPage.js'
import { PaypalSettingsPage } from './features/paypal-settings/PaypalSettingsPage.js'
import { AdminCreateContractPage } from './features/contracts/AdminCreateContractPage.js'
// Screens every signed-in role uses, from the shared feature library (each role's app mounts them).
import { CosignerContractsPage } from '@cosign/features/contract'
import { SHARED_PAGES } from '@cosign/features/shared-pages'

// The pages import their props from here.

const PAGES: Record<PageKey, ComponentType<PageProps>> = {
  adminDashboard: AdminDashboardPage,
  paypalSettings: PaypalSettingsPage,
  createContract: AdminCreateContractPage,
  contracts: CosignerContractsPage,
  ...SHARED_PAGES,
}

/** Root component, mounted by lifecycle.tsx (single-spa) and standalone.tsx. */
export function AdminApp() {
  return <MfeRouter app={APP_NAME} pageByPath={PAGE_BY_PATH} pages={PAGES} />
}
