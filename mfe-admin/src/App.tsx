import type { ComponentType } from 'react'
import { lazyPage, type PageProps } from '@cosign/ui'
import { MfeRouter } from '@cosign/ui/mfe-router'
import { APP_NAME, PAGE_BY_PATH, type PageKey } from './route-table.js'
// Screens every signed-in role uses, from the shared feature library (each role's app mounts them).
import { SHARED_PAGES } from '@cosign/features/shared-pages'

// The pages import their props from here.

const PAGES: Record<PageKey, ComponentType<PageProps>> = {
  adminDashboard: lazyPage(() => import('./features/dashboard/AdminDashboardPage.js').then((m) => m.AdminDashboardPage)),
  paypalSettings: lazyPage(() => import('./features/paypal-settings/PaypalSettingsPage.js').then((m) => m.PaypalSettingsPage)),
  createContract: lazyPage(() => import('./features/contracts/AdminCreateContractPage.js').then((m) => m.AdminCreateContractPage)),
  contracts: lazyPage(() => import('@cosign/features/contract').then((m) => m.CosignerContractsPage)),
  ...SHARED_PAGES,
}

/** Root component, mounted by lifecycle.tsx (single-spa) and standalone.tsx. */
export function AdminApp() {
  return <MfeRouter app={APP_NAME} pageByPath={PAGE_BY_PATH} pages={PAGES} />
}
