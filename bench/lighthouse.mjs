#!/usr/bin/env node
// Lighthouse (mobile defaults: emulated phone, simulated slow 4G and 4x CPU slowdown) on the marketing pages
// of a RUNNING platform (gateway serving the production shell build, marketing remote and services), each page
// N times with a fresh Chromium; prints the median score per category and the JavaScript each page loads.
//
//   node bench/lighthouse.mjs [--base http://localhost:8080] [--runs 3] [--json out.json] [--assert] [paths...]
//
// Needs Debian's Chromium (CHROME_PATH, default /usr/bin/chromium). JavaScript is reported two ways: bytes
// on the wire (transfer, as the servers sent it) and the gzip -9 size of every script the page loaded (the
// budget's measure: at most 150 KB gzipped, shell included, independent of whether a server compresses).
// --assert exits 1 when a page misses SEO 100, Accessibility 95, Best Practices 95, Performance 90 or the
// JavaScript budget.
import { Buffer } from 'node:buffer'
import { gzipSync } from 'node:zlib'
import { writeFile } from 'node:fs/promises'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

const DEFAULT_PATHS = ['/', '/renter', '/cosigner', '/lease-armor-pricing', '/city/san-diego-california']
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo']
const THRESHOLDS = { performance: 90, accessibility: 95, 'best-practices': 95, seo: 100 }
const JS_BUDGET_BYTES = 150 * 1024
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

function parseArgs(argv) {
  const args = { base: 'http://localhost:8080', runs: 3, json: null, assert: false, paths: [] }
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]
    if (a === '--base') args.base = argv[++i]
    else if (a === '--runs') args.runs = Number(argv[++i])
    else if (a === '--json') args.json = argv[++i]
    else if (a === '--assert') args.assert = true
    else if (a === '--help' || a === '-h') {
      console.log(
        'usage: node bench/lighthouse.mjs [--base URL] [--runs N] [--json FILE] [--assert] [paths...]',
      )
      process.exit(0)
    } else args.paths.push(a)
  }
  if (args.paths.length === 0) args.paths = DEFAULT_PATHS
  if (!Number.isInteger(args.runs) || args.runs < 1) throw new Error('--runs must be a positive integer')
  args.base = args.base.replace(/\/+$/, '')
  return args
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`

const gzipCache = new Map()
/** gzip -9 size of a script, fetched once per URL. */
async function gzippedSize(url) {
  if (!gzipCache.has(url)) {
    gzipCache.set(
      url,
      fetch(url)
        .then((r) => r.arrayBuffer())
        .then((body) => gzipSync(Buffer.from(body), { level: 9 }).length)
        .catch(() => 0),
    )
  }
  return gzipCache.get(url)
}

async function runOnce(url) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  })
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
    })
    if (!result) throw new Error(`no Lighthouse result for ${url}`)
    const { lhr } = result
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`)
    const scores = Object.fromEntries(
      CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]),
    )
    const requests = lhr.audits['network-requests']?.details?.items ?? []
    const scripts = requests.filter((r) => r.resourceType === 'Script' && !r.url.startsWith('data:'))
    const transfer = scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0)
    const gzipped = (await Promise.all(scripts.map((r) => gzippedSize(r.url)))).reduce((a, b) => a + b, 0)
    const failing = Object.values(lhr.audits)
      .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
      .map((a) => a.id)
    const metrics = {
      fcp: lhr.audits['first-contentful-paint']?.numericValue,
      lcp: lhr.audits['largest-contentful-paint']?.numericValue,
      tbt: lhr.audits['total-blocking-time']?.numericValue,
      cls: lhr.audits['cumulative-layout-shift']?.numericValue,
    }
    return { scores, transfer, gzipped, scriptCount: scripts.length, failing, metrics }
  } finally {
    await chrome.kill()
  }
}

async function main() {
  const args = parseArgs(process.argv.slice(2))
  const probe = await fetch(`${args.base}/`).catch((err) => err)
  if (probe instanceof Error || !probe.ok) {
    console.error(
      `The platform does not answer at ${args.base}/ (start it first, e.g. node scripts/run-platform.mjs).`,
    )
    process.exit(2)
  }

  const report = []
  for (const path of args.paths) {
    const url = args.base + path
    const runs = []
    for (let i = 0; i < args.runs; i++) {
      // Lighthouse sometimes fails to record a trace (NO_NAVSTART...): such a run is repeated, up to 3 times.
      let run
      for (let attempt = 1; !run; attempt++) {
        try {
          run = await runOnce(url)
        } catch (err) {
          if (attempt >= 3) throw err
          console.error(`${path} run ${i + 1}: ${err.message.split('\n')[0]}; retrying`)
        }
      }
      runs.push(run)
      console.error(
        `${path} run ${i + 1}/${args.runs}: ${CATEGORIES.map((c) => `${c} ${run.scores[c]}`).join(', ')}`,
      )
    }
    const medians = Object.fromEntries(CATEGORIES.map((c) => [c, median(runs.map((r) => r.scores[c]))]))
    report.push({
      path,
      medians,
      jsTransferBytes: median(runs.map((r) => r.transfer)),
      jsGzipBytes: median(runs.map((r) => r.gzipped)),
      scriptCount: median(runs.map((r) => r.scriptCount)),
      metrics: Object.fromEntries(
        Object.keys(runs[0].metrics).map((m) => [m, median(runs.map((r) => r.metrics[m] ?? 0))]),
      ),
      failingAudits: [...new Set(runs.flatMap((r) => r.failing))],
    })
  }

  const header = ['page', 'perf', 'a11y', 'best-pr', 'seo', 'JS transfer', 'JS gzip', 'scripts']
  const rows = report.map((r) => [
    r.path,
    r.medians.performance,
    r.medians.accessibility,
    r.medians['best-practices'],
    r.medians.seo,
    kb(r.jsTransferBytes),
    kb(r.jsGzipBytes),
    r.scriptCount,
  ])
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => String(row[i]).length)))
  const line = (cells) => cells.map((c, i) => String(c).padEnd(widths[i])).join('  ')
  console.log(`Lighthouse ${args.runs} run(s) per page, median, mobile, against ${args.base}`)
  console.log(line(header))
  for (const row of rows) console.log(line(row))
  for (const r of report) {
    const m = r.metrics
    console.log(
      `${r.path}: FCP ${Math.round(m.fcp)} ms, LCP ${Math.round(m.lcp)} ms, TBT ${Math.round(m.tbt)} ms, CLS ${m.cls.toFixed(3)}` +
        (r.failingAudits.length ? `; failing audits: ${r.failingAudits.join(', ')}` : ''),
    )
  }

  const misses = []
  for (const r of report) {
    for (const [category, min] of Object.entries(THRESHOLDS))
      if (r.medians[category] < min) misses.push(`${r.path}: ${category} ${r.medians[category]} < ${min}`)
    if (r.jsGzipBytes > JS_BUDGET_BYTES)
      misses.push(`${r.path}: JavaScript ${kb(r.jsGzipBytes)} gzipped > 150 KB`)
  }
  console.log(misses.length ? `Below the bars:\n  ${misses.join('\n  ')}` : 'All pages meet the bars.')
  if (args.json)
    await writeFile(args.json, JSON.stringify({ base: args.base, runs: args.runs, report }, null, 2))
  if (args.assert && misses.length) process.exit(1)
}

main().catch((err) => {
  console.error(err)
  process.exit(1)
})
