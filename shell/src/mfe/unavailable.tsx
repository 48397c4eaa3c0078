import { useState } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { getAppStatus, MOUNTED, triggerAppChange, unloadApplication, type LifeCycles } from 'single-spa'
import { Button } from '@cosign/ui'
import { MESSAGES } from '@cosign/api'
import type { RemoteName } from '../config/runtime-config.js'
import { getAppContainer } from './containers.js'

/** Unloads the app (its failed or fallback lifecycles) so single-spa fetches the remote entry again. */
export async function retryMicroFrontend(name: string): Promise<void> {
  try {
    await unloadApplication(name, { waitForUnmount: false })
  } finally {
    await triggerAppChange()
  }
}

export function UnavailablePanel({ app, onRetry }: { app: string; onRetry: () => Promise<void> }) {
  const [retrying, setRetrying] = useState(false)
  const headingId = `mfe-unavailable-${app}`
  return (
    <section
      className="mfe-unavailable ui-page"
      data-testid="mfe-unavailable"
      data-app={app}
      aria-labelledby={headingId}
    >
      <div className="ui-card mfe-unavailable__card" role="alert">
        <h1 id={headingId} className="ui-card__title">
          This section is unavailable
        </h1>
        <p className="ui-page__description">
          {MESSAGES.serviceUnavailable} The rest of the site still works. Please try again in a moment.
        </p>
        <div className="ui-row" style={{ marginTop: 'var(--ui-space-4)' }}>
          <Button
            loading={retrying}
            loadingText="Retrying..."
            onClick={async () => {
              setRetrying(true)
              try {
                await onRetry()
              } finally {
                setRetrying(false)
              }
            }}
          >
            Retry
          </Button>
        </div>
      </div>
    </section>
  )
}

/** Lifecycles standing in for a remote that could not be loaded: they mount the panel in the app's area. */
export function unavailableLifecycles(name: RemoteName): LifeCycles {
  let root: Root | null = null
  return {
    bootstrap: async () => undefined,
    mount: async () => {
      const container = getAppContainer(name)
      delete container.dataset.prerendered
      root = createRoot(container)
      root.render(<UnavailablePanel app={name} onRetry={() => retryMicroFrontend(name)} />)
    },
    unmount: async () => {
      root?.unmount()
      root = null
    },
  }
}

export const isMounted = (name: string) => getAppStatus(name) === MOUNTED
