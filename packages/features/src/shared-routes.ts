// The screens every signed-in role uses, as each role's app mounts them (path -> page). The route table
// (@cosign/api routes.ts) gives these paths to the viewer's own app; each app's route-table.ts spreads this in.
// Each loaded when it first opens (issue 28: a first load fetches only its own screen's code): the pages stay out
// of this module, which the apps' route-table tests import under Node. `webpackExports` names the one page
// each import uses, so its chunk leaves out the feature index's other exports (a contract's page without the
// payment steps and the cosigners' list; the package is free of side effects but CSS). A contract's page reads its
// contract while its chunk downloads (contract-read-api.ts), a round trip sooner on a phone (docs/perf.md, stop 53).
import { lazyPage } from '@cosign/ui/lazy-page'
import { prefetchContract } from './contract/contract-read-api.js'

export const SHARED_PAGE_BY_PATH = {
  '/contracts/:id': lazyPage(
    () => import(/* webpackExports: ["ContractDetailPage"] */ './contract/index.js').then((m) => m.ContractDetailPage),
    ({ id }) => prefetchContract(id),
  ),
  '/contract-management': lazyPage(() => import(/* webpackExports: ["ContractManagementPage"] */ './contract/index.js').then((m) => m.ContractManagementPage)),
  '/documents': lazyPage(() => import(/* webpackExports: ["DocumentsPage"] */ './documents/index.js').then((m) => m.DocumentsPage)),
  '/support': lazyPage(() => import(/* webpackExports: ["SupportPage"] */ './support/index.js').then((m) => m.SupportPage)),
  '/chat': lazyPage(() => import(/* webpackExports: ["ChatPage"] */ './chat/index.js').then((m) => m.ChatPage)),
  '/ledger': lazyPage(() => import(/* webpackExports: ["LedgerPage"] */ './ledger/index.js').then((m) => m.LedgerPage)),
}
