import { createThemeController, readThemePreference, resolveTheme, THEME_STORAGE_KEY } from './theme.js'

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial))
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    data,
  }
}
function fakeMedia(dark: boolean) {
  const listeners: Array<() => void> = []
  const list = { matches: dark, addEventListener: (_t: 'change', l: () => void) => void listeners.push(l) }
  return {
    matchMedia: () => list,
    setDark(value: boolean) {
      list.matches = value
      listeners.forEach((l) => l())
    },
  }
}
const fakeRoot = () => ({ dataset: {} as DOMStringMap, style: { colorScheme: '' } })

describe('theme', () => {
  it('defaults to system and ignores unknown or unreadable stored values', () => {
    expect(readThemePreference(memoryStorage())).toBe('system')
    expect(readThemePreference(memoryStorage({ theme: 'purple' }))).toBe('system')
    expect(readThemePreference(memoryStorage({ theme: 'dark' }))).toBe('dark')
    const throwing = {
      getItem: () => {
        throw new Error('denied')
      },
      setItem: () => undefined,
    }
    expect(readThemePreference(throwing)).toBe('system')
  })

  it('resolves system from the OS preference', () => {
    expect(resolveTheme('system', true)).toBe('dark')
    expect(resolveTheme('system', false)).toBe('light')
    expect(resolveTheme('light', true)).toBe('light')
  })

  it('applies data-theme on the root, stores the choice under "theme" and follows the OS while on system', () => {
    const storage = memoryStorage()
    const media = fakeMedia(false)
    const root = fakeRoot()
    const theme = createThemeController({ storage, matchMedia: media.matchMedia, root })
    expect(root.dataset.theme).toBe('light')

    media.setDark(true)
    expect(root.dataset.theme).toBe('dark')
    expect(root.style.colorScheme).toBe('dark')

    theme.setPreference('light')
    expect(storage.data.get(THEME_STORAGE_KEY)).toBe('light')
    expect(root.dataset.theme).toBe('light')
    media.setDark(false)
    media.setDark(true)
    expect(root.dataset.theme).toBe('light')
  })
})
