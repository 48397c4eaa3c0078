// The browser singletons. @cosign/ui is a Module Federation shared singleton, so the shell and every
// micro-frontend talk to the same API client, session, toast queue and theme.
import { ROLES, type Role } from '@cosign/api'
import { createApiClient } from './api/client.js'
import { createSessionStore, type BroadcastLike, type SessionHint } from './session/session-store.js'
import { createThemeController, type ThemeController } from './theme/theme.js'
import { createToastQueue, type ToastInput } from './toast/toast-queue.js'

/** Same-origin default; the shell replaces it with /config.json's apiBase, a standalone app with the gateway URL. */
export const DEFAULT_API_BASE = '/api'

export const api = createApiClient({ baseUrl: DEFAULT_API_BASE })

function sessionChannel(): BroadcastLike | null {
  if (typeof BroadcastChannel === 'undefined') return null
  const channel = new BroadcastChannel('cosign-session')
  // Node's BroadcastChannel (Jest, server-side rendering) would otherwise keep the process alive.
  ;(channel as { unref?: () => void }).unref?.()
  return channel as unknown as BroadcastLike
}

/** localStorage key of the "may have a session" hint (set on sign-in, cleared when the session ends). */
export const SESSION_HINT_KEY = 'cosign.session'
/** localStorage key of the session's role, kept and cleared with the hint above (the shell's likely app). */
export const ROLE_HINT_KEY = 'cosign.role'

function localStorageHint(): SessionHint | null {
  try {
    if (typeof localStorage === 'undefined') return null
    const storage = localStorage
    return {
      mayHaveSession: () => storage.getItem(SESSION_HINT_KEY) === '1',
      remember: (signedIn, role) => {
        if (!signedIn) {
          storage.removeItem(SESSION_HINT_KEY)
          storage.removeItem(ROLE_HINT_KEY)
          return
        }
        storage.setItem(SESSION_HINT_KEY, '1')
        if (role) storage.setItem(ROLE_HINT_KEY, role)
      },
      lastRole: () => {
        const role = storage.getItem(ROLE_HINT_KEY)
        return ROLES.includes(role as Role) ? (role as Role) : null
      },
    }
  } catch {
    return null // storage blocked: always try the refresh
  }
}

export const session = createSessionStore({ api, channel: sessionChannel(), hint: localStorageHint() })
api.setTokenProvider(session)

export const toasts = createToastQueue()
/** Shows a toast (one at a time; later ones wait). */
export function toast(input: ToastInput): number {
  return toasts.toast(input)
}

export interface UiConfig {
  apiBase: string
}
export function configureUi(config: UiConfig): void {
  api.setBaseUrl(config.apiBase)
}

let themeController: ThemeController | null = null
function safeLocalStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage
  } catch {
    return null
  }
}
/** The theme controller, created on first use so importing the package has no DOM side effects. */
export function getTheme(): ThemeController {
  themeController ??= createThemeController({
    storage: safeLocalStorage(),
    matchMedia: typeof window !== 'undefined' && window.matchMedia ? (q) => window.matchMedia(q) : null,
    root: typeof document !== 'undefined' ? document.documentElement : null,
  })
  return themeController
}
