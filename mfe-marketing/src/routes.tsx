import { Suspense, useEffect, useRef } from 'react'
import { DocumentHead } from './components/DocumentHead.js'
import { CityPage } from './pages/CityPage.js'
import { CosignerPage } from './pages/CosignerPage.js'
import { HomePage } from './pages/HomePage.js'
import { LeaseArmorPage } from './pages/LeaseArmorPage.js'
import { LegalPage } from './legal/LegalPage.js'
import { NotFoundPage } from './pages/NotFoundPage.js'
import { RenterPage } from './pages/RenterPage.js'
import { SitemapPage } from './pages/SitemapPage.js'
import { VerifyAgreementPage } from './verify/VerifyAgreementPage.js'
import { pageFor, usePathname, type RouteTable } from './routing.js'

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
      <Suspense fallback={null}>{pageFor(pathname, MARKETING_ROUTES)}</Suspense>
    </div>
  )
}
