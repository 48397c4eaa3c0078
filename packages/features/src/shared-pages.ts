// The pages of SHARED_PAGE_BY_PATH (shared-routes.ts), which each role's app adds to its own.
import type { ComponentType } from 'react'
import type { PageProps } from '@cosign/ui'
import { ChatPage } from './chat/index.js'
import { ContractDetailPage, ContractManagementPage } from './contract/index.js'
import { DocumentsPage } from './documents/index.js'
import { LedgerPage } from './ledger/index.js'
import type { SharedPageKey } from './shared-routes.js'
import { SupportPage } from './support/index.js'

export const SHARED_PAGES: Record<SharedPageKey, ComponentType<PageProps>> = {
  contractDetail: ContractDetailPage,
  contractManagement: ContractManagementPage,
  documents: DocumentsPage,
  support: SupportPage,
  chat: ChatPage,
  ledger: LedgerPage,
}
