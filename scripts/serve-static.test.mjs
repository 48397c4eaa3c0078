// node --test scripts/serve-static.test.mjs: the static server's /metrics, probes and --base (run with the checks' own tests).
import assert from 'node:assert/strict'
import { mkdtemp, mkdir, writeFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { test } from 'node:test'
import { createStaticServer, withoutBase } from './serve-static.mjs'

async function serve(options) {
  const root = await mkdtemp(path.join(tmpdir(), 'static-metrics-'))
  const dist = path.join(root, 'mfe-things', 'dist')
  await mkdir(dist, { recursive: true })
  await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>x</title>')
  const server = createStaticServer({ dir: dist, ...options })
  await new Promise((r) => server.listen(0, '127.0.0.1', r))
  const url = `http://127.0.0.1:${server.address().port}`
  return { url, dist, close: async () => { server.close(); await rm(root, { recursive: true, force: true }) } }
}

test('/metrics counts answers by status class in Prometheus text, named after the micro-frontend', async () => {
  const s = await serve({ metricsToken: 'tok' })
  await fetch(`${s.url}/index.html`)
  await fetch(`${s.url}/index.html`)
  await fetch(`${s.url}/missing.js`)
  const res = await fetch(`${s.url}/metrics`, { headers: { authorization: 'Bearer tok' } })
  assert.equal(res.status, 200)
  assert.match(res.headers.get('content-type'), /^text\/plain; version=0.0.4/)
  const text = await res.text()
  assert.match(text, /^http_request_duration_seconds_count\{service="mfe-things",status_class="2xx"\} 2$/m)
  assert.match(text, /^http_request_duration_seconds_count\{service="mfe-things",status_class="4xx"\} 1$/m)
  assert.match(text, /^http_request_duration_seconds_bucket\{le="\+Inf",service="mfe-things",status_class="2xx"\} 2$/m)
  assert.match(text, /^process_resident_memory_bytes\{service="mfe-things"\} \d+$/m)
  for (const line of text.split('\n').filter((l) => l && !l.startsWith('#')))
    assert.match(line, /^[a-zA-Z_:][a-zA-Z0-9_:]*(\{[^}]*\})? [0-9.e+-]+$/)
  await s.close()
})

test('/metrics needs the bearer token (401), and is off without one (404)', async () => {
  const s = await serve({ metricsToken: 'tok' })
  assert.equal((await fetch(`${s.url}/metrics`)).status, 401)
  assert.equal((await fetch(`${s.url}/metrics`, { headers: { authorization: 'Bearer nope' } })).status, 401)
  await s.close()
  const off = await serve({ metricsToken: null })
  assert.equal((await fetch(`${off.url}/metrics`, { headers: { authorization: 'Bearer tok' } })).status, 404)
  await off.close()
})

test('/healthz and /readyz answer JSON (the cluster probes), not the SPA page; /readyz is 503 without an entry file', async () => {
  const s = await serve({})
  const health = await fetch(`${s.url}/healthz`)
  assert.equal(health.status, 200)
  assert.deepEqual(await health.json(), { status: 'ok' })
  assert.deepEqual(await (await fetch(`${s.url}/readyz`)).json(), { status: 'ok' })
  await rm(path.join(s.dist, 'index.html'))
  assert.equal((await fetch(`${s.url}/readyz`)).status, 503)
  assert.equal((await fetch(`${s.url}/healthz`)).status, 200)
  await s.close()
})

test('--base: the Ingress prefix is taken off before the lookup; other paths are served as they are', async () => {
  assert.equal(withoutBase('/mfe/renter/remoteEntry.js', '/mfe/renter'), '/remoteEntry.js')
  assert.equal(withoutBase('/mfe/renter', '/mfe/renter'), '/')
  assert.equal(withoutBase('/mfe/renterx/a.js', '/mfe/renter'), '/mfe/renterx/a.js')
  assert.equal(withoutBase('/a.js', ''), '/a.js')
  const s = await serve({ base: '/mfe/things', spa: false })
  const res = await fetch(`${s.url}/mfe/things/index.html`)
  assert.equal(res.status, 200)
  assert.match(await res.text(), /<title>x<\/title>/)
  assert.equal((await fetch(`${s.url}/index.html`)).status, 200)
  assert.equal((await fetch(`${s.url}/mfe/other/index.html`)).status, 404)
  await s.close()
})
