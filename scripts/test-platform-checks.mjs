// Checks the test command (scripts/run-tests.mjs) makes of the platforms it starts, beyond the browser tests: the
// replicas platform on a restore of the browser suite's database, and the browser platform's live Prometheus
// scrape (issue 32). Each reports through the `record(suite, passed, failed, note, { seconds })` it is given.
import { copyFileSync, existsSync, rmSync } from 'node:fs'
import path from 'node:path'
import { backup } from './backup.mjs'
import { ROOT } from './platform.mjs'
import { restore } from './restore.mjs'

/** Where the browser tests keep the TOTP secret the admin enrolled on that database (e2e/tests/helpers.ts). */
export const adminTotpFile = (database) => path.join(ROOT, '.run', `e2e-admin-totp-${database}.txt`)

/**
 * Backs up `fromDatabase` with scripts/backup.mjs and restores it into the empty `database` with scripts/restore.mjs,
 * which checks every table's row count and checksum (issue 32: the restored platform then runs the journey).
 */
export async function restoreInto(record, suite, fromDatabase, database) {
  const started = Date.now()
  // The admin's authenticator app survives a restore (its secret is in the restored database).
  if (existsSync(adminTotpFile(fromDatabase))) copyFileSync(adminTotpFile(fromDatabase), adminTotpFile(database))
  const url = (name) => `postgresql://postgres@127.0.0.1:5432/${name}`
  try {
    const { dir, manifest } = await backup({ databaseUrl: url(fromDatabase), out: path.join(ROOT, '.run', 'backups') })
    const { mismatches } = await restore({ dir, targetUrl: url(database) })
    rmSync(dir, { recursive: true, force: true })
    const rows = Object.values(manifest.tables).reduce((n, t) => n + t.rows, 0)
    const note = mismatches.length ? `(tables differ: ${mismatches.join(', ')})` : `(${Object.keys(manifest.tables).length} tables, ${rows} rows of ${fromDatabase})`
    record(`${suite} restore`, mismatches.length ? 0 : 1, mismatches.length ? 1 : 0, note, { seconds: (Date.now() - started) / 1000 })
  } catch (error) {
    record(`${suite} restore`, 0, 1, `(${String(error).slice(0, 300)})`, { seconds: (Date.now() - started) / 1000 })
  }
}

/**
 * The live scrape (issue 32): Prometheus, started by the platform with OBSERVE=1 on `port`,
 * has every process it scrapes up (waiting out a scrape interval for a server a test restarted), and the request
 * histograms of the gateway and of every service have counted the suite's requests.
 */
export async function checkScrape(record, suite, port) {
  const started = Date.now()
  const query = async (q) => {
    const answer = await fetch(`http://127.0.0.1:${port}/api/v1/query?query=${encodeURIComponent(q)}`)
    return (await answer.json()).data?.result ?? []
  }
  let up = []
  let counted = []
  const deadline = Date.now() + 45_000
  for (;;) {
    try {
      up = await query('up')
      counted = await query('sum by (job) (http_request_duration_seconds_count) > 0')
    } catch {
      // Prometheus not answering yet
    }
    const down = up.filter((r) => r.value[1] !== '1').map((r) => `${r.metric.job} ${r.metric.instance}`)
    const jobs = new Set(counted.map((r) => r.metric.job))
    const uncounted = ['gateway', 'auth', 'matching', 'contracts', 'payments', 'chat', 'documents'].filter((j) => !jobs.has(j))
    const ok = up.length > 0 && down.length === 0 && uncounted.length === 0
    if (ok || Date.now() > deadline) {
      const note = ok
        ? `(${up.length} targets up; requests counted by ${[...jobs].sort().join(', ')})`
        : `(${up.length} targets, down: ${down.join(', ') || 'none'}; no requests counted by: ${uncounted.join(', ') || 'none'})`
      return record(suite, ok ? 1 : 0, ok ? 0 : 1, note, { seconds: (Date.now() - started) / 1000 })
    }
    await new Promise((r) => setTimeout(r, 3000))
  }
}
