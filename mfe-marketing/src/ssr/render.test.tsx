import { COSIGNER_EARNINGS_EXAMPLES, cosignerEarnings, LEGAL_DOCUMENTS } from '@cosign/api'
import { ALL_CITIES } from '../domain/cities.js'
import { COSIGNER_FAQ, HOME_FAQ } from '../content/site.js'
import {
  loadAllPages,
  ORIGIN_PLACEHOLDER,
  prerenderNotFound,
  prerenderPages,
  prerenderVerifyPages,
  renderBody,
  type PrerenderedPage,
} from './render.js'

await loadAllPages()
const pages = prerenderPages()
const page = (path: string) => pages.find((p) => p.path === path) as PrerenderedPage
const count = (html: string, pattern: RegExp) => (html.match(pattern) ?? []).length
/** Visible text: tags dropped, React's text separators removed, entities for quotes decoded. */
const text = (html: string) =>
  html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
const hrefs = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1])
const jsonLd = (p: PrerenderedPage) =>
  [...p.headHtml.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) =>
    JSON.parse(m[1]),
  )

describe('pre-rendered marketing pages', () => {
  it('renders the five pages, /sitemap and every city page', () => {
    const paths = pages.map((p) => p.path)
    for (const path of ['/', '/renter', '/cosigner', '/lease-armor-pricing', '/sitemap', '/terms', '/privacy'])
      expect(paths).toContain(path)
    expect(paths.filter((p) => p.startsWith('/city/'))).toHaveLength(ALL_CITIES.length)
  })

  it('renders the Terms of Service and the Privacy Policy with their version and date (issue 30)', () => {
    for (const [path, doc] of [
      ['/terms', LEGAL_DOCUMENTS.terms],
      ['/privacy', LEGAL_DOCUMENTS.privacy],
    ] as const) {
      const body = text(page(path).bodyHtml)
      expect(body).toContain(doc.title)
      expect(body).toContain(`Version ${doc.version}, in effect since ${doc.effectiveDate}`)
    }
    const privacy = text(page('/privacy').bodyHtml)
    for (const words of ['credit report', 'PayPal', 'mail provider', 'pseudonym', 'Export my data', 'Delete my account'])
      expect(privacy).toContain(words)
  })

  it('gives each page exactly one <h1>, a unique title and description, and a canonical link', () => {
    for (const p of pages) {
      expect([p.path, count(p.bodyHtml, /<h1[\s>]/g)]).toEqual([p.path, 1])
      expect(p.headHtml).toContain(`<link rel="canonical" href="${ORIGIN_PLACEHOLDER}${p.path}">`)
      expect(p.headHtml).toContain('<meta property="og:title"')
      expect(p.headHtml).toContain('<meta name="twitter:card" content="summary">')
      expect(p.status).toBe(200)
    }
    expect(new Set(pages.map((p) => p.title)).size).toBe(pages.length)
    expect(new Set(pages.map((p) => p.description)).size).toBe(pages.length)
  })

  it('has Organization JSON-LD on /, FAQPage where there is an FAQ, BreadcrumbList on city pages', () => {
    const types = (path: string) => jsonLd(page(path)).map((d) => d['@type'])
    expect(types('/')).toEqual(['Organization', 'FAQPage'])
    expect(types('/renter')).toEqual(['FAQPage'])
    expect(types('/cosigner')).toEqual(['FAQPage'])
    expect(types('/city/san-diego-california')).toEqual(['BreadcrumbList'])

    // The structured FAQ is the visible one.
    const homeFaq = jsonLd(page('/'))[1] as { mainEntity: Array<{ name: string }> }
    expect(homeFaq.mainEntity.map((q) => q.name)).toEqual(HOME_FAQ.map((q) => q.question))
    for (const q of COSIGNER_FAQ) expect(text(page('/cosigner').bodyHtml)).toContain(q.answer)

    const crumbs = jsonLd(page('/city/st-louis-missouri'))[0] as { itemListElement: Array<{ item: string }> }
    expect(crumbs.itemListElement.map((c) => c.item)).toEqual([
      `${ORIGIN_PLACEHOLDER}/`,
      `${ORIGIN_PLACEHOLDER}/sitemap`,
      `${ORIGIN_PLACEHOLDER}/city/st-louis-missouri`,
    ])
  })

  it('home links to /renter, /cosigner, /signup, the sitemap and the XML sitemap download, and lists the fees', () => {
    const home = page('/').bodyHtml
    expect(hrefs(home)).toEqual(
      expect.arrayContaining(['/renter', '/cosigner', '/signup', '/sitemap', '/sitemap.xml']),
    )
    expect(home).toContain('href="/sitemap.xml" download="sitemap.xml"')
    const visible = text(home)
    for (const label of [
      'I Need a Cosigner',
      'I Want to Cosign',
      'Get Started',
      'Cosigner Replacement Guarantee',
    ])
      expect(visible).toContain(label)
    expect(visible).toContain('15% platform fee')
    expect(visible).toContain('$50 contract processing fee')
    expect(visible).toContain('Fee cap of $2,500')
    // No service price is typed in: without the live answer, the price slots are empty.
    expect(visible).not.toMatch(/\$(25|29\.99|99\.99)\b/)
  })

  it('shows the five earnings examples computed from the payment constants', () => {
    const visible = text(page('/cosigner').bodyHtml)
    for (const amount of ['$2,000', '$6,000', '$12,500', '$7,200', '$9,000'])
      expect(visible).toContain(amount)
    expect(COSIGNER_EARNINGS_EXAMPLES.map((e) => cosignerEarnings(e).totalCents)).toEqual([
      200000, 600000, 1250000, 720000, 900000,
    ])
    expect(cosignerEarnings(COSIGNER_EARNINGS_EXAMPLES[0]).payoutCents).toBe(170000)
    expect(visible).toContain('$1,700')
    // Signed out (and on the server) the call to action is the cosigner sign-up.
    expect(hrefs(page('/cosigner').bodyHtml)).toContain('/signup?type=cosigner')
    expect(hrefs(page('/cosigner').bodyHtml)).not.toContain('/dashboard')
  })

  it('sends renters to /signup?type=renter', () => {
    expect(hrefs(page('/renter').bodyHtml)).toContain('/signup?type=renter')
  })

  it('lists the seven Lease Armor plans with monthly fee and coverage, and links to the external site', () => {
    const body = page('/lease-armor-pricing').bodyHtml
    const visible = text(body)
    for (const code of ['1A', '2A', '3A', '3C', '4A', '4C', '5A']) expect(visible).toContain(`Plan ${code}`)
    expect(visible).toContain('$96.15')
    expect(visible).toContain('$369.23')
    expect(visible).toContain('$750')
    expect(visible).toContain('$3,000')
    expect(body).toMatch(/href="https:\/\/[^"]+" target="_blank" rel="noopener noreferrer"/)
  })

  it("links each Lease Armor plan to the renter dashboard's enrolment card with that plan chosen", () => {
    const links = hrefs(page('/lease-armor-pricing').bodyHtml)
    for (const code of ['1A', '3C', '5A']) expect(links).toContain(`/dashboard?leaseArmorPlan=${code}#lease-armor`)
  })

  it('links a city page to its state’s other cities and to popular states', () => {
    const body = page('/city/san-diego-california').bodyHtml
    const links = hrefs(body)
    for (const slug of ['los-angeles', 'san-jose', 'san-francisco', 'sacramento', 'fresno', 'oakland'])
      expect(links).toContain(`/city/${slug}-california`)
    expect(links).not.toContain('/city/san-diego-california')
    expect(text(body)).toContain('Other cities in California')
    const popular = body.slice(body.indexOf('Popular states'))
    expect(hrefs(popular)).toEqual([
      '/city/houston-texas',
      '/city/miami-florida',
      '/city/new-york-city-new-york',
      '/city/chicago-illinois',
    ])
  })

  it('lists every city on the HTML sitemap', () => {
    const links = hrefs(page('/sitemap').bodyHtml)
    for (const city of ALL_CITIES) expect(links.filter((h) => h === `/city/${city.slug}`)).toHaveLength(1)
  })

  it('renders the 404 page for unknown city slugs and any other path, with a link home and no canonical', () => {
    const notFound = prerenderNotFound()
    expect(notFound.status).toBe(404)
    expect(count(notFound.bodyHtml, /<h1[\s>]/g)).toBe(1)
    expect(text(notFound.bodyHtml)).toContain('Page Not Found')
    expect(hrefs(notFound.bodyHtml)).toContain('/')
    expect(notFound.headHtml).not.toContain('rel="canonical"')
    expect(notFound.headHtml).toContain('<meta name="robots" content="noindex">')
    expect(renderBody('/city/atlantis-california')).toBe(notFound.bodyHtml)
    expect(renderBody('/nope')).toBe(notFound.bodyHtml)
  })
})

describe('pre-rendered verification pages', () => {
  const verify = prerenderVerifyPages()
  it('renders /verify and the /verify/:token frame: noindex, no canonical, loading until the browser reads the link', () => {
    expect(verify.map((p) => p.path)).toEqual(['/verify', '/verify/:token'])
    for (const p of verify) {
      expect(p.status).toBe(200)
      expect(p.headHtml).toContain('<meta name="robots" content="noindex">')
      expect(p.headHtml).not.toContain('rel="canonical"')
      expect(count(p.bodyHtml, /<h1[\s>]/g)).toBe(1)
    }
    expect(text(verify[0]!.bodyHtml)).toContain('Check the PDF')
    expect(text(verify[1]!.bodyHtml)).toContain('Loading the agreement')
    expect(verify[1]!.bodyHtml).not.toContain(':token')
  })
  it('keeps them out of the indexable pages', () => {
    expect(pages.map((p) => p.path).filter((p) => p.startsWith('/verify'))).toEqual([])
  })
})
