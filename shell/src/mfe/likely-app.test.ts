import type { LifeCycles } from 'single-spa'
import type { RemoteName } from '../config/runtime-config.js'
import { loadingOnce, loadLikelyApp } from './likely-app.js'

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

test("on a route the apps share by role, the hinted role's app starts loading before the session is known", () => {
  for (const [role, app] of [
    ['RENTER', 'mfe_renter'],
    ['COSIGNER', 'mfe_cosigner'],
    ['ADMIN', 'mfe_admin'],
  ] as const) {
    const { loaded, loadApp } = loader()
    loadLikelyApp(loadApp, CONTRACT, role)
    expect(loaded).toEqual([app])
  }
})

test('no guess without a hint, or on a route of one app', () => {
  const { loaded, loadApp } = loader()
  loadLikelyApp(loadApp, CONTRACT, null)
  loadLikelyApp(loadApp, '/dashboard', 'RENTER')
  loadLikelyApp(loadApp, '/no-such-page', 'RENTER')
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
