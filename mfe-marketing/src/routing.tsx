// The marketing app's routing: the current path from the History API, and the page for it.
//
// Why not react-router-dom: Module Federation cannot tree-shake a shared module, and the whole react-router-dom
// (~62 KB gzipped) would be loaded on every marketing page just for these few fixed routes; the shell, which
// leaves it out for the same reason, does not load it. Paths come from window.location and change on popstate,
// which single-spa fires for every pushState (and navigateInApp fires when running standalone).
import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react'

/** The path being rendered at build time; absent in the browser, which reads window.location. */
export const StaticPathContext = createContext<string | null>(null)

function subscribe(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange)
  return () => window.removeEventListener('popstate', onChange)
}

const browserPath = () => window.location.pathname

/** The current pathname; re-renders on every navigation. */
export function usePathname(): string {
  const staticPath = useContext(StaticPathContext)
  // During hydration React asks for the "server" snapshot: in the browser that is the real location too.
  const path = useSyncExternalStore(subscribe, browserPath, () => staticPath ?? browserPath())
  return staticPath ?? path
}

/** "/renter/" and "/renter" are the same page. */
export function normalizePath(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') || '/' : path
}

/** What each route gives: its page (a ReactNode), or anything else looked up the same way (its code's loading). */
export interface RouteTable<T = ReactNode> {
  pages: Record<string, () => T>
  city: (slug: string) => T
  /** The landlord's page of a shared agreement (`/verify/{token}`). */
  verify: (token: string) => T
  notFound: () => T
}

/** The page for a path: a fixed page, a city page (`/city/{slug}`), or the 404 page. */
export function pageFor<T>(path: string, routes: RouteTable<T>): T {
  const normalized = normalizePath(path)
  const page = Object.hasOwn(routes.pages, normalized) ? routes.pages[normalized] : undefined
  if (page) return page()
  const city = /^\/city\/([^/]+)$/.exec(normalized)
  if (city) return routes.city(city[1])
  const verify = /^\/verify\/([^/]+)$/.exec(normalized)
  return verify ? routes.verify(verify[1]) : routes.notFound()
}
