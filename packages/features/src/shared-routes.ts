// The screens every signed-in role uses, as each role's app mounts them (path -> page). The route table
// (@cosign/api routes.ts) gives these paths to the viewer's own app; each app's route-table.ts spreads this in.
// Each loaded when it first opens (issue 28: a first load fetches only its own screen's code). Only React here
// (@cosign/ui/lazy-page): the apps' route-table tests import it under Node.
import { lazyPage } from '@cosign/ui/lazy-page'

export const SHARED_PAGE_BY_PATH = {
  '/contracts/:id': lazyPage(() => import('./contract/index.js').then((m) => m.ContractDetailPage)),
  '/contract-management': lazyPage(() => import('./contract/index.js').then((m) => m.ContractManagementPage)),
  '/documents': lazyPage(() => import('./documents/index.js').then((m) => m.DocumentsPage)),
  '/support': lazyPage(() => import('./support/index.js').then((m) => m.SupportPage)),
  '/chat': lazyPage(() => import('./chat/index.js').then((m) => m.ChatPage)),
  '/ledger': lazyPage(() => import('./ledger/index.js').then((m) => m.LedgerPage)),
}
