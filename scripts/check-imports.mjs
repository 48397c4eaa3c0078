#!/usr/bin/env node
// Import rules of our own code (issues 16 and 25). Two readers:
//   - the import graph of every workspace's src/ (scripts/import-graph.mjs: type-only imports included; generated
//     Prisma clients, builds, tests and dependencies left out): no import cycles; each folder imports only from below it (LAYERS: e.g.
//     a service's domain/ never imports its routes/ or plugins/; the shell's routing/ never imports the screens
//     above it);
//   - the import specifiers of every source file read directly (so imports of generated/ and of packages are
//     seen too), for the rules each named once in HOMES:
//       * Fastify (`fastify`, `@fastify/*`, `fastify-plugin`) only in a service's (gateway's, local PayPal's)
//         routes/, plugins/, app.ts and server.ts;
//       * the generated Prisma client (a `generated/prisma` path, `@prisma/*`) only in a service's
//         repositories/, plugins/ and scripts/ (model/ may `import type` a row's shape for its DTO mappers);
//       * a front end's feature imports another feature only through its index (`features/<x>/index.ts`; in
//         packages/features `src/<x>/index.ts`, and from outside what its package.json exports);
//   - no source file (tests, generated code and migrations excepted) over 400 lines unless one of its first 5
//     lines says why ("over 400 lines: ...");
//   - no component (.tsx) of the front ends holds an API path or calls the API client itself (screens call their
//     feature's *-api.ts functions, which call declared endpoints).
// Prints each breach and the summary line "N passed, N failed" (one check per workspace and rule kind);
// exits 1 on a breach.
//   node scripts/check-imports.mjs [--root <dir>] [dir ...]   (default: every workspace with a src/ under the root)
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { cyclesOf, importGraph } from './import-graph.mjs'

const args = process.argv.slice(2)
const rootAt = args.indexOf('--root')
const ROOT = rootAt >= 0 ? path.resolve(args.splice(rootAt, 2)[1]) : path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

/**
 * Per workspace (matched on its path), what a file (matched on its path inside src/) must not import: a path
 * inside src/. `why` is printed with a breach.
 */
const SERVICE_LAYERS = [
  {
    from: /^domain\//,
    notTo: /^(routes|plugins)\/|^(app|server)\.ts$/,
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

const dirs = args.length
  ? args
  : ['packages', 'services', 'tools']
      .filter((d) => existsSync(path.join(ROOT, d)))
      .flatMap((d) => readdirSync(path.join(ROOT, d)).map((n) => path.join(d, n)))
      .concat(['gateway', 'shell'], readdirSync(ROOT).filter((name) => name.startsWith('mfe-')).sort())
      .map((d) => path.join(d, 'src'))
      .filter((d) => existsSync(path.join(ROOT, d)))

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
  const graph = importGraph(path.resolve(ROOT, dir))
  const cycles = cyclesOf(graph)
  check(cycles.length === 0, () => {
    console.log(`${dir}: ${cycles.length} import cycle(s)`)
    for (const cycle of cycles) console.log(`  ${[...cycle, cycle[0]].join(' -> ')}`)
  })

  const rules = LAYERS.filter((layer) => layer.workspace.test(dir)).flatMap((layer) => layer.rules)
  if (rules.length === 0) continue
  const breaches = []
  for (const [file, dependencies] of Object.entries(graph))
    for (const rule of rules) {
      if (!rule.from.test(file)) continue
      for (const dependency of dependencies)
        if (rule.notTo.test(dependency)) breaches.push(`  ${file} -> ${dependency} (${rule.why})`)
    }
  check(breaches.length === 0, () => {
    console.log(`${dir}: ${breaches.length} import(s) from a layer above`)
    for (const breach of breaches) console.log(breach)
  })
}

// Homes: each rule read from the import specifiers themselves (the graph leaves generated/ and packages out).
const FASTIFY = /^(fastify|@fastify\/.+|fastify-plugin)$/
const PRISMA_CLIENT = /(^|\/)generated\/prisma(\/|$)|^@prisma\//
const WEB_LAYER = /^(routes|plugins)\/|^(app|server)\.ts$/
/** Per workspace (matched on its path): what may import what, by the file's path inside src/ and the specifier. */
const HOMES = [
  {
    workspace: /^(services\/[^/]+|gateway|tools\/paypal-local|tools\/mail-catcher)\/src$/,
    name: 'Fastify only in routes/, plugins/, app.ts and server.ts',
    breach: (file, specifier) => FASTIFY.test(specifier) && !WEB_LAYER.test(file),
  },
  {
    workspace: /^services\/[^/]+\/src$/,
    name: "the generated Prisma client only in repositories/, plugins/ and scripts/",
    // model/ may name a row's type (`import type`): a DTO mapper describes a row, and cannot reach the database.
    breach: (file, specifier, _dir, typeOnly) =>
      PRISMA_CLIENT.test(specifier) && !/^(repositories|plugins|scripts)\//.test(file) && !(typeOnly && /^model\//.test(file)),
  },
  {
    workspace: /^(shell|mfe-[^/]+|packages\/[^/]+)\/src$/,
    name: "a feature imports another feature only through its index.ts",
    breach: (file, specifier, dir) => crossFeature(dir, file, specifier),
  },
]
/** The feature a path inside src/ belongs to (`features/<x>/...`; in packages/features every folder is one). */
function featureOf(dir, file) {
  const parts = file.split('/')
  if (parts[0] === 'features' && parts.length > 2) return { name: parts[1], rest: parts.slice(2) }
  if (/^packages\/features\//.test(dir) && parts.length > 1) return { name: parts[0], rest: parts.slice(1) }
  return null
}
const featuresPackage = path.join(ROOT, 'packages/features/package.json')
const FEATURE_EXPORTS = existsSync(featuresPackage)
  ? new Set(Object.keys(JSON.parse(readFileSync(featuresPackage, 'utf8')).exports ?? {}))
  : null
const isIndex = (rest) => rest.length === 1 && /^index\.(ts|tsx|js)$/.test(rest[0])
function crossFeature(dir, file, specifier) {
  // The shared feature library from outside: what its package.json exports (or, without exports, its root and each
  // feature's entry), never a feature's own files.
  if (specifier.startsWith('@cosign/features/') && !/^packages\/features\//.test(dir))
    return FEATURE_EXPORTS ? !FEATURE_EXPORTS.has(`.${specifier.slice('@cosign/features'.length)}`) : /^@cosign\/features\/[^/]+\/./.test(specifier)
  if (!specifier.startsWith('.')) return false
  const from = featureOf(dir, file)
  if (!from) return false
  let target = path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier))
  if (target.startsWith('..')) return false
  const to = featureOf(dir, target)
  if (!to || to.name === from.name) return false
  if (!/\.(ts|tsx|js)$/.test(target)) target = existsSync(path.join(ROOT, dir, target)) ? `${target}/index.ts` : `${target}.ts`
  return !isIndex(featureOf(dir, target).rest)
}

/** Every source file under a directory (tests, generated code, builds, migrations and dependencies left out). */
const SOURCE = /\.(ts|tsx|mts|cts|js|mjs|cjs|jsx)$/
const NOT_SOURCE = /(^|\/)(node_modules|dist|generated|migrations|test|tests|__tests__)(\/|$)|\.(test|spec)\.[cm]?[jt]sx?$|\.d\.ts$/
const sourceFiles = (dir, kind = SOURCE) =>
  readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = path.posix.join(dir, entry.name)
    if (NOT_SOURCE.test(rel)) return []
    if (entry.isDirectory()) return sourceFiles(rel, kind)
    return kind.test(entry.name) ? [rel] : []
  })
/**
 * The module specifiers of a file, each with whether its statement is type-only (`import type`/`export type`):
 * import/export ... from, side-effect imports, import() and require().
 */
const SPECIFIER = /\b(?:from|import|require)\s*\(?\s*['"]([^'"\n]+)['"]/g
const TYPE_ONLY = /\b(?:import|export)\s+type\s[^'";]*?\bfrom\s*['"]([^'"\n]+)['"]/g
function specifiersOf(text) {
  const code = text.replace(/\/\*[\s\S]*?\*\/|(^|[^:'"`])\/\/.*$/gm, '$1')
  const types = [...code.matchAll(TYPE_ONLY)].map((m) => ({ specifier: m[1], typeOnly: true }))
  return types.concat([...code.replace(TYPE_ONLY, '').matchAll(SPECIFIER)].map((m) => ({ specifier: m[1], typeOnly: false })))
}

const textOf = new Map()
const read = (file) => {
  if (!textOf.has(file)) textOf.set(file, readFileSync(path.join(ROOT, file), 'utf8'))
  return textOf.get(file)
}
for (const dir of dirs) {
  const files = sourceFiles(dir)
  for (const home of HOMES.filter((h) => h.workspace.test(dir))) {
    const breaches = []
    for (const file of files) {
      const inSrc = path.posix.relative(dir, file)
      for (const { specifier, typeOnly } of specifiersOf(read(file)))
        if (home.breach(inSrc, specifier, dir, typeOnly)) breaches.push(`  ${inSrc} -> ${specifier}`)
    }
    check(breaches.length === 0, () => {
      console.log(`${dir}: ${breaches.length} import(s) breaking "${home.name}"`)
      for (const breach of breaches) console.log(breach)
    })
  }
}

// Size: no source file over 400 lines unless its first 5 lines say why. Stylesheets are source too.
const MAX_LINES = 400
const SIZED = /\.(ts|tsx|mts|cts|js|mjs|cjs|jsx|css)$/
const sized = dirs.concat(existsSync(path.join(ROOT, 'scripts')) ? ['scripts'] : []).flatMap((dir) => sourceFiles(dir, SIZED))
const lineCount = (file) => read(file).split('\n').length - (read(file).endsWith('\n') ? 1 : 0)
const oversized = sized.filter(
  (file) => lineCount(file) > MAX_LINES && !/over 400 lines:/i.test(read(file).split('\n', 5).join('\n')),
)
check(oversized.length === 0, () => {
  console.log(`${oversized.length} source file(s) over ${MAX_LINES} lines without a reason ("over 400 lines: ..." in the first 5 lines):`)
  for (const file of oversized) console.log(`  ${file} (${lineCount(file)} lines)`)
})

// Components and API paths: one check over every front end.
const FRONT_ENDS = dirs.filter((dir) => /^(shell|mfe-[^/]+|packages\/(ui|features))\/src$/.test(dir))
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
