import { routesWithPages } from './route-table.js'

describe('micro-frontend page tables', () => {
  it('gives each route the app owns its page', () => {
    expect(routesWithPages('mfe_admin', { '/admin': 'dashboard', '/paypal-settings': 'paypal' })).toEqual([
      { path: '/admin', app: 'mfe_admin', access: 'admin', label: 'Admin Dashboard', page: 'dashboard' },
      {
        path: '/paypal-settings',
        app: 'mfe_admin',
        access: 'admin',
        label: 'PayPal Settings',
        page: 'paypal',
      },
    ])
  })

  it("skips routes without a page and pages for another app's routes", () => {
    const routes = routesWithPages('mfe_admin', { '/admin': 'dashboard', '/listings': 'listings' })
    expect(routes.map((route) => route.path)).toEqual(['/admin'])
  })

  it('does not take inherited object keys for pages', () => {
    const inherited = Object.create({ '/admin': 'dashboard' }) as Record<string, string>
    expect(routesWithPages('mfe_admin', inherited)).toEqual([])
  })
})
