export const THEME_PREFERENCES = ['light', 'dark', 'system'] as const
export type ThemePreference = (typeof THEME_PREFERENCES)[number]
export type ResolvedTheme = 'light' | 'dark'

/** localStorage key of the preference (spec: "theme"). */
export const THEME_STORAGE_KEY = 'theme'
export const DEFAULT_THEME: ThemePreference = 'system'
const DARK_QUERY = '(prefers-color-scheme: dark)'

export interface StorageLike {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
}
interface MediaQueryListLike {
  matches: boolean
  addEventListener?(type: 'change', listener: () => void): void
  removeEventListener?(type: 'change', listener: () => void): void
}
export type MatchMedia = (query: string) => MediaQueryListLike

export function isThemePreference(value: unknown): value is ThemePreference {
  return typeof value === 'string' && (THEME_PREFERENCES as readonly string[]).includes(value)
}

/** The stored preference; anything missing, unknown or unreadable (private mode) means 'system'. */
export function readThemePreference(storage: StorageLike | null | undefined): ThemePreference {
  try {
    const stored = storage?.getItem(THEME_STORAGE_KEY)
    return isThemePreference(stored) ? stored : DEFAULT_THEME
  } catch {
    return DEFAULT_THEME
  }
}

export function resolveTheme(preference: ThemePreference, systemPrefersDark: boolean): ResolvedTheme {
  if (preference === 'system') return systemPrefersDark ? 'dark' : 'light'
  return preference
}

export interface ThemeController {
  getPreference(): ThemePreference
  getResolved(): ResolvedTheme
  setPreference(preference: ThemePreference): void
  subscribe(listener: () => void): () => void
}

export interface ThemeControllerOptions {
  storage?: StorageLike | null
  matchMedia?: MatchMedia | null
  /** The element that gets `data-theme` (the <html> element). */
  root?: { dataset: DOMStringMap; style: { colorScheme: string } } | null
}

/**
 * Applies the preference as `data-theme="light|dark"` on <html> (the stylesheet's variables follow it) and keeps
 * following the operating system while the preference is 'system'.
 */
export function createThemeController(options: ThemeControllerOptions = {}): ThemeController {
  const storage = options.storage ?? null
  const media = options.matchMedia ? options.matchMedia(DARK_QUERY) : null
  const root = options.root ?? null
  const listeners = new Set<() => void>()
  let preference = readThemePreference(storage)
  let resolved: ResolvedTheme = 'light'

  function apply() {
    resolved = resolveTheme(preference, media?.matches ?? false)
    if (root) {
      root.dataset.theme = resolved
      root.style.colorScheme = resolved
    }
    for (const listener of [...listeners]) listener()
  }

  media?.addEventListener?.('change', () => {
    if (preference === 'system') apply()
  })
  apply()

  return {
    getPreference: () => preference,
    getResolved: () => resolved,
    setPreference(next) {
      preference = next
      try {
        storage?.setItem(THEME_STORAGE_KEY, next)
      } catch {
        // Storage can be unavailable (private mode, quota): the choice still applies to this page.
      }
      apply()
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
