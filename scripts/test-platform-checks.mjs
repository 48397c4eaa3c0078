// Checks the test command (scripts/run-tests.mjs) makes of the platforms it starts, beyond the browser tests: the
// replicas platform on a restore of the browser suite's database, the browser platform's live Prometheus
// scrape (issue 32), and the demo contract of a platform started with SEED_DEMO=1 (issue 28). Each reports through
// the `record(suite, passed, failed, note, { seconds })` it is given.
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

/**
 * The demo contract (issue 28) of a platform started with SEED_DEMO=1, through its API at `base`: the platform made
 * it once ready (scripts/run-platform.mjs, waited for here), and Lena sees exactly one contract, awaiting her
 * signature, from her one accepted request; seeding again (scripts/seed-demo-contract.mjs) takes no step and
 * leaves her exactly that.
 */
export async function checkDemoContract(record, suite, base) {
  const started = Date.now()
  const seconds = () => ({ seconds: (Date.now() - started) / 1000 })
  try {
    // Loaded here: it needs the build (@cosign/api's, the documents service's), which the other checks do not.
    const { DEMO_CONTRACT_RENTER, publicApi, seedDemoContract, waitFor } =
      await import('./seed-demo-contract.mjs')
    const api = publicApi(base)
    const lena = await api.signIn(DEMO_CONTRACT_RENTER.email)
    const lenasView = async () => ({
      contracts: (await api.get('/api/contracts/contracts', lena)).items,
      requests: (await api.get('/api/matching/match-requests/outgoing', lena)).items,
    })
    const seeded = await waitFor(
      'the platform seeding the demo contract',
      async () => {
        const view = await lenasView()
        return view.contracts.length > 0 ? view : null
      },
      90_000,
    )
    const problems = []
    const expectOne = ({ contracts, requests }, when) => {
      const [contract] = contracts
      const awaitsLena =
        contract?.status === 'cosigner_signed' && contract.renterId === DEMO_CONTRACT_RENTER.id
      if (contracts.length !== 1 || !awaitsLena)
        problems.push(`${when}: contracts ${JSON.stringify(contracts.map((c) => [c.status, c.renterId]))}`)
      if (requests.length !== 1 || requests[0].status !== 'accepted')
        problems.push(`${when}: requests ${JSON.stringify(requests.map((r) => r.status))}`)
    }
    expectOne(seeded, 'seeded')
    const again = await seedDemoContract(base)
    if (again.steps.length > 0 || again.contractId !== seeded.contracts[0].id)
      problems.push(`seeding again: ${JSON.stringify(again)}`)
    expectOne(await lenasView(), 'after seeding again')
    const note = problems.length
      ? `(${problems.join('; ').slice(0, 400)})`
      : `(Lena: 1 contract awaiting her signature, /contracts/${seeded.contracts[0].id}; seeding again added nothing)`
    record(suite, problems.length ? 0 : 1, problems.length ? 1 : 0, note, seconds())
  } catch (error) {
    record(suite, 0, 1, `(${String(error.message ?? error).slice(0, 300)})`, seconds())
  }
}
