import type { ComponentType } from 'react'
import { MfeRouter, type PageProps } from '@cosign/ui'
import { APP_NAME, PAGE_BY_PATH, type PageKey } from './route-table.js'
import { DashboardPage } from './features/dashboard/DashboardPage.js'
import { ListingsPage } from './features/listings/ListingsPage.js'
import { RenterProfilePage } from './features/profile/RenterProfilePage.js'
import { ProfileDetailPage } from './features/profile/ProfileDetailPage.js'
import { DocumentsPage } from './features/documents/DocumentsPage.js'
import { ContractsPage } from './features/contracts/ContractsPage.js'
import { ContractManagementPage } from './features/contracts/ContractManagementPage.js'
import { ContractDetailPage } from './features/contracts/ContractDetailPage.js'
import { SupportPage } from './features/support/SupportPage.js'
import { ChatPage } from './features/chat/ChatPage.js'
import { LedgerPage } from './features/ledger/LedgerPage.js'
import { ReviewsPage } from './features/reviews/ReviewsPage.js'

// The pages import their props from here.

const PAGES: Record<PageKey, ComponentType<PageProps>> = {
  dashboard: DashboardPage,
  listings: ListingsPage,
  renterProfile: RenterProfilePage,
  profileDetail: ProfileDetailPage,
  documents: DocumentsPage,
  contracts: ContractsPage,
  contractDetail: ContractDetailPage,
  contractManagement: ContractManagementPage,
  support: SupportPage,
  chat: ChatPage,
  ledger: LedgerPage,
  reviews: ReviewsPage,
}

/** Root component, mounted by lifecycle.tsx (single-spa) and standalone.tsx. */
export function RenterApp() {
  return <MfeRouter app={APP_NAME} pageByPath={PAGE_BY_PATH} pages={PAGES} />
}
