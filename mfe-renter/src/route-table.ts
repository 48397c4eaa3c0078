export const APP_NAME = 'mfe_renter'

/** Page of each route the route table gives this app (path -> page key); route-table.test.ts keeps it complete. */
export const PAGE_BY_PATH = {
  '/profile/renter': 'renterProfile',
  '/profile/:id': 'profileDetail',
  '/listings': 'listings',
  '/dashboard': 'dashboard',
  '/documents': 'documents',
  '/contracts': 'contracts',
  '/contracts/:id': 'contractDetail',
  '/contract-management': 'contractManagement',
  '/support': 'support',
  '/chat': 'chat',
  '/ledger': 'ledger',
  '/reviews': 'reviews',
} as const

export type PageKey = (typeof PAGE_BY_PATH)[keyof typeof PAGE_BY_PATH]
