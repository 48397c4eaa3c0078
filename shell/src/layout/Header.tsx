import { Suspense, useState } from 'react'
import { Link, NavLink } from '../routing/router.js'
import { Button, buttonClass, useSession } from '@cosign/ui'
import { useAccountShaped } from './account-shape.js'
import { AdminLoginDialog, preloadAdminLoginDialog } from '../auth/admin-dialog-state.js'
import { useLogout } from '../auth/use-logout.js'
import { BRAND_NAME } from '../brand.js'
import { NotificationBell } from '../notifications/lazy-bell.js'
import { HEADER_LINKS } from './navigation.js'

/**
 * The site header (banner landmark): brand and the page-title label (spec "page-title bar": the route table's
 * label, not a heading: pages own their <h1>), then for visitors the marketing links, Login, Sign Up and last the
 * quiet Admin button (the admins' way in, not the first thing a visitor reads); signed in, the bell and Logout.
 * A signed-in account's pages are listed once, in the app navigation under it (TabBar), so the header repeats
 * none of them (Dashboard is its first item, Browse is Listings there).
 */
export function Header({ label }: { label: string }) {
  const { status, user } = useSession()
  const logout = useLogout()
  const [adminOpen, setAdminOpen] = useState(false)
  const signedIn = status === 'signed-in' && user !== null
  const accountShaped = useAccountShaped()

  return (
    <header
      className={`shell-header${accountShaped ? ' shell-header--account' : ''}${signedIn ? ' shell-header--signed-in' : ''}`}
    >
      <div className="shell-header__inner">
        <div className="shell-header__start">
          <Link to="/" className="shell-brand">
            <span className="shell-brand__mark" aria-hidden="true">
              C
            </span>
            <span className="shell-brand__name">{BRAND_NAME}</span>
          </Link>
          <p className="shell-header__page" data-testid="page-title">
            {label}
          </p>
        </div>
        {!accountShaped ? (
          <div className="shell-header__middle">
            <nav className="shell-header__nav" aria-label="Main">
              {HEADER_LINKS.map((link) => (
                <NavLink key={link.to} to={link.to} className="shell-header__link">
                  {link.label}
                </NavLink>
              ))}
            </nav>
          </div>
        ) : null}
        <div className="shell-header__actions">
          {signedIn ? (
            <>
              {/* Keyed by user: another account gets its own list and socket. The slot holds the bell's place. */}
              <Suspense fallback={<span className="shell-bell-slot" aria-hidden="true" />}>
                <NotificationBell key={user.id} />
              </Suspense>
              <Button variant="primary" size="sm" onClick={() => void logout()}>
                Logout
              </Button>
            </>
          ) : accountShaped ? (
            // The bell's and Logout's places, unseen, until the session answers.
            <span className="shell-header__visitor is-pending" aria-hidden="true">
              <span className="shell-bell-slot" />
              <span className={buttonClass('primary', 'sm')}>Logout</span>
            </span>
          ) : (
            // While the session loads, the visitor buttons hold their place unseen, so nothing moves when they appear.
            <span
              className={
                status === 'signed-out' ? 'shell-header__visitor' : 'shell-header__visitor is-pending'
              }
              aria-hidden={status !== 'signed-out' || undefined}
            >
              <Link
                to="/login"
                className={buttonClass('secondary', 'sm')}
                tabIndex={status === 'signed-out' ? undefined : -1}
              >
                Login
              </Link>
              <Link
                to="/signup"
                className={buttonClass('primary', 'sm')}
                tabIndex={status === 'signed-out' ? undefined : -1}
              >
                Sign Up
              </Link>
              <Button
                variant="ghost"
                size="sm"
                className="shell-header__admin"
                onClick={() => setAdminOpen(true)}
                onPointerEnter={preloadAdminLoginDialog}
                onFocus={preloadAdminLoginDialog}
                aria-haspopup="dialog"
                tabIndex={status === 'signed-out' ? undefined : -1}
              >
                Admin
              </Button>
            </span>
          )}
        </div>
      </div>
      {adminOpen ? (
        <Suspense fallback={null}>
          <AdminLoginDialog open={adminOpen} onClose={() => setAdminOpen(false)} />
        </Suspense>
      ) : null}
    </header>
  )
}
