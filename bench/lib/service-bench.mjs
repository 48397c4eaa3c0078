// What the service benchmarks share: a signed admin token, child processes of built services, readiness waits,
// and latency figures of a list of URLs fetched at a given concurrency.
import { spawn } from 'node:child_process'
import { createHmac } from 'node:crypto'
import { performance } from 'node:perf_hooks'

const b64 = (o) => Buffer.from(JSON.stringify(o)).toString('base64url')

/** A signer of HS256 access tokens as the auth service issues them (sub, email, role; one hour). */
export function tokenSigner(secret) {
  return (sub, role) => {
    const now = Math.floor(Date.now() / 1000)
    const body = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ sub, email: `${sub.slice(0, 8)}@bench.test`, role, iat: now, exp: now + 3600 })}`
    return `Bearer ${body}.${createHmac('sha256', secret).update(body).digest('base64url')}`
  }
}

/** Built services started as child processes (as in production: each its own process), stopped together. */
export function processGroup(common) {
  const children = []
  return {
    start(name, cwd, env, port) {
      const child = spawn(process.execPath, ['--max-semi-space-size=64', 'dist/server.js'], {
        cwd,
        env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', ...common, PORT: String(port), ...env },
        stdio: ['ignore', 'ignore', 'inherit'],
      })
      children.push(child)
      child.on('exit', (code) => code && console.error(`${name} exited with ${code}`))
      return child
    },
    stop() {
      for (const c of children) c.kill('SIGTERM')
    },
  }
}

export async function waitReady(url) {
  for (let i = 0; i < 300; i++) {
    if (await fetch(url).then((r) => r.ok).catch(() => false)) return
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error(`${url} not ready`)
}

export const percentile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : Number.NaN

/**
 * Fetches every URL (`concurrency` at a time) and prints p50/p95/p99 and req/s; a request counts as failed unless
 * it answers 200 with `ok(body)` true.
 */
export async function measureUrls(label, urls, { headers, concurrency = 1, ok = (body) => Array.isArray(body.items) }) {
  const times = []
  let next = 0
  let failed = 0
  const started = performance.now()
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < urls.length) {
        const url = urls[next++]
        const t = performance.now()
        const res = await fetch(url, { headers })
        const body = await res.json()
        times.push(performance.now() - t)
        if (res.status !== 200 || !ok(body)) failed++
      }
    }),
  )
  const seconds = (performance.now() - started) / 1000
  times.sort((a, b) => a - b)
  const r = { label, requests: times.length, failed, p50: percentile(times, 50), p95: percentile(times, 95), p99: percentile(times, 99), rps: times.length / seconds }
  console.log(`${label.padEnd(40)} n=${r.requests} failed=${failed} p50=${r.p50.toFixed(1)} ms p95=${r.p95.toFixed(1)} ms p99=${r.p99.toFixed(1)} ms ${r.rps.toFixed(0)} req/s`)
  return r
}
