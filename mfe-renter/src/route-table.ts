import { SHARED_PAGE_BY_PATH } from '@cosign/features/shared-routes'

export const APP_NAME = 'mfe_renter'

/** Page of each route the route table gives this app (path -> page key); route-table.test.ts keeps it complete. */
export const PAGE_BY_PATH = {
  '/profile/renter': 'renterProfile',
  '/profile/:id': 'profileDetail',
  '/listings': 'listings',
  '/dashboard': 'dashboard',
  '/contracts': 'contracts',
  '/reviews': 'reviews',
  // Screens every signed-in role uses, from @cosign/features, mounted here for this app's role.
  ...SHARED_PAGE_BY_PATH,
} as const

export type PageKey = (typeof PAGE_BY_PATH)[keyof typeof PAGE_BY_PATH]
