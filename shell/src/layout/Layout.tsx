import { Suspense, useEffect, useRef } from 'react'
import { useLocation } from '../routing/router.js'
import { matchRoute, MESSAGES, NOT_FOUND_LABEL } from '@cosign/api'
import { toast, Toaster, useSession } from '@cosign/ui'
import { documentTitle } from '../brand.js'
import { OUTLET_ID } from '../mfe/containers.js'
import { RouteContent } from './RouteContent.js'
import { Footer } from './Footer.js'
import { Header } from './Header.js'
import { scrollToHashTarget } from './scroll-to-hash.js'
import { TabBar } from './lazy-tab-bar.js'
import { appNavItems } from './navigation.js'
import { useAccountShaped } from './account-shape.js'
import { VerifyEmailBanner } from '../auth/VerifyEmailBanner.js'
import { LegalAcceptanceNotice } from '../legal/LegalAcceptanceNotice.js'

function focusMain() {
  document.getElementById('main-content')?.focus()
}

/**
 * The shell's page: header (with the page-title label), the signed-in account's one navigation, <main> (shell
 * screens, then the micro-frontend outlet), footer (with the theme setting) and the toast region. The outlet <div> is always the last child of <main> and has no React children,
 * so React never touches what single-spa mounts inside it.
 */
export function Layout() {
  const location = useLocation()
  const { status, user, reason } = useSession()
  const route = matchRoute(location.pathname)
  const label = route?.label ?? NOT_FOUND_LABEL
  const signedIn = status === 'signed-in' && user !== null
  const role = signedIn ? user.role : null
  const tabs = appNavItems(role)
  // While a returning account's session loads, the navigation's empty strip already holds its place.
  const tabsPending = useAccountShaped() && !signedIn
  // New Terms or Privacy Policy: the notice replaces every page until the user accepts (issue 30).
  const mustAccept = signedIn && user.legalAcceptanceNeeded

  useEffect(() => {
    // Marketing pages set their own SEO titles; the shell titles every other page from the route table.
    if (route?.app !== 'mfe_marketing') document.title = documentTitle(label)
  }, [route, label])

  // A session that ends by itself (refresh refused) says so; the guards then send the user to log in again.
  const previousStatus = useRef(status)
  useEffect(() => {
    if (previousStatus.current === 'signed-in' && status === 'signed-out' && reason === 'expired')
      toast({ title: MESSAGES.sessionExpired, variant: 'error' })
    previousStatus.current = status
  }, [status, reason])

  useEffect(() => {
    // A new page starts at the top; a link to an anchor lands on it once the page has rendered it.
    if (!location.hash) {
      window.scrollTo(0, 0)
      return undefined
    }
    return scrollToHashTarget(location.hash)
  }, [location.pathname, location.hash])

  return (
    <div className={`shell${tabs.length > 0 || tabsPending ? ' shell--with-tabs' : ''}`}>
      <a
        className="shell-skip-link"
        href="#main-content"
        onClick={(event) => {
          event.preventDefault()
          focusMain()
        }}
      >
        Skip to main content
      </a>
      <Header label={label} />
      {tabs.length > 0 ? (
        // The empty strip holds the tab bar's place while its chunk loads, so nothing moves when it appears.
        <Suspense fallback={<TabBarPlace />}>
          <TabBar items={tabs} />
        </Suspense>
      ) : tabsPending ? (
        <TabBarPlace />
      ) : null}
      <main id="main-content" className="shell-main" tabIndex={-1}>
        {/* First in <main>: the skip link lands on it, and it scrolls with the page rather than adding a bar. */}
        {signedIn && !user.emailVerified && location.pathname !== '/verify-email' ? <VerifyEmailBanner /> : null}
        {mustAccept ? <LegalAcceptanceNotice /> : <RouteContent />}
        <div id={OUTLET_ID} className="mfe-outlet" hidden={mustAccept} />
      </main>
      <Footer />
      <Toaster />
    </div>
  )
}

/** The app navigation's empty strip, holding its place. */
function TabBarPlace() {
  return (
    <div className="shell-tabbar" aria-hidden="true">
      <div className="shell-tabbar__list" />
    </div>
  )
}
