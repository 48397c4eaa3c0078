import { renderToString } from 'react-dom/server'
import { StaticPathContext, normalizePath, pageFor, usePathname, type RouteTable } from './routing.js'

const routes: RouteTable = {
  pages: { '/': () => 'home', '/renter': () => 'renter' },
  city: (slug) => `city:${slug}`,
  verify: (token) => `verify:${token}`,
  notFound: () => 'not found',
}

describe('marketing routing', () => {
  it('maps fixed paths, city slugs and everything else to their page', () => {
    expect(pageFor('/', routes)).toBe('home')
    expect(pageFor('/renter', routes)).toBe('renter')
    expect(pageFor('/renter/', routes)).toBe('renter')
    expect(pageFor('/city/san-diego-california', routes)).toBe('city:san-diego-california')
    expect(pageFor('/verify/abc_DEF-123', routes)).toBe('verify:abc_DEF-123')
    expect(pageFor('/verify/a/b', routes)).toBe(routes.notFound())
    expect(pageFor('/city/', routes)).toBe('not found')
    expect(pageFor('/city/a/b', routes)).toBe('not found')
    expect(pageFor('/renterx', routes)).toBe('not found')
    expect(pageFor('/toString', routes)).toBe('not found')
    expect(pageFor('/constructor', routes)).toBe('not found')
  })

  it('treats a trailing slash as the same page, but keeps the root', () => {
    expect(normalizePath('/')).toBe('/')
    expect(normalizePath('/sitemap/')).toBe('/sitemap')
    expect(normalizePath('/sitemap')).toBe('/sitemap')
  })

  it('renders the path given at build time', () => {
    function Where() {
      return <p>{usePathname()}</p>
    }
    const html = renderToString(
      <StaticPathContext.Provider value="/cosigner">
        <Where />
      </StaticPathContext.Provider>,
    )
    expect(html).toBe('<p>/cosigner</p>')
  })
})
