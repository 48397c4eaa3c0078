import { ALL_CITIES } from '../domain/cities.js'
import { childElements, parseXml, textOf } from '../test-utils/xml.js'
import { buildRobotsTxt, buildSitemapXml } from './sitemap.js'

const ORIGIN = 'https://cosign.example'

function locs(xml: string): string[] {
  const root = parseXml(xml)
  expect(root.name).toBe('urlset')
  expect(root.attributes.xmlns).toBe('http://www.sitemaps.org/schemas/sitemap/0.9')
  return childElements(root, 'url').map((url) => {
    const loc = childElements(url, 'loc')
    expect(loc).toHaveLength(1)
    return textOf(loc[0])
  })
}

describe('XML sitemap', () => {
  it('is well-formed XML with an XML declaration', () => {
    const xml = buildSitemapXml(ORIGIN)
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true)
    expect(() => parseXml(xml)).not.toThrow()
  })

  it('lists /, /renter, /cosigner, /signup, /login, /terms, /privacy and every city page once, as absolute URLs', () => {
    const urls = locs(buildSitemapXml(ORIGIN))
    for (const path of ['/', '/renter', '/cosigner', '/signup', '/login', '/terms', '/privacy'])
      expect(urls).toContain(ORIGIN + path)
    for (const city of ALL_CITIES) {
      expect(urls.filter((u) => u === `${ORIGIN}/city/${city.slug}`)).toHaveLength(1)
    }
    expect(urls).toHaveLength(7 + ALL_CITIES.length)
    expect(new Set(urls).size).toBe(urls.length)
    expect(urls.every((u) => u.startsWith(`${ORIGIN}/`))).toBe(true)
  })

  it('escapes the origin so the XML stays valid', () => {
    const urls = locs(buildSitemapXml('https://a.example/x?y=1&z=2'))
    expect(urls[0]).toBe('https://a.example/x?y=1&z=2/')
  })

  it('the strict parser used here rejects malformed XML', () => {
    expect(() => parseXml('<urlset><url></urlset>')).toThrow()
    expect(() => parseXml('<urlset><loc>a & b</loc></urlset>')).toThrow()
    expect(() => parseXml('<a></a><b></b>')).toThrow()
    expect(() => parseXml('<a x=1></a>')).toThrow()
  })
})

describe('robots.txt', () => {
  it('allows crawling and points at the XML sitemap', () => {
    const robots = buildRobotsTxt(ORIGIN)
    expect(robots).toMatch(/^User-agent: \*$/m)
    expect(robots).toMatch(/^Allow: \/$/m)
    expect(robots).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`)
  })
})
