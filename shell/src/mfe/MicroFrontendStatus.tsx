import { LOAD_ERROR, MOUNTED, SKIP_BECAUSE_BROKEN } from 'single-spa'
import { Spinner } from '@cosign/ui'
import { useAppStatus } from './use-app-status.js'
import { retryMicroFrontend, UnavailablePanel } from './unavailable.js'

/**
 * The shell's part of a micro-frontend page: a spinner until the app has mounted, and the unavailable panel if
 * single-spa marked it broken (a lifecycle threw). A remote that cannot be fetched mounts its own panel instead.
 */
export function MicroFrontendStatus({ app }: { app: string }) {
  const status = useAppStatus(app)
  if (status === MOUNTED) return null
  if (status === SKIP_BECAUSE_BROKEN)
    // single-spa never re-runs a broken app's lifecycles; a fresh page load is the retry.
    return <UnavailablePanel app={app} onRetry={async () => window.location.reload()} />
  if (status === LOAD_ERROR) return <UnavailablePanel app={app} onRetry={() => retryMicroFrontend(app)} />
  return (
    <div className="shell-mfe-loading">
      <Spinner size="page" label="Loading…" />
    </div>
  )
}
