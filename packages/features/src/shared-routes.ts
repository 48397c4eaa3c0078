// The screens every signed-in role uses, as each role's app mounts them (path -> page key). The route table
// (@cosign/api routes.ts) gives these paths to the viewer's own app; each app's route-table.ts spreads this in.
// No React and no @cosign/ui here: the apps' route-table tests import it under Node.
export const SHARED_PAGE_BY_PATH = {
  '/contracts/:id': 'contractDetail',
  '/contract-management': 'contractManagement',
  '/documents': 'documents',
  '/support': 'support',
  '/chat': 'chat',
  '/ledger': 'ledger',
} as const

export type SharedPageKey = (typeof SHARED_PAGE_BY_PATH)[keyof typeof SHARED_PAGE_BY_PATH]
