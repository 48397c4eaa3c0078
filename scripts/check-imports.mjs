#!/usr/bin/env node
// Import rules of our own code (issue 16), read from madge's dependency graph of every workspace's src/ (a
// maintained dependency graph tool; type-only imports included; generated Prisma clients, builds and
// dependencies left out):
//   - no import cycles;
//   - each folder imports only from below it: the layer rules in LAYERS (e.g. a service's domain/ never imports
//     its routes/ or plugins/, nor Fastify; the shell's routing/ never imports the screens and layout above it);
//   - no component (.tsx) of the front ends holds an API path or calls the API client itself (screens call their
//     feature's *-api.ts functions, which call declared endpoints).
// Prints each breach and the summary line "N passed, N failed" (one check per workspace and rule kind);
// exits 1 on a breach.
//   node scripts/check-imports.mjs [dir ...]   (default: every workspace with a src/)
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import madge from 'madge'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

/**
 * Per workspace (matched on its path), what a file (matched on its path inside src/) must not import: a path
 * inside src/ or, with `npm`, a dependency's name. `why` is printed with a breach.
 */
const SERVICE_LAYERS = [
  {
    from: /^domain\//,
    notTo: /^(routes|plugins)\/|^(app|server|deps-of)\.ts$/,
    npm: /^(fastify|@fastify\/.*|fastify-plugin)$/,
    why: 'use cases take what they need (Deps), not the web layer',
  },
  { from: /^repositories\//, notTo: /^(domain|routes|plugins)\//, why: 'repositories only touch data' },
  { from: /^model\//, notTo: /^(domain|routes|plugins|repositories)\//, why: 'pure rules and types sit below everything' },
  { from: /^plugins\//, notTo: /^routes\//, why: 'connections load before the routes that use them' },
  { from: /^(lib|paypal)\//, notTo: /^(domain|routes|plugins|repositories)\//, why: 'helpers sit below everything' },
]
const MICRO_FRONTEND_LAYERS = [
  { from: /^features\//, notTo: /^(App|lifecycle|standalone|index)\.tsx?$/, why: 'features sit below the app that mounts them' },
  { from: /^(components|lib)\//, notTo: /^features\//, why: 'shared components sit below the features' },
]
const LAYERS = [
  { workspace: /^services\//, rules: SERVICE_LAYERS },
  {
    workspace: /^gateway\//,
    rules: [
      { from: /^lib\//, notTo: /^(routes|plugins)\//, why: 'helpers sit below plugins and routes' },
      { from: /^plugins\//, notTo: /^routes\//, why: 'plugins load before the routes' },
    ],
  },
  {
    workspace: /^shell\//,
    rules: [
      { from: /^routing\//, notTo: /^(screens|checkout|layout|auth|notifications|chat)\//, why: 'routing sits below the screens it routes to' },
      { from: /^(config|mfe)\//, notTo: /^(screens|checkout|layout)\//, why: 'start-up code sits below the screens' },
    ],
  },
  { workspace: /^mfe-/, rules: MICRO_FRONTEND_LAYERS },
  {
    workspace: /^packages\/ui\//,
    rules: [{ from: /^components\//, notTo: /^mfe\//, why: 'components sit below the micro-frontend helpers' }],
  },
]

const dirs = process.argv.slice(2).length
  ? process.argv.slice(2)
  : ['packages', 'services', 'tools']
      .flatMap((d) => readdirSync(path.join(ROOT, d)).map((n) => path.join(d, n)))
      .concat(['gateway', 'shell', 'mfe-marketing', 'mfe-renter', 'mfe-cosigner', 'mfe-admin'])
      .map((d) => path.join(d, 'src'))
      .filter((d) => existsSync(path.join(ROOT, d)))

/** The npm package a resolved dependency path belongs to (`../../node_modules/@fastify/jwt/x.js` -> `@fastify/jwt`). */
function npmName(dependency) {
  const at = dependency.lastIndexOf('node_modules/')
  if (at === -1) return null
  const parts = dependency.slice(at + 'node_modules/'.length).split('/')
  return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]
}

let passed = 0
let failed = 0
const check = (ok, report) => {
  if (ok) passed++
  else {
    failed++
    report()
  }
}

for (const dir of dirs) {
  const options = {
    fileExtensions: ['ts', 'tsx'],
    excludeRegExp: [/(^|\/)(generated|dist)\//, /\.test\.tsx?$/],
    detectiveOptions: { ts: { skipTypeImports: false }, tsx: { skipTypeImports: false } },
  }
  const graph = await madge(path.resolve(ROOT, dir), options)
  const cycles = graph.circular()
  check(cycles.length === 0, () => {
    console.log(`${dir}: ${cycles.length} import cycle(s)`)
    for (const cycle of cycles) console.log(`  ${[...cycle, cycle[0]].join(' -> ')}`)
  })

  const rules = LAYERS.filter((layer) => layer.workspace.test(dir)).flatMap((layer) => layer.rules)
  if (rules.length === 0) continue
  // npm dependencies are only in the graph when asked for; read them only where a rule names one.
  const withNpm = rules.some((rule) => rule.npm)
    ? (await madge(path.resolve(ROOT, dir), { ...options, includeNpm: true })).obj()
    : graph.obj()
  const breaches = []
  for (const [file, dependencies] of Object.entries(withNpm))
    for (const rule of rules) {
      if (!rule.from.test(file)) continue
      for (const dependency of dependencies) {
        const name = npmName(dependency)
        if (name === null ? rule.notTo?.test(dependency) : rule.npm?.test(name))
          breaches.push(`  ${file} -> ${name ?? dependency} (${rule.why})`)
      }
    }
  check(breaches.length === 0, () => {
    console.log(`${dir}: ${breaches.length} import(s) from a layer above`)
    for (const breach of breaches) console.log(breach)
  })
}
// Components and API paths: one check over every front end.
const FRONT_ENDS = ['shell/src', 'mfe-marketing/src', 'mfe-renter/src', 'mfe-cosigner/src', 'mfe-admin/src', 'packages/ui/src', 'packages/features/src']
const API_IN_COMPONENT = [/\/api\//, /\bapi\.(get|post|put|patch|delete|request|call)\b/]
const tsxFiles = (dir) =>
  readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? tsxFiles(path.join(dir, entry.name))
      : entry.name.endsWith('.tsx') && !entry.name.endsWith('.test.tsx')
        ? [path.join(dir, entry.name)]
        : [],
  )
const components = FRONT_ENDS.filter((dir) => existsSync(path.join(ROOT, dir))).flatMap(tsxFiles)
const calling = components.filter((file) => {
  const text = readFileSync(path.join(ROOT, file), 'utf8')
  return API_IN_COMPONENT.some((pattern) => pattern.test(text))
})
check(calling.length === 0, () => {
  console.log(`${calling.length} component(s) holding an API path or calling the API client:`)
  for (const file of calling) console.log(`  ${file}`)
})

console.log(`${passed} passed, ${failed} failed`)
process.exit(failed ? 1 : 0)
