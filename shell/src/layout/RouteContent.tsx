import { lazy, Suspense, useRef, type ReactNode } from 'react'
import { Navigate, useLocation } from '../routing/router.js'
import { appForRoute, type AppRoute } from '@cosign/api'
import { ErrorBoundary, Spinner } from '@cosign/ui'
import { MicroFrontendStatus } from '../mfe/MicroFrontendStatus.js'
import { NotFoundPage } from '../screens/NotFoundPage.js'
import { decideForLocation, type AccessDecision } from '../routing/access.js'
import { useSessionView } from '../routing/session-view.js'

// Shell screens load on demand: marketing pages (most visits) never download them.
const LoginPage = lazy(() => import('../screens/LoginPage.js'))
const SignupPage = lazy(() => import('../screens/SignupPage.js'))
const ForgotPasswordPage = lazy(() => import('../screens/ForgotPasswordPage.js'))
const ResetPasswordPage = lazy(() => import('../screens/ResetPasswordPage.js'))
const VerifyEmailPage = lazy(() => import('../screens/VerifyEmailPage.js'))
const ConfirmPaypalEmailPage = lazy(() => import('../screens/ConfirmPaypalEmailPage.js'))
// Account settings of every role (issue 29): account screens are the shell's.
const SettingsPage = lazy(() => import('../settings/SettingsPage.js'))
const ConfirmEmailChangePage = lazy(() => import('../settings/ConfirmEmailChangePage.js'))

const NotificationSettingsPage = lazy(() => import('../settings/NotificationSettingsPage.js'))
const RoleSelectionPage = lazy(() => import('../screens/RoleSelectionPage.js'))
const CreateProfilePage = lazy(() => import('../screens/CreateProfilePage.js'))
// Checkout (payment center, PayPal's return to /success and /cancel): every signed-in role pays, so the shell
// serves it rather than one role's micro-frontend (issue 16).
const PaymentPage = lazy(() => import('../checkout/PaymentPage.js'))
const PaymentSuccessPage = lazy(() => import('../checkout/PaymentSuccessPage.js'))
const PaymentCancelPage = lazy(() => import('../checkout/PaymentCancelPage.js'))

/** Each shell route's screen; `label` is the route table's (the page heading). */
const SHELL_SCREENS: Record<string, (label: string) => ReactNode> = {
  '/login': () => <LoginPage />,
  '/signup': () => <SignupPage />,
  '/forgot-password': () => <ForgotPasswordPage />,
  '/reset-password': () => <ResetPasswordPage />,
  '/verify-email': () => <VerifyEmailPage />,
  '/confirm-paypal-email': () => <ConfirmPaypalEmailPage />,
  '/settings': (label) => <SettingsPage label={label} />,
  '/confirm-email-change': () => <ConfirmEmailChangePage />,

  '/settings/notifications': (label) => <NotificationSettingsPage label={label} />,
  '/user-type-selection': () => <RoleSelectionPage />,
  '/profile': () => <RoleSelectionPage />,
  '/profile/select-role': () => <RoleSelectionPage />,
  '/create-profile': () => <CreateProfilePage />,
  '/payment': (label) => <PaymentPage label={label} />,
  '/payments': (label) => <PaymentPage label={label} />,
  '/success': (label) => <PaymentSuccessPage label={label} />,
  '/cancel': (label) => <PaymentCancelPage label={label} />,
}

const pageSpinner = <Spinner size="page" label="Loading…" />

function ShellScreen({ route }: { route: AppRoute }) {
  const screen = SHELL_SCREENS[route.path]
  if (!screen) return <NotFoundPage />
  return (
    // A fresh boundary per route, so an error on one screen does not stick to the next.
    <ErrorBoundary key={route.path}>
      <Suspense fallback={pageSpinner}>{screen(route.label)}</Suspense>
    </ErrorBoundary>
  )
}

/**
 * Login and sign-up send away users who are *already* signed in when they arrive; a login made on the page
 * itself must not redirect (the page waits 1 s and honours ?returnTo=). So the decision is taken once per visit.
 */
function GuestGate({ route, decision }: { route: AppRoute; decision: AccessDecision }) {
  const location = useLocation()
  const arrival = useRef<{ key: string; redirectTo: string | null } | null>(null)
  if (decision.kind === 'wait') return pageSpinner
  if (arrival.current?.key !== location.key)
    arrival.current = { key: location.key, redirectTo: decision.kind === 'redirect' ? decision.to : null }
  if (arrival.current.redirectTo) return <Navigate to={arrival.current.redirectTo} replace />
  return <ShellScreen route={route} />
}

/** What the shell shows in <main> for the current URL; micro-frontends render next to it, in #mfe-outlet. */
export function RouteContent() {
  const location = useLocation()
  const session = useSessionView()
  const match = decideForLocation(location.pathname, location.search, session)
  if (!match) return <NotFoundPage />

  const { route, decision } = match
  if (route.access === 'guest') return <GuestGate route={route} decision={decision} />
  if (decision.kind === 'wait') return <Spinner size="page" label="Loading your session…" />
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />
  if (route.app === 'shell') return <ShellScreen route={route} />
  return <MicroFrontendStatus app={appForRoute(route, session.role)} />
}
