import type { LifeCycles } from 'single-spa'
import type { RemoteName } from '../config/runtime-config.js'
import { loadingOnce, loadLikelyApp, ROLE_HINT_KEY } from './likely-app.js'

// Node has no localStorage: a Map stands in for the browser's.
const stored = new Map<string, string>()
Object.assign(globalThis, {
  localStorage: {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => void stored.set(key, value),
    removeItem: (key: string) => void stored.delete(key),
  },
})

const lifecycles = { bootstrap: async () => {}, mount: async () => {}, unmount: async () => {} } as LifeCycles
function loader() {
  const loaded: RemoteName[] = []
  const loadApp = async (name: RemoteName) => {
    loaded.push(name)
    return lifecycles
  }
  return { loaded, loadApp }
}
const CONTRACT = '/contracts/9bbfdada-d571-4c99-8567-e74b35c5bda3'

beforeEach(() => stored.clear())

// The session is still loading in these tests: nothing started its refresh.
test("on a route the apps share by role, the hinted role's app starts loading before the session is known", () => {
  for (const [role, app] of [
    ['RENTER', 'mfe_renter'],
    ['COSIGNER', 'mfe_cosigner'],
    ['ADMIN', 'mfe_admin'],
  ]) {
    stored.set(ROLE_HINT_KEY, role)
    const { loaded, loadApp } = loader()
    loadLikelyApp(loadApp, CONTRACT)
    expect(loaded).toEqual([app])
  }
})

test('no guess without a hint, with a hint that is no role, or on a route of one app', () => {
  const { loaded, loadApp } = loader()
  loadLikelyApp(loadApp, CONTRACT)
  stored.set(ROLE_HINT_KEY, 'ROOT')
  loadLikelyApp(loadApp, CONTRACT)
  stored.set(ROLE_HINT_KEY, 'RENTER')
  loadLikelyApp(loadApp, '/dashboard')
  loadLikelyApp(loadApp, '/no-such-page')
  expect(loaded).toEqual([])
})

test('each app loads once: the early load and single-spa share it', async () => {
  const { loaded, loadApp } = loader()
  const load = loadingOnce(loadApp)
  const [first, second] = await Promise.all([load('mfe_renter'), load('mfe_renter')])
  await load('mfe_admin')
  expect(first).toBe(second)
  expect(loaded).toEqual(['mfe_renter', 'mfe_admin'])
})
