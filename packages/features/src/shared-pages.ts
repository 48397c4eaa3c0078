// The pages of SHARED_PAGE_BY_PATH (shared-routes.ts), which each role's app adds to its own.
import type { ComponentType } from 'react'
import { lazyPage, type PageProps } from '@cosign/ui'
import type { SharedPageKey } from './shared-routes.js'

// Each loaded when it first opens (issue 28: a first load fetches only its own screen's code).

export const SHARED_PAGES: Record<SharedPageKey, ComponentType<PageProps>> = {
  contractDetail: lazyPage(() => import('./contract/index.js').then((m) => m.ContractDetailPage)),
  contractManagement: lazyPage(() => import('./contract/index.js').then((m) => m.ContractManagementPage)),
  documents: lazyPage(() => import('./documents/index.js').then((m) => m.DocumentsPage)),
  support: lazyPage(() => import('./support/index.js').then((m) => m.SupportPage)),
  chat: lazyPage(() => import('./chat/index.js').then((m) => m.ChatPage)),
  ledger: lazyPage(() => import('./ledger/index.js').then((m) => m.LedgerPage)),
}
