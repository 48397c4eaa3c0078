// Stands in for @cosign/ui when pages are rendered at build time (and in unit tests): no browser session
// exists there, so every page renders as for a signed-out visitor, which is what crawlers are.
import type { SessionState } from '@cosign/ui'

const SIGNED_OUT: SessionState = { status: 'signed-out', user: null, reason: 'initial' }

export const session = {
  subscribe: (_onChange: () => void) => () => undefined,
  getSnapshot: (): SessionState => SIGNED_OUT,
}
