import { APP_ROUTES, appsOfRoute, type FrontendApp } from '@cosign/api'
// Through the package root: this module is a subpath of @cosign/ui, bundled by the apps that use it, while what
// it builds on stays the front ends' shared singleton's.
import { displayName, useSession } from '@cosign/ui'

/** Development strip of the standalone page: session state and links to this app's routes. */
export function StandaloneBar({ app, gateway }: { app: string; gateway: string }) {
  const { status, user } = useSession()
  const routes = APP_ROUTES.filter((route) => appsOfRoute(route).includes(app as FrontendApp) && !route.path.includes(':'))
  return (
    <header className="ui-card" style={{ borderRadius: 0, padding: 'var(--ui-space-2) var(--ui-space-4)' }}>
      <div className="ui-row" style={{ justifyContent: 'space-between' }}>
        <strong>{app} (standalone)</strong>
        <span>
          {status === 'signed-in'
            ? `Signed in as ${displayName(user)} (${user?.role})`
            : status === 'loading'
              ? 'Loading session…'
              : 'Signed out'}
          {status === 'signed-out' ? (
            <>
              {' '}
              <a href={`${gateway}/login`}>Log in on the gateway</a>
            </>
          ) : null}
        </span>
      </div>
      <nav aria-label="Routes of this app" className="ui-row" style={{ marginTop: 'var(--ui-space-1)' }}>
        {routes.map((route) => (
          <a key={route.path} href={route.path}>
            {route.path}
          </a>
        ))}
      </nav>
    </header>
  )
}
