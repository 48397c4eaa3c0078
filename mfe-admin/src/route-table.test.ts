import { APP_ROUTES } from '@cosign/contracts'
import { APP_NAME, PAGE_BY_PATH, routesWithPages } from './route-table.js'

describe('mfe_admin route table', () => {
  it('has a page for every route the shared route table gives this app, and no other', () => {
    const owned = APP_ROUTES.filter((route) => route.app === APP_NAME)
      .map((route) => route.path)
      .sort()
    expect(Object.keys(PAGE_BY_PATH).sort()).toEqual(owned)
    expect(
      routesWithPages()
        .map((route) => route.path)
        .sort(),
    ).toEqual(owned)
  })
})
