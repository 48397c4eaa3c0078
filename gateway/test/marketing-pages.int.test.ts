// The marketing-pages plugin on its own: a fixture shell index.html and the real pre-rendered output of
// mfe-marketing (build it first: `pnpm --filter @cosign/mfe-marketing build`).
import { existsSync } from 'node:fs'
import { mkdtemp, rm, utimes, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import type { FastifyInstance } from 'fastify'
import { createHttpServer, errorHandling } from '@cosign/service-kit'
import marketingPages, { preferredEncoding } from '../src/routes/marketing-pages.js'

const here = path.dirname(fileURLToPath(import.meta.url))
const marketingDir = path.resolve(here, '../../mfe-marketing/dist')
const ORIGIN = 'https://cosign.example'
const MARKETING_ENTRY = 'https://static.cosign.example/marketing/remoteEntry.js'
const runtimeConfig = {
  remotes: {
    mfe_marketing: MARKETING_ENTRY,
    mfe_renter: 'http://localhost:3002/remoteEntry.js',
    mfe_cosigner: 'http://localhost:3003/remoteEntry.js',
    mfe_admin: 'http://localhost:3004/remoteEntry.js',
  },
  apiBase: '/api',
  support: { email: null, phone: null },
}

const SHELL_INDEX = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Cosign</title>
<meta name="description" content="Shell default description">
<script defer src="/main.0123abcd.js"></script>
</head>
<body>
<div id="root"></div>
</body>
</html>
`

let shellDir: string
let app: FastifyInstance

async function buildWith(dir: string) {
  const instance = createHttpServer({ name: 'gateway-test', logger: false, strictQuery: false })
  await instance.register(errorHandling)
  await instance.register(marketingPages, { shellDir: dir, marketingDir, publicOrigin: `${ORIGIN}/`, runtimeConfig })
  await instance.ready()
  return instance
}

beforeAll(async () => {
  if (!existsSync(path.join(marketingDir, 'prerendered/manifest.json')))
    throw new Error('mfe-marketing is not built: run `pnpm --filter @cosign/mfe-marketing build` first')
  shellDir = await mkdtemp(path.join(tmpdir(), 'shell-fixture-'))
  await writeFile(path.join(shellDir, 'index.html'), SHELL_INDEX)
  app = await buildWith(shellDir)
})

afterAll(async () => {
  await app?.close()
  await rm(shellDir, { recursive: true, force: true })
})

const count = (html: string, pattern: RegExp) => (html.match(pattern) ?? []).length
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1]
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]*)">/.exec(html)?.[1]
const jsonLdTypes = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (m) => (JSON.parse(m[1]) as { '@type': string })['@type'],
  )
const rootOf = (html: string) => html.slice(html.indexOf('<div id="root">'), html.lastIndexOf('</body>'))

describe.each([
  ['/', 'Cosign | Find a Lease Cosigner or Earn as a Cosigner', ['Organization', 'FAQPage']],
  ['/renter', 'Find a Cosigner for Your Lease | Cosign', ['FAQPage']],
  ['/cosigner', 'Become a Lease Cosigner and Earn | Cosign', ['FAQPage']],
  ['/lease-armor-pricing', 'Lease Armor Pricing: 7 Rental Protection Plans | Cosign', ['ItemList']],
  ['/sitemap', 'Sitemap: All Pages and Cities | Cosign', ['WebPage']],
  ['/terms', 'Terms of Service | Cosign', []],
  ['/privacy', 'Privacy Policy | Cosign', []],
  ['/city/san-diego-california', 'Lease Cosigner in San Diego, California | Cosign', ['BreadcrumbList']],
  ['/city/st-louis-missouri', 'Lease Cosigner in St. Louis, Missouri | Cosign', ['BreadcrumbList']],
  ['/city/coeur-dalene-idaho', 'Lease Cosigner in Coeur d&#39;Alene, Idaho | Cosign', ['BreadcrumbList']],
])('GET %s', (url, title, types) => {
  let html: string
  let response: Awaited<ReturnType<FastifyInstance['inject']>>

  beforeAll(async () => {
    response = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } })
    html = response.body
  })

  it('answers 200 HTML built on the shell page', () => {
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(html).toContain('<script defer src="/main.0123abcd.js"></script>')
    expect(count(html, /<div id="root">/g)).toBe(1)
  })

  it('has its own title and description instead of the shell defaults', () => {
    expect(count(html, /<title>/g)).toBe(1)
    expect(titleOf(html)).toBe(title)
    expect(count(html, /<meta name="description"/g)).toBe(1)
    expect(html).not.toContain('Shell default description')
  })

  it('has an absolute canonical link, Open Graph and Twitter tags from the public origin', () => {
    expect(canonicalOf(html)).toBe(ORIGIN + url)
    expect(html).toContain(`<meta property="og:url" content="${ORIGIN}${url}">`)
    expect(html).toContain(`<meta property="og:title" content="${title}">`)
    expect(html).toContain('<meta name="twitter:card" content="summary">')
    expect(html).not.toContain('__PUBLIC_ORIGIN__')
  })

  it('has the structured data of the page', () => {
    expect(jsonLdTypes(html)).toEqual(types)
  })

  it('has the pre-rendered content, with exactly one <h1>, inside #root', () => {
    expect(count(html, /<h1[\s>]/g)).toBe(1)
    expect(count(rootOf(html), /<h1[\s>]/g)).toBe(1)
    expect(rootOf(html)).toContain('<div class="mk">')
    expect(html).toContain('<style id="mk-css">')
  })

  it('carries the runtime config and preloads the marketing remote: its entry and exposed module', () => {
    const config = /<script type="application\/json" id="runtime-config">(.*?)<\/script>/.exec(html)?.[1]
    expect(JSON.parse(config as string)).toEqual(runtimeConfig)
    const preloads = [...html.matchAll(/<link rel="preload" as="script" href="([^"]*)">/g)].map((m) => m[1])
    expect(preloads[0]).toBe(MARKETING_ENTRY)
    expect(preloads.slice(1)).toEqual([
      expect.stringMatching(/^https:\/\/static\.cosign\.example\/marketing\/__federation_expose_app\.[0-9a-f]{8}\.js$/),
    ])
  })
})

describe('page content', () => {
  it('keeps dollar amounts intact and lists the home page calls to action', async () => {
    const html = (await app.inject({ method: 'GET', url: '/' })).body
    expect(html).toContain('Fee cap of $2,500')
    for (const href of ['/renter', '/cosigner', '/signup', '/sitemap', '/sitemap.xml'])
      expect(html).toContain(`href="${href}"`)
    const ld = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1] as string
    expect(JSON.parse(ld)).toMatchObject({ '@type': 'Organization', name: 'Cosign', url: `${ORIGIN}/` })
  })

  it('links a city page to the other cities of its state', async () => {
    const html = (await app.inject({ method: 'GET', url: '/city/san-diego-california' })).body
    for (const slug of ['los-angeles', 'san-jose', 'san-francisco', 'sacramento', 'fresno', 'oakland'])
      expect(html).toContain(`href="/city/${slug}-california"`)
  })
})

describe('city slugs', () => {
  it.each([
    ['/city/california-san-diego', '/city/san-diego-california'],
    ['/city/missouri-st-louis', '/city/st-louis-missouri'],
    ['/city/north-carolina-winston-salem', '/city/winston-salem-north-carolina'],
    ['/city/texas-austin?ref=ad', '/city/austin-texas?ref=ad'],
  ])('%s answers 301 to the canonical %s', async (url, location) => {
    const response = await app.inject({ method: 'GET', url })
    expect(response.statusCode).toBe(301)
    expect(response.headers.location).toBe(location)
  })

  it.each([
    '/city/atlantis-california',
    '/city/san-diego',
    '/city/San-Diego-California',
    '/city/san-diego-california-',
    "/city/coeur-d'alene-idaho",
    '/city/%E2%9C%93',
    '/city/',
  ])('%s answers the 404 page with status 404', async (url) => {
    const response = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } })
    expect(response.statusCode).toBe(404)
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(count(response.body, /<h1[\s>]/g)).toBe(1)
    expect(response.body).toContain('<h1>Page Not Found</h1>')
    expect(response.body).toContain('href="/"')
    expect(response.body).toContain('<meta name="robots" content="noindex">')
    expect(canonicalOf(response.body)).toBeUndefined()
  })
})

describe('sitemap.xml and robots.txt', () => {
  it('serves the XML sitemap with absolute URLs, each city once', async () => {
    const response = await app.inject({ method: 'GET', url: '/sitemap.xml' })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toMatch(/^application\/xml/)
    const xml = response.body
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true)
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')
    const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1])
    for (const p of ['/', '/renter', '/cosigner', '/signup', '/login']) expect(locs).toContain(ORIGIN + p)
    expect(locs.filter((l) => l === `${ORIGIN}/city/san-diego-california`)).toHaveLength(1)
    expect(new Set(locs).size).toBe(locs.length)
    expect(locs.filter((l) => l.startsWith(`${ORIGIN}/city/`)).length).toBeGreaterThan(150)
    expect(count(xml, /<url>/g)).toBe(count(xml, /<\/url>/g))
  })

  it('serves robots.txt pointing at the sitemap', async () => {
    const response = await app.inject({ method: 'GET', url: '/robots.txt' })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8')
    expect(response.body).toContain('User-agent: *')
    expect(response.body).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`)
  })
})

describe('compression', () => {
  it('sends brotli or gzip when the client accepts it, identical once decoded', async () => {
    const plain = await app.inject({ method: 'GET', url: '/cosigner' })
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.headers.vary).toMatch(/Accept-Encoding/)

    const br = await app.inject({
      method: 'GET',
      url: '/cosigner',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    })
    expect(br.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain.body)
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2)

    const gz = await app.inject({
      method: 'GET',
      url: '/sitemap.xml',
      headers: { 'accept-encoding': 'gzip' },
    })
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gz.rawPayload).toString('utf8')).toBe(
      (await app.inject({ method: 'GET', url: '/sitemap.xml' })).body,
    )

    const notFound = await app.inject({
      method: 'GET',
      url: '/city/atlantis',
      headers: { 'accept-encoding': 'br' },
    })
    expect(notFound.statusCode).toBe(404)
    expect(brotliDecompressSync(notFound.rawPayload).toString('utf8')).toContain('<h1>Page Not Found</h1>')
  })

  it('reads Accept-Encoding, honouring q=0', () => {
    expect(preferredEncoding(undefined)).toBeNull()
    expect(preferredEncoding('identity')).toBeNull()
    expect(preferredEncoding('gzip, br')).toBe('br')
    expect(preferredEncoding('gzip;q=1.0, br;q=0')).toBe('gzip')
    expect(preferredEncoding('br;q=0, gzip;q=0')).toBeNull()
    expect(preferredEncoding('*')).toBe('br')
  })
})

describe('the shell template', () => {
  it('is re-read when the shell is rebuilt', async () => {
    const file = path.join(shellDir, 'index.html')
    await writeFile(file, SHELL_INDEX.replace('/main.0123abcd.js', '/main.fedcba98.js'))
    const later = new Date(Date.now() + 5000)
    await utimes(file, later, later)
    const html = (await app.inject({ method: 'GET', url: '/renter' })).body
    expect(html).toContain('/main.fedcba98.js')
    expect(titleOf(html)).toBe('Find a Cosigner for Your Lease | Cosign')
  })

  it('falls back to a minimal document when the shell is not built', async () => {
    const bare = await buildWith(path.join(shellDir, 'missing'))
    try {
      const response = await bare.inject({ method: 'GET', url: '/cosigner' })
      expect(response.statusCode).toBe(200)
      expect(response.body.startsWith('<!doctype html>')).toBe(true)
      expect(response.body).toContain('<html lang="en">')
      expect(titleOf(response.body)).toBe('Become a Lease Cosigner and Earn | Cosign')
      expect(count(response.body, /<h1[\s>]/g)).toBe(1)
    } finally {
      await bare.close()
    }
  })
})

describe('the agreement verification pages', () => {
  it.each(['/verify', '/verify/Zm9vYmFyYmF6cXV4X3Rva2VuLXNhbXBsZS0xMjM0NTY3ODk'])('GET %s: the pre-rendered frame, noindex, no referrer', async (url) => {
    const res = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } })
    expect(res.statusCode).toBe(200)
    expect(res.headers['x-robots-tag']).toBe('noindex')
    expect(res.headers['referrer-policy']).toBe('no-referrer')
    expect(res.body).toContain('<meta name="robots" content="noindex">')
    expect(canonicalOf(res.body)).toBeUndefined()
    expect(titleOf(res.body)).toBe('Verify a Cosigning Agreement | Cosign')
    expect(count(rootOf(res.body), /<h1[\s>]/g)).toBe(1)
    // The page never carries the token (one frame for every link).
    expect(res.body).not.toContain(url.split('/')[2] ?? '\u0000')
  })
})
