import { useCallback, useSyncExternalStore } from 'react'
import { getTheme, session, toasts } from './instance.js'
import type { SessionState } from './session/session-store.js'
import type { ThemePreference } from './theme/theme.js'
import type { ToastState } from './toast/toast-queue.js'

export function useSession(): SessionState {
  return useSyncExternalStore(session.subscribe, session.getSnapshot, session.getSnapshot)
}

export function useToasts(): ToastState {
  return useSyncExternalStore(toasts.subscribe, toasts.getSnapshot, toasts.getSnapshot)
}

export function useTheme(): [ThemePreference, (preference: ThemePreference) => void] {
  const theme = getTheme()
  const preference = useSyncExternalStore(theme.subscribe, theme.getPreference, theme.getPreference)
  const set = useCallback((next: ThemePreference) => theme.setPreference(next), [theme])
  return [preference, set]
}
