#!/usr/bin/env node
// Serves a built micro-frontend (or any static folder) with no dependencies:
//   node scripts/serve-static.mjs <dir> [--port 3002] [--host 127.0.0.1] [--no-spa] [--base /mfe/renter]
// - Listens on loopback unless BIND_HOST (or --host) opens it: the same variable and default as the services
//   (service-kit's readBaseEnv); a script without dependencies cannot import it.
// - CORS `Access-Control-Allow-Origin: *`: the shell on another origin loads remoteEntry.js and chunks.
// - Content types by extension, `nosniff`.
// - Cache: hashed file names (name.1a2b3c4d.js) are immutable for a year; everything else (remoteEntry.js,
//   mf-manifest.json, index.html) is revalidated on every use (ETag / Last-Modified -> 304).
// - gzip or brotli for text files when the client accepts them, compressed once and kept in memory.
// - SPA fallback: paths without a file extension answer index.html (standalone mode of a micro-frontend).
// - --base: the path prefix an Ingress routes to this server (deploy/k8s/ingress.yaml, /mfe/<name>) is taken off
//   before the file is looked up, so no controller-specific rewrite is needed; paths without it are served as is.
// - GET /healthz (the process answers) and /readyz (the folder still holds remoteEntry.js or index.html): the
//   cluster's probes; without them a probe of /healthz would get the SPA's index.html.
// - GET /metrics: Prometheus text (answers by status class, their durations, resident memory) for a caller with
//   `Authorization: Bearer <METRICS_TOKEN>`; 404 when METRICS_TOKEN is unset. Written by hand: no prom-client here.
import { createHash, timingSafeEqual } from 'node:crypto'
import { createReadStream } from 'node:fs'
import { readFile, realpath, stat } from 'node:fs/promises'
import { createServer } from 'node:http'
import { basename, dirname, extname, join, resolve, sep } from 'node:path'
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'

const gzipAsync = promisify(gzip)
const brotliAsync = promisify(brotliCompress)

export const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.cjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
  '.pdf': 'application/pdf',
}
const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.mjs',
  '.cjs',
  '.css',
  '.json',
  '.map',
  '.txt',
  '.xml',
  '.svg',
])
const HASHED_NAME = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i
const MIN_COMPRESS_BYTES = 1024
const MAX_CACHED_BYTES = 64 * 1024 * 1024

function parseArgs(argv) {
  const options = {
    dir: null,
    port: Number(process.env.PORT) || 8080,
    host: process.env.BIND_HOST || '127.0.0.1',
    spa: true,
    base: '',
  }
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]
    if (arg === '--port' || arg === '-p') options.port = Number(argv[++i])
    else if (arg === '--host') options.host = argv[++i]
    else if (arg === '--no-spa') options.spa = false
    else if (arg === '--base') options.base = argv[++i].replace(/\/+$/, '')
    else if (!arg.startsWith('-') && !options.dir) options.dir = arg
    else throw new Error(`unknown argument: ${arg}`)
  }
  if (!options.dir)
    throw new Error('usage: node scripts/serve-static.mjs <dir> [--port <n>] [--host <h>] [--no-spa]')
  if (!Number.isInteger(options.port) || options.port < 0 || options.port > 65535)
    throw new Error('invalid --port')
  return options
}

/** Picks brotli, then gzip, from an Accept-Encoding header (q=0 refuses). */
export function chooseEncoding(header) {
  const accepted = new Map()
  for (const part of String(header || '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';')
    if (!name) continue
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    accepted.set(name, q ? Number(q.slice(2)) : 1)
  }
  const ok = (name) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0
  if (ok('br')) return 'br'
  if (ok('gzip')) return 'gzip'
  return null
}

export function cacheControlFor(filePath) {
  return HASHED_NAME.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache'
}

/** Maps a URL path to a file under root, or null when it would leave root. */
export function resolveInside(root, urlPath) {
  let decoded
  try {
    decoded = decodeURIComponent(urlPath)
  } catch {
    return null
  }
  if (decoded.includes('\0')) return null
  const target = resolve(root, `.${decoded.startsWith('/') ? decoded : `/${decoded}`}`)
  return target === root || target.startsWith(root + sep) ? target : null
}

// Seconds: the same buckets as the services' request histogram (service-kit metrics.ts).
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]

/**
 * The server's request metrics in Prometheus' text format: `http_request_duration_seconds{service,status_class}`
 * (a histogram, as the services write it, without a route label: every path is a file) and the process's
 * resident memory. `service` names the micro-frontend (its package folder).
 */
export function staticServerMetrics(service) {
  const classes = new Map()
  const label = (value) => String(value).replace(/[\\"\n]/g, '_')
  return {
    observe(statusCode, seconds) {
      const statusClass = `${Math.floor(statusCode / 100)}xx`
      let h = classes.get(statusClass)
      if (!h) classes.set(statusClass, (h = { buckets: DURATION_BUCKETS.map(() => 0), sum: 0, count: 0 }))
      DURATION_BUCKETS.forEach((le, i) => {
        if (seconds <= le) h.buckets[i] += 1
      })
      h.sum += seconds
      h.count += 1
    },
    text() {
      const svc = `service="${label(service)}"`
      const lines = [
        '# HELP http_request_duration_seconds Time to answer an HTTP request, by status class',
        '# TYPE http_request_duration_seconds histogram',
      ]
      for (const [statusClass, h] of classes) {
        const labels = `${svc},status_class="${statusClass}"`
        DURATION_BUCKETS.forEach((le, i) => lines.push(`http_request_duration_seconds_bucket{le="${le}",${labels}} ${h.buckets[i]}`))
        lines.push(`http_request_duration_seconds_bucket{le="+Inf",${labels}} ${h.count}`)
        lines.push(`http_request_duration_seconds_sum{${labels}} ${h.sum}`)
        lines.push(`http_request_duration_seconds_count{${labels}} ${h.count}`)
      }
      lines.push(
        '# HELP process_resident_memory_bytes Resident memory size in bytes',
        '# TYPE process_resident_memory_bytes gauge',
        `process_resident_memory_bytes{${svc}} ${process.memoryUsage.rss()}`,
      )
      return `${lines.join('\n')}\n`
    },
  }
}

/** The path below `base` (`/mfe/renter/x.js` -> `/x.js`, `/mfe/renter` -> `/`); any other path unchanged. */
export function withoutBase(urlPath, base) {
  if (!base) return urlPath
  if (urlPath === base) return '/'
  return urlPath.startsWith(`${base}/`) ? urlPath.slice(base.length) : urlPath
}

const hasEntryFile = async (root) =>
  (await Promise.all(['remoteEntry.js', 'index.html'].map((f) => stat(join(root, f)).catch(() => null)))).some((i) => i?.isFile())

const digest = (value) => createHash('sha256').update(value).digest()

export function createStaticServer({
  dir,
  spa = true,
  base = '',
  metricsToken = process.env.METRICS_TOKEN || null,
  name = basename(dirname(resolve(dir))),
}) {
  const metrics = staticServerMetrics(name)
  const expected = metricsToken ? digest(`Bearer ${metricsToken}`) : null
  const root = resolve(dir)
  const compressed = new Map() // `${path}:${mtime}:${encoding}` -> Buffer
  let compressedBytes = 0

  async function findFile(urlPath) {
    const candidate = resolveInside(root, urlPath)
    if (!candidate) return { status: 403 }
    let info = await stat(candidate).catch(() => null)
    let file = candidate
    if (info?.isDirectory()) {
      file = join(candidate, 'index.html')
      info = await stat(file).catch(() => null)
    }
    if (info?.isFile()) {
      // Symlinks must not lead outside the served folder.
      const real = await realpath(file).catch(() => null)
      const realRoot = await realpath(root).catch(() => root)
      if (!real || !(real === realRoot || real.startsWith(realRoot + sep))) return { status: 403 }
      return { file, info }
    }
    // Client-side routes (no extension) of a standalone app answer its index.html.
    if (spa && !extname(urlPath)) {
      const index = join(root, 'index.html')
      const indexInfo = await stat(index).catch(() => null)
      if (indexInfo?.isFile()) return { file: index, info: indexInfo, fallback: true }
    }
    return { status: 404 }
  }

  async function compressedBody(file, info, encoding) {
    const key = `${file}:${info.mtimeMs}:${encoding}`
    const cached = compressed.get(key)
    if (cached) return cached
    const raw = await readFile(file)
    const body =
      encoding === 'br'
        ? await brotliAsync(raw, {
            params: {
              [zlibConstants.BROTLI_PARAM_QUALITY]: 9,
              [zlibConstants.BROTLI_PARAM_SIZE_HINT]: raw.length,
            },
          })
        : await gzipAsync(raw, { level: 9 })
    if (compressedBytes + body.length <= MAX_CACHED_BYTES) {
      compressed.set(key, body)
      compressedBytes += body.length
    }
    return body
  }

  return createServer(async (req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*')
    res.setHeader('X-Content-Type-Options', 'nosniff')
    const started = process.hrtime.bigint()
    res.on('finish', () => metrics.observe(res.statusCode, Number(process.hrtime.bigint() - started) / 1e9))
    try {
      const requested = new URL(req.url || '/', 'http://static.local').pathname
      if (req.method === 'GET' && (requested === '/healthz' || requested === '/readyz')) {
        const ready = requested === '/healthz' || (await hasEntryFile(root))
        res.writeHead(ready ? 200 : 503, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' })
        return res.end(JSON.stringify({ status: ready ? 'ok' : 'not-ready' }))
      }
      if (req.method === 'GET' && requested === '/metrics') {
        const presented = req.headers.authorization
        const allowed = expected && typeof presented === 'string' && timingSafeEqual(digest(presented), expected)
        res.writeHead(allowed ? 200 : expected ? 401 : 404, {
          'Content-Type': allowed ? 'text/plain; version=0.0.4; charset=utf-8' : 'text/plain; charset=utf-8',
          'Cache-Control': 'no-store',
        })
        return res.end(allowed ? metrics.text() : expected ? 'Unauthorized' : 'Not Found')
      }
      if (req.method === 'OPTIONS') {
        res.writeHead(204, {
          'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
          'Access-Control-Allow-Headers': req.headers['access-control-request-headers'] || '*',
          'Access-Control-Max-Age': '86400',
        })
        return res.end()
      }
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.writeHead(405, { Allow: 'GET, HEAD, OPTIONS', 'Content-Type': 'text/plain; charset=utf-8' })
        return res.end('Method Not Allowed')
      }
      const urlPath = withoutBase(requested, base)
      const found = await findFile(urlPath)
      if (!found.file) {
        res.writeHead(found.status, {
          'Content-Type': 'text/plain; charset=utf-8',
          'Cache-Control': 'no-cache',
        })
        return res.end(found.status === 404 ? 'Not Found' : 'Forbidden')
      }

      const { file, info } = found
      const ext = extname(file).toLowerCase()
      const etag = `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`
      const lastModified = info.mtime.toUTCString()
      const headers = {
        'Content-Type': CONTENT_TYPES[ext] || 'application/octet-stream',
        'Cache-Control': found.fallback ? 'no-cache' : cacheControlFor(file),
        ETag: etag,
        'Last-Modified': lastModified,
        Vary: 'Accept-Encoding',
      }
      const ifNoneMatch = req.headers['if-none-match']
      const notModified = ifNoneMatch
        ? ifNoneMatch.split(',').some((tag) => tag.trim() === etag || tag.trim() === '*')
        : req.headers['if-modified-since'] &&
          new Date(req.headers['if-modified-since']) >= new Date(lastModified)
      if (notModified) {
        res.writeHead(304, headers)
        return res.end()
      }

      const encoding =
        COMPRESSIBLE.has(ext) && info.size >= MIN_COMPRESS_BYTES
          ? chooseEncoding(req.headers['accept-encoding'])
          : null
      if (encoding) {
        const body = await compressedBody(file, info, encoding)
        res.writeHead(200, { ...headers, 'Content-Encoding': encoding, 'Content-Length': body.length })
        return res.end(req.method === 'HEAD' ? undefined : body)
      }
      res.writeHead(200, { ...headers, 'Content-Length': info.size })
      if (req.method === 'HEAD') return res.end()
      createReadStream(file)
        .on('error', () => res.destroy())
        .pipe(res)
    } catch (error) {
      console.error('[serve-static]', error)
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' })
      res.end('Internal Server Error')
    }
  })
}

const isMain = process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)
if (isMain) {
  let options
  try {
    options = parseArgs(process.argv.slice(2))
  } catch (error) {
    console.error(error.message)
    process.exit(2)
  }
  const root = resolve(options.dir)
  const rootInfo = await stat(root).catch(() => null)
  if (!rootInfo?.isDirectory()) {
    console.error(`[serve-static] ${root} does not exist: build the app first`)
    process.exit(1)
  }
  const server = createStaticServer(options)
  server.keepAliveTimeout = 65_000
  server.on('error', (error) => {
    console.error(
      `[serve-static] ${error.code === 'EADDRINUSE' ? `port ${options.port} is already in use` : error.message}`,
    )
    process.exit(1)
  })
  server.listen(options.port, options.host, () => {
    console.log(`[serve-static] ${root} on http://localhost:${server.address().port}`)
  })
  const stop = () => server.close(() => process.exit(0))
  process.on('SIGTERM', stop)
  process.on('SIGINT', stop)
}
