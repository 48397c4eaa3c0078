import { Suspense, useEffect, type ComponentType } from 'react'
import { BrowserRouter, Route, Routes, useLocation, useParams } from 'react-router-dom'
import { appForRoute, matchRoute, type FrontendApp, type Role } from '@cosign/api'
// Through the package root: this module is the subpath `@cosign/ui/mfe-router`, bundled by each micro-frontend
// with its own react-router-dom, while the session and the components stay the shared singleton's.
import { ErrorBoundary, Spinner, useSession } from '@cosign/ui'
import { routesWithPages, type PageTable } from './route-table.js'

/** What a micro-frontend's page is given. */
export interface PageProps {
  /** The route table's label of the page (its heading). */
  label: string
}

/** Starts the reads a page shows first, from the route's parameters (`/contracts/:id` -> { id }). */
export type PagePrefetch = (params: Readonly<Record<string, string | undefined>>) => void

/**
 * A lazily loaded page (lazyPage); with `prefetch`, the router starts the page's first reads while its chunk
 * downloads instead of after it has run (the server data store hands the read to the page when it shows it).
 */
export type LazyPageComponent = ComponentType<PageProps> & { prefetch?: PagePrefetch }

export interface MfeRouterProps {
  app: FrontendApp
  /** The page of each route the route table gives the app (path -> page, lazyPage for code loaded on use). */
  pageByPath: PageTable<ComponentType<PageProps>>
  /** The viewer's role, for routes served by another app per role (appByRole); default: the session's. */
  role?: Role | null
}

/**
 * Renders a page only while the URL belongs to this app: during a switch to another app this router may see
 * the new URL a moment before single-spa unmounts it (e.g. /profile/cosigner would match /profile/:id here).
 */
function OwnedPage({
  app,
  page: Page,
  label,
  role,
}: {
  app: FrontendApp
  page: ComponentType<PageProps>
  label: string
  role: Role | null
}) {
  const { pathname } = useLocation()
  const params = useParams()
  const route = matchRoute(pathname)
  if (!route || appForRoute(route, role) !== app) return null
  // A page's first reads start with its chunk's download, not after it (lazyPage's prefetch). Called while
  // rendering, before the page suspends on its chunk (an effect would wait for the fallback's commit, which the
  // app's first render, a transition, may hold back). Idempotent: the store reads a key ahead only once.
  ;(Page as LazyPageComponent).prefetch?.(params)
  // A page may be lazy (lazyPage): its chunk loads on first use.
  return (
    <Suspense fallback={<Spinner size="page" label="Loading…" />}>
      <Page label={label} />
    </Suspense>
  )
}

/** The app's routes under whatever router holds them (MfeRouter's own; a MemoryRouter in tests). */
export function MfeRoutes({ app, pageByPath, role }: MfeRouterProps) {
  const { pathname } = useLocation()
  const sessionRole = useSession().user?.role ?? null
  const viewerRole = role === undefined ? sessionRole : role
  return (
    // A new page gets a fresh boundary, so an error on one page does not stick to the next.
    <ErrorBoundary key={pathname}>
      <Routes>
        {routesWithPages(app, pageByPath).map(({ path, page, label }) => (
          <Route key={path} path={path} element={<OwnedPage app={app} page={page} label={label} role={viewerRole} />} />
        ))}
        <Route path="*" element={null} />
      </Routes>
    </ErrorBoundary>
  )
}

/**
 * A micro-frontend's root: its own router, which follows every URL change (single-spa turns pushState into
 * popstate), showing the page of each route the route table gives the app.
 */
export function MfeRouter(props: MfeRouterProps) {
  return (
    <BrowserRouter>
      <CatchUpWithUrl />
      <MfeRoutes {...props} />
    </BrowserRouter>
  )
}

/**
 * BrowserRouter reads the URL when it renders and listens for changes only from its layout effect: a navigation
 * in between (a link clicked while the app mounts) was missed, and the app kept showing the previous page under
 * the new URL. Once mounted (a passive effect runs after every layout effect, so the router listens by then),
 * a URL that moved meanwhile is replayed as the popstate the router missed.
 */
function CatchUpWithUrl() {
  const rendered = useLocation()
  useEffect(() => {
    const { pathname, search, hash } = window.location
    if (pathname !== rendered.pathname || search !== rendered.search || hash !== rendered.hash)
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }))
    // Mount only: after it, the router hears every change itself.
  }, [])
  return null
}
