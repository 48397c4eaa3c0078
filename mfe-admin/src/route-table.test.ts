// Only @cosign/api here: importing @cosign/ui opens the session's BroadcastChannel, which keeps Jest running.
import { APP_ROUTES, appsOfRoute } from '@cosign/api'
import { APP_NAME, PAGE_BY_PATH } from './route-table.js'

it('mfe_admin has a page for every route the shared route table gives it, and no other', () => {
  const owned = APP_ROUTES.filter((route) => appsOfRoute(route).includes(APP_NAME)).map((route) => route.path)
  expect(Object.keys(PAGE_BY_PATH).sort()).toEqual(owned.sort())
})
