import { readFile, stat } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { ShellIndex } from '../lib/shell-files.js'
import {
  remotePreloadLinks,
  runtimeConfigScript,
  withEntryFetchedFirst,
  withHeadTags,
  type FederationManifest,
  type RuntimeConfig,
} from '../lib/page-head.js'

export interface MarketingPagesOptions {
  /** Directory of the built shell (index.html is the page template). */
  shellDir: string
  /** Directory of the built marketing micro-frontend. */
  marketingDir: string
  /** Absolute public origin for canonical links and the sitemap, e.g. http://localhost:8080. */
  publicOrigin: string
  /** Inlined in every page (the shell then skips /config.json); its marketing entry is preloaded. */
  runtimeConfig: RuntimeConfig
}

/** dist/prerendered/manifest.json, written by mfe-marketing/scripts/prerender.mjs. */
interface PrerenderManifest {
  originPlaceholder: string
  /** Page path -> JSON file of a PrerenderedPage. */
  pages: Record<string, string>
  notFound: string
  /** Tags every marketing page adds to <head> (the inlined stylesheet). */
  headCommon: string
  /** `state-city` slug -> canonical `city-state` slug. */
  cityRedirects: Record<string, string>
  sitemapXml: string
  robotsTxt: string
}

interface PrerenderedPage {
  status: number
  headHtml: string
  bodyHtml: string
}

interface PrerenderedSite {
  manifest: PrerenderManifest
  headCommon: string
  sitemapXml: CachedBody
  robotsTxt: CachedBody
  /** Composed documents by page path ('404' for the not-found page), for the current shell template. */
  composed: Map<string, { status: number; html: CachedBody }>
  template: Buffer | null
  /** Tags every page adds after headCommon: the inlined runtime config and the marketing remote's preloads. */
  headStart: string
}

/** The remote's mf-manifest.json, or null (an older build without one: the entry alone is preloaded). */
async function readFederationManifest(marketingDir: string): Promise<FederationManifest | null> {
  try {
    return JSON.parse(await readFile(path.join(marketingDir, 'mf-manifest.json'), 'utf8')) as FederationManifest
  } catch {
    return null
  }
}

/** The page template when the shell has not been built (tests, or a gateway started before the build). */
export const FALLBACK_TEMPLATE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,">
</head>
<body>
<div id="root"></div>
</body>
</html>
`

const EMPTY_ROOT = /<div id="root"><\/div>/
const brotliAsync = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

type Encoding = 'br' | 'gzip'

/** brotli, else gzip, when the Accept-Encoding header allows it (`;q=0` refuses); null for identity. */
export function preferredEncoding(acceptEncoding: string | string[] | undefined): Encoding | null {
  const accepted = new Set<string>()
  for (const part of [acceptEncoding ?? ''].flat().join(',').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';')
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name)
  }
  if (accepted.has('br') || accepted.has('*')) return 'br'
  return accepted.has('gzip') ? 'gzip' : null
}

/** A response body kept in memory, with its brotli and gzip forms made once, on first request. */
class CachedBody {
  private readonly encoded = new Map<Encoding, Promise<Buffer>>()
  constructor(readonly text: string) {}

  encode(encoding: Encoding): Promise<Buffer> {
    let body = this.encoded.get(encoding)
    if (!body) {
      body =
        encoding === 'br'
          ? brotliAsync(this.text, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 9 } })
          : gzipAsync(this.text, { level: 9 })
      this.encoded.set(encoding, body)
    }
    return body
  }
}

/** Sends a cached body, compressed when the client accepts it (these pages are most of a visit's HTML). */
async function sendCached(request: FastifyRequest, reply: FastifyReply, body: CachedBody) {
  const vary = reply.getHeader('vary')
  reply.header('vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding')
  const encoding = preferredEncoding(request.headers['accept-encoding'])
  if (!encoding) return reply.send(body.text)
  return reply.header('content-encoding', encoding).send(await body.encode(encoding))
}
/** The exposed module every micro-frontend's lifecycles come from (shell/src/mfe/federation.ts). */
const EXPOSED_MODULE = 'app'

const MARKETING_PATHS = ['/', '/cosigner', '/renter', '/lease-armor-pricing', '/sitemap', '/terms', '/privacy'] as const
const HTML = 'text/html; charset=utf-8'

/**
 * The page a marketing route answers: the shell's index.html with the page's tags in <head> (its own
 * <title>, description and canonical replace any the template has) and the pre-rendered markup inside the
 * empty #root, which the shell replaces when it boots. Returns null when the template lacks those anchors.
 */
export function composePage(template: string, headHtml: string, bodyHtml: string): string | null {
  const html = template
    .replace(/<title>[\s\S]*?<\/title>\s*/i, '')
    .replace(/<meta\s+name=["']description["'][^>]*>\s*/i, '')
    .replace(/<link\s+rel=["']canonical["'][^>]*>\s*/i, '')
  const headEnd = html.search(/<\/head>/i)
  if (headEnd < 0 || !EMPTY_ROOT.test(html)) return null
  const withHead = `${html.slice(0, headEnd)}${headHtml}\n${html.slice(headEnd)}`
  // A replacer function, so `$` in the markup (prices) is never read as a replacement pattern.
  return withHead.replace(EMPTY_ROOT, () => `<div id="root">${bodyHtml}</div>`)
}

/**
 * Pre-rendered marketing pages, /sitemap.xml and /robots.txt. Registered by the gateway before its SPA
 * fallback. Pages come from mfe-marketing/dist/prerendered (rendered at build time from the same React
 * components the browser mounts); absolute URLs get the configured public origin. Composed documents are
 * cached in memory and rebuilt when the shell's index.html or the marketing build changes.
 */
export default async function marketingPages(
  app: FastifyInstance,
  opts: MarketingPagesOptions,
): Promise<void> {
  const origin = new URL(opts.publicOrigin).origin
  const prerenderedDir = path.join(opts.marketingDir, 'prerendered')
  const manifestFile = path.join(prerenderedDir, 'manifest.json')
  const configScript = runtimeConfigScript(opts.runtimeConfig)
  const shellIndex = new ShellIndex(path.join(opts.shellDir, 'index.html'))

  let site: PrerenderedSite | null = null
  let siteVersion = ''
  let warnedMissing = false

  const withOrigin = (text: string, placeholder: string) => text.split(placeholder).join(origin)
  const readText = (relative: string) => readFile(path.join(prerenderedDir, relative), 'utf8')

  /** The marketing build, reloaded when its manifest changes; null (with one warning) while it is missing. */
  async function loadSite(): Promise<PrerenderedSite | null> {
    const stats = await stat(manifestFile).catch(() => null)
    if (!stats?.isFile()) {
      if (!warnedMissing)
        app.log.warn({ manifestFile }, 'marketing pages are not pre-rendered: build mfe-marketing')
      warnedMissing = true
      site = null
      return null
    }
    const version = `${stats.mtimeMs}:${stats.size}`
    if (site && version === siteVersion) return site
    const manifest = JSON.parse(await readText('manifest.json')) as PrerenderManifest
    const placeholder = manifest.originPlaceholder
    site = {
      manifest,
      headCommon: await readText(manifest.headCommon),
      sitemapXml: new CachedBody(withOrigin(await readText(manifest.sitemapXml), placeholder)),
      robotsTxt: new CachedBody(withOrigin(await readText(manifest.robotsTxt), placeholder)),
      composed: new Map(),
      template: null,
      // Same build as the pre-rendered pages, so its file names are the ones the remote serves.
      headStart: `${configScript}${remotePreloadLinks(
        opts.runtimeConfig.remotes.mfe_marketing,
        await readFederationManifest(opts.marketingDir),
        EXPOSED_MODULE,
      )}`,
    }
    siteVersion = version
    warnedMissing = false
    return site
  }

  async function templateFor(current: PrerenderedSite): Promise<string> {
    const template = await shellIndex.read()
    if (template !== current.template) {
      current.template = template
      current.composed.clear()
    }
    return template ? template.toString('utf8') : FALLBACK_TEMPLATE
  }

  async function sendPage(
    request: FastifyRequest,
    reply: FastifyReply,
    current: PrerenderedSite,
    key: string,
    file: string,
  ) {
    const template = await templateFor(current)
    let composed = current.composed.get(key)
    if (composed === undefined) {
      const page = JSON.parse(await readText(file)) as PrerenderedPage
      const head = withOrigin(
        `${page.headHtml}\n${current.headCommon}\n${current.headStart}`,
        current.manifest.originPlaceholder,
      )
      let html = composePage(template, head, page.bodyHtml)
      if (html === null) {
        app.log.warn('shell index.html lacks </head> or an empty <div id="root"></div>: using a minimal page')
        html = composePage(FALLBACK_TEMPLATE, head, page.bodyHtml)
      }
      composed = { status: page.status, html: new CachedBody(html as string) }
      current.composed.set(key, composed)
    }
    reply.code(composed.status).header('cache-control', 'no-cache').type(HTML)
    return sendCached(request, reply, composed.html)
  }

  /** Without a marketing build the shell still renders the page in the browser (so #root is empty). */
  async function sendBareShell(reply: FastifyReply) {
    const template = await shellIndex.read()
    return reply
      .code(200)
      .header('cache-control', 'no-cache')
      .type(HTML)
      .send(withHeadTags(withEntryFetchedFirst(template?.toString('utf8') ?? FALLBACK_TEMPLATE), configScript))
  }

  const notBuilt = (reply: FastifyReply) =>
    reply.code(503).send({
      error: {
        code: 'SERVICE_UNAVAILABLE',
        message: 'The marketing pages are not built yet. Please try again shortly.',
      },
    })

  /** The pre-rendered page of `key` (the site's 404 page when it has none), or the bare shell before a build. */
  const sendPrerendered = async (request: FastifyRequest, reply: FastifyReply, key: string) => {
    const current = await loadSite()
    if (!current) return sendBareShell(reply)
    const file = current.manifest.pages[key]
    return file
      ? sendPage(request, reply, current, key, file)
      : sendPage(request, reply, current, '404', current.manifest.notFound)
  }

  for (const pagePath of MARKETING_PATHS)
    app.get(pagePath, async (request, reply) => sendPrerendered(request, reply, pagePath))

  app.get('/city/:slug', async (request: FastifyRequest<{ Params: { slug: string } }>, reply) => {
    const current = await loadSite()
    if (!current) return sendBareShell(reply)
    const { slug } = request.params
    const pagePath = `/city/${slug}`
    const file = Object.hasOwn(current.manifest.pages, pagePath)
      ? current.manifest.pages[pagePath]
      : undefined
    if (file) return sendPage(request, reply, current, pagePath, file)
    if (Object.hasOwn(current.manifest.cityRedirects, slug)) {
      const url = request.raw.url ?? ''
      const query = url.includes('?') ? url.slice(url.indexOf('?')) : ''
      return reply.redirect(`/city/${current.manifest.cityRedirects[slug]}${query}`, 301)
    }
    return sendPage(request, reply, current, '404', current.manifest.notFound)
  })

  // The agreement verification pages: one pre-rendered frame for every token (the browser reads the shared
  // agreement). Never indexed, and the token in the address is not sent on to other sites as a referrer.
  const verifyPage = (key: '/verify' | '/verify/:token') => async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('x-robots-tag', 'noindex').header('referrer-policy', 'no-referrer')
    return sendPrerendered(request, reply, key)
  }
  app.get('/verify', verifyPage('/verify'))
  // The token is the permission: request logs would print a working link.
  app.get('/verify/:token', { logLevel: 'warn' }, verifyPage('/verify/:token'))

  app.get('/sitemap.xml', async (request, reply) => {
    const current = await loadSite()
    if (!current) return notBuilt(reply)
    reply.header('cache-control', 'public, max-age=3600').type('application/xml; charset=utf-8')
    return sendCached(request, reply, current.sitemapXml)
  })

  app.get('/robots.txt', async (request, reply) => {
    const current = await loadSite()
    if (!current) return notBuilt(reply)
    reply.header('cache-control', 'public, max-age=3600').type('text/plain; charset=utf-8')
    return sendCached(request, reply, current.robotsTxt)
  })
}
