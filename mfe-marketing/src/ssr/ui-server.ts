// Stands in for @cosign/ui when pages are rendered at build time (and in unit tests): no browser session
// exists there, so every page renders as for a signed-out visitor, which is what crawlers are.
import type { SessionState } from '@cosign/ui'

export { formatUsd, formatWholeUsd } from '@cosign/api'
// The verify page's dates: contract-format's formatLeaseDate is the UI's formatDate under another name.
export { formatLeaseDate as formatDate } from '@cosign/ui/contract-format'

const SIGNED_OUT: SessionState = { status: 'signed-out', user: null, reason: 'initial' }

export const session = {
  subscribe: (_onChange: () => void) => () => undefined,
  getSnapshot: (): SessionState => SIGNED_OUT,
}

/** Server data is read in the browser only: at build time every read is still loading. */
export function useServerData() {
  const reload = async () => undefined
  return {
    status: 'loading',
    data: undefined,
    error: undefined,
    message: '',
    refreshing: false,
    fresh: false,
    reload,
    setData: () => undefined,
  }
}

/** No request is made at build time (every read above is still loading); the page's checks run in the browser. */
export const agreementSharesApi = new Proxy({} as Record<string, () => never>, {
  get: () => () => {
    throw new Error('agreementSharesApi is not available when pages are rendered at build time')
  },
})
