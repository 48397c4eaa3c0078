import { APP_ROUTES, type AppRoute } from '@cosign/contracts'

export const APP_NAME = 'mfe_cosigner'

/** Page of each route the route table gives this app (path -> page key). */
export const PAGE_BY_PATH = {
  '/profile/cosigner': 'cosignerProfile',
  '/contracts/new': 'createContract',
  '/renter-requests': 'renterRequests',
} as const

export type PageKey = (typeof PAGE_BY_PATH)[keyof typeof PAGE_BY_PATH]

export function appRoutes(): AppRoute[] {
  return APP_ROUTES.filter((route) => route.app === APP_NAME)
}

/** This app's routes with their page; a route the table adds without a page here is skipped (and fails the test). */
export function routesWithPages(): Array<AppRoute & { page: PageKey }> {
  return appRoutes().flatMap((route) => {
    const page = (PAGE_BY_PATH as Record<string, PageKey | undefined>)[route.path]
    return page ? [{ ...route, page }] : []
  })
}
