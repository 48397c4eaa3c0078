import { APP_ROUTES, appsOfRoute, type AppRoute, type FrontendApp } from '@cosign/api'

/** A micro-frontend's page of each route the route table gives it (path -> page). */
export type PageTable<P> = Readonly<Record<string, P>>

/**
 * The app's routes with their page (its own, and those it serves to some roles through appByRole); a route the
 * table adds without a page is skipped (the app's route-table test fails).
 */
export function routesWithPages<P>(app: FrontendApp, pageByPath: PageTable<P>): Array<AppRoute & { page: P }> {
  return APP_ROUTES.filter((route) => appsOfRoute(route).includes(app)).flatMap((route) => {
    const page = Object.hasOwn(pageByPath, route.path) ? pageByPath[route.path] : undefined
    return page ? [{ ...route, page }] : []
  })
}
