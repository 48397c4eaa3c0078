import { Suspense, useEffect, useRef } from 'react'
import { preloadableComponent } from '@cosign/ui/lazy-page'
import { DocumentHead } from './components/DocumentHead.js'
import { CosignerPage } from './pages/CosignerPage.js'
import { HomePage } from './pages/HomePage.js'
import { LeaseArmorPage } from './pages/LeaseArmorPage.js'
import { NotFoundPage } from './pages/NotFoundPage.js'
import { RenterPage } from './pages/RenterPage.js'
import { SitemapPage } from './pages/SitemapPage.js'
import { pageFor, usePathname, type RouteTable } from './routing.js'

// Issue 28: the pages few visits open (the legal texts, the landlord's verification, a city's landing page)
// are chunks of their own, so the home page and the role pages do not load their code. A pre-rendered one
// loads its chunk before it is hydrated (lifecycle.tsx) and before the build renders it (ssr/render.tsx).
const LegalPage = preloadableComponent(() => import('./legal/LegalPage.js').then((m) => m.LegalPage))
const VerifyAgreementPage = preloadableComponent(() =>
  import('./verify/VerifyAgreementPage.js').then((m) => m.VerifyAgreementPage),
)
const CityPage = preloadableComponent(() => import('./pages/CityPage.js').then((m) => m.CityPage))

/** The marketing routes: those with app 'mfe_marketing' in APP_ROUTES, and the 404 page for anything else. */
export const MARKETING_ROUTES: RouteTable = {
  pages: {
    '/': () => <HomePage />,
    '/renter': () => <RenterPage />,
    '/cosigner': () => <CosignerPage />,
    '/lease-armor-pricing': () => <LeaseArmorPage />,
    '/sitemap': () => <SitemapPage />,
    '/terms': () => <LegalPage kind="terms" />,
    '/privacy': () => <LegalPage kind="privacy" />,
    '/verify': () => <VerifyAgreementPage token={null} />,
  },
  verify: (token) => <VerifyAgreementPage key={token} token={token} />,
  city: (slug) => <CityPage key={slug} slug={slug} />,
  notFound: () => <NotFoundPage />,
}

const inBundle = () => Promise.resolve()

/** What each route loads before its page can render: its chunk, or nothing for a page in the app's bundle. */
const PAGE_CODE: RouteTable<Promise<void>> = {
  pages: {
    '/terms': LegalPage.preload,
    '/privacy': LegalPage.preload,
    '/verify': VerifyAgreementPage.preload,
  },
  verify: VerifyAgreementPage.preload,
  city: CityPage.preload,
  notFound: inBundle,
}

/** Loads the code of the page for `path` (resolves at once for a page in the app's bundle). */
export function loadPageFor(path: string): Promise<void> {
  return pageFor(path, PAGE_CODE)
}

/** Loads every page's code: a build-time render cannot wait for a chunk. */
export async function loadAllPages(): Promise<void> {
  await Promise.all([LegalPage, VerifyAgreementPage, CityPage].map((page) => page.preload()))
}

/** While a page's chunk loads after a move in the app (a pre-rendered page keeps its markup instead). */
function PageLoading() {
  return (
    <section className="mk-section">
      <p className="mk-lead" role="status">
        Loading…
      </p>
    </section>
  )
}

/**
 * The page for the current path. Rendered in the browser when mounted and at build time for the pre-rendered
 * HTML, so both are the same markup (and the browser hydrates what the server sent).
 */
export function MarketingRoutes() {
  const pathname = usePathname()
  // Marks the live (mounted) app, which the pre-rendered copy never is: browser tests wait for it before
  // they expect in-app navigation.
  const root = useRef<HTMLDivElement>(null)
  useEffect(() => {
    root.current?.setAttribute('data-mounted', 'true')
  }, [])
  return (
    <div className="mk" ref={root}>
      <DocumentHead />
      {/* On a pre-rendered page React hydrates what is inside a Suspense boundary after the first commit, in
          small slices instead of one long task; a click meanwhile hydrates it at once and is replayed. */}
      <Suspense fallback={<PageLoading />}>{pageFor(pathname, MARKETING_ROUTES)}</Suspense>
    </div>
  )
}
