import { APP_ROUTES, appsOfRoute, type AppRoute, type FrontendApp } from '@cosign/api'

/** A micro-frontend's page of each route the route table gives it (path -> page key). */
export type PageTable<K extends string = string> = Readonly<Record<string, K>>

/**
 * The app's routes with their page (its own, and those it serves to some roles through appByRole); a route the
 * table adds without a page is skipped (the app's route-table test fails).
 */
export function routesWithPages<K extends string>(
  app: FrontendApp,
  pageByPath: PageTable<K>,
): Array<AppRoute & { page: K }> {
  return APP_ROUTES.filter((route) => appsOfRoute(route).includes(app)).flatMap((route) => {
    const page = Object.hasOwn(pageByPath, route.path) ? pageByPath[route.path] : undefined
    return page ? [{ ...route, page }] : []
  })
}
