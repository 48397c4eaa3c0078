import { session, useSession, type SessionState } from '@cosign/ui'
import { useMemo } from 'react'
import type { SessionView } from './access.js'

export function toSessionView(state: SessionState): SessionView {
  return { status: state.status, role: state.user?.role ?? null }
}

export function currentSessionView(): SessionView {
  return toSessionView(session.getSnapshot())
}

export function useSessionView(): SessionView {
  const state = useSession()
  return useMemo(() => toSessionView(state), [state])
}
