#!/usr/bin/env node
// No import cycles in our own code (issue 16): every workspace's src/ is read by madge (a maintained dependency
// graph tool), type-only imports included; generated Prisma clients, builds and dependencies are left out.
// Prints each cycle and the summary line "N passed, N failed" (one check per workspace); exits 1 on a cycle.
//   node scripts/check-import-cycles.mjs [dir ...]   (default: every workspace with a src/)
import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import madge from 'madge'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const dirs = process.argv.slice(2).length
  ? process.argv.slice(2)
  : ['packages', 'services', 'tools']
      .flatMap((d) => readdirSync(path.join(ROOT, d)).map((n) => path.join(d, n)))
      .concat(['gateway', 'shell', 'mfe-marketing', 'mfe-renter', 'mfe-cosigner', 'mfe-admin'])
      .map((d) => path.join(d, 'src'))
      .filter((d) => existsSync(path.join(ROOT, d)))

let passed = 0
let failed = 0
for (const dir of dirs) {
  const graph = await madge(path.resolve(ROOT, dir), {
    fileExtensions: ['ts', 'tsx'],
    excludeRegExp: [/(^|\/)(generated|dist|node_modules)\//],
    detectiveOptions: { ts: { skipTypeImports: false }, tsx: { skipTypeImports: false } },
  })
  const cycles = graph.circular()
  if (cycles.length === 0) {
    passed++
    continue
  }
  failed++
  console.log(`${dir}: ${cycles.length} import cycle(s)`)
  for (const cycle of cycles) console.log(`  ${[...cycle, cycle[0]].join(' -> ')}`)
}
console.log(`${passed} passed, ${failed} failed`)
process.exit(failed ? 1 : 0)
