import { Suspense, useState, type ReactNode } from 'react'
import { Link, NavLink } from '../routing/router.js'
import { Button, buttonClass, useSession } from '@cosign/ui'
import { AdminLoginDialog, preloadAdminLoginDialog } from '../auth/admin-dialog-state.js'
import { useLogout } from '../auth/use-logout.js'
import { BRAND_NAME } from '../brand.js'
import { NotificationBell } from '../notifications/lazy-bell.js'
import { dashboardPath, HEADER_LINKS } from './navigation.js'

/** The site header (banner landmark); `children` is the page-title bar, kept inside the landmark. */
export function Header({ children }: { children?: ReactNode }) {
  const { status, user } = useSession()
  const logout = useLogout()
  const [adminOpen, setAdminOpen] = useState(false)
  const signedIn = status === 'signed-in' && user !== null
  const isAdmin = signedIn && user.role === 'ADMIN'

  return (
    <header className={`shell-header${signedIn ? ' shell-header--signed-in' : ''}`}>
      <div className="shell-header__inner">
        <Link to="/" className="shell-brand">
          <span className="shell-brand__mark" aria-hidden="true">
            C
          </span>
          <span className="shell-brand__name">{BRAND_NAME}</span>
        </Link>
        <div className="shell-header__middle">
          <nav className="shell-header__nav" aria-label="Main">
            {HEADER_LINKS.map((link) => (
              <NavLink key={link.to} to={link.to} className="shell-header__link">
                {link.label}
              </NavLink>
            ))}
          </nav>
        </div>
        <div className="shell-header__actions">
          {isAdmin ? (
            <Link to="/admin" className={buttonClass('secondary', 'sm')}>
              Dashboard
            </Link>
          ) : (
            <Button
              variant="ghost"
              size="sm"
              onClick={() => setAdminOpen(true)}
              onPointerEnter={preloadAdminLoginDialog}
              onFocus={preloadAdminLoginDialog}
              aria-haspopup="dialog"
            >
              Admin
            </Button>
          )}
          {signedIn ? (
            <>
              {/* Keyed by user: another account gets its own list and socket. The slot holds the bell's place. */}
              <Suspense fallback={<span className="shell-bell-slot" aria-hidden="true" />}>
                <NotificationBell key={user.id} />
              </Suspense>
              {!isAdmin ? (
                <Link to={dashboardPath(user.role)} className={buttonClass('secondary', 'sm')}>
                  Dashboard
                </Link>
              ) : null}
              <Button variant="primary" size="sm" onClick={() => void logout()}>
                Logout
              </Button>
            </>
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
            </span>
          )}
        </div>
      </div>
      {children}
      {adminOpen ? (
        <Suspense fallback={null}>
          <AdminLoginDialog open={adminOpen} onClose={() => setAdminOpen(false)} />
        </Suspense>
      ) : null}
    </header>
  )
}
