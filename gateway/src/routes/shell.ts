import path from 'node:path'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fastifyStatic from '@fastify/static'
import { appsOfRoute, matchRoute, type AppRoute } from '@cosign/api'
import type { GatewayConfig } from '../config.js'
import { cacheControlFor, NO_CACHE } from '../lib/cache-policy.js'
import {
  remotePreloadLinks,
  runtimeConfigOf,
  runtimeConfigScript,
  withEntryFetchedFirst,
  withHeadTags,
} from '../lib/page-head.js'
import { findShellFile, ShellIndex } from '../lib/shell-files.js'

const SHELL_MISSING_PAGE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Temporarily unavailable</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 36rem; margin: 4rem auto; padding: 0 1rem">
<h1>Temporarily unavailable</h1>
<p>The app is being prepared and will be available shortly. Please try again in a moment.</p>
</body>
</html>
`

function acceptsHtml(request: FastifyRequest): boolean {
  const accept = request.headers.accept
  return typeof accept === 'string' && accept.includes('text/html')
}

/**
 * The shell: files of its build (long-cached when content-hashed, index.html always revalidated), and
 * for any other page request its index.html, 200 when the path is a route of the app and 404 otherwise
 * (the shell then renders its Page Not Found). Registered after the marketing pages, whose own routes win.
 * Works without a build: page requests get a 503 page until the shell is built.
 */
export default async function shellRoutes(app: FastifyInstance, opts: { config: GatewayConfig }) {
  const { shellDir } = opts.config
  const index = new ShellIndex(path.join(shellDir, 'index.html'))
  const { remotes } = opts.config
  const configScript = runtimeConfigScript(runtimeConfigOf(opts.config))
  /**
   * The remote entry a route's page will load, preloaded: the route's one app when it is a remote (a route that
   * several apps serve by role, or the shell's own screens, preload nothing). Only the entry: the other remotes'
   * manifests are not on this machine.
   */
  const preloadFor = (route: AppRoute | null) => {
    const apps = route ? appsOfRoute(route) : []
    const app = apps.length === 1 ? apps[0] : 'shell'
    return app === 'shell' ? '' : remotePreloadLinks(remotes[app], null, 'app')
  }
  // index.html with the runtime config inlined (and a route's preload), its entry fetched first (#root is empty),
  // made again only when the file changes.
  let template: Buffer | null = null
  const pages = new Map<string, string>()
  const pageOf = (current: Buffer, route: AppRoute | null) => {
    if (current !== template) {
      template = current
      pages.clear()
    }
    const preload = preloadFor(route)
    let html = pages.get(preload)
    if (html === undefined) {
      html = withHeadTags(withEntryFetchedFirst(current.toString('utf8')), `${configScript}${preload}`)
      pages.set(preload, html)
    }
    return html
  }
  if (!(await index.read()))
    app.log.warn({ shellDir }, 'shell build not found: pages answer 503 until it exists')

  // Only the sendFile decorator: routing is done below, so missing files can fall back to index.html.
  await app.register(fastifyStatic, { root: shellDir, serve: false, suppressWarning: true, preCompressed: true })

  app.route({
    method: ['GET', 'HEAD'],
    url: '/*',
    handler: async (request: FastifyRequest, reply: FastifyReply) => {
      const url = request.raw.url ?? '/'
      const queryStart = url.indexOf('?')
      const pathname = queryStart === -1 ? url : url.slice(0, queryStart)

      const file = await findShellFile(shellDir, pathname)
      if (file) {
        reply.header('cache-control', cacheControlFor(file))
        return reply.sendFile(file, { cacheControl: false })
      }
      if (!acceptsHtml(request)) return reply.callNotFound()

      const html = await index.read()
      if (!html)
        return reply
          .code(503)
          .header('cache-control', 'no-store')
          .header('retry-after', '30')
          .type('text/html; charset=utf-8')
          .send(SHELL_MISSING_PAGE)
      const route = matchRoute(pathname)
      return reply
        .code(route ? 200 : 404)
        .header('cache-control', NO_CACHE)
        .type('text/html; charset=utf-8')
        .send(pageOf(html, route))
    },
  })
}
