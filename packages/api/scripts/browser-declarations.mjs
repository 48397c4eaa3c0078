#!/usr/bin/env node
// After `tsc`: writes the browser copy (`x.browser.js`, beside it) of each built module of the declarations that
// package.json's `browser` field maps, which webpack's web builds then use in its place (Node and Jest keep the
// full modules). Both copies come from the one declaration (issue 28, JavaScript budget):
//   - an endpoints module (`auth/endpoints.js`...) becomes its endpoints' service, method and path only
//     (src/browser-declarations.ts), read from the built module in Node with the real TypeBox;
//   - any other module that builds schemas gets its load-time calls marked pure (pure-schemas.mjs), so the
//     schemas no browser code reads are dropped from bundles.
// Fails when the `browser` field and the modules that build schemas disagree (a new module would otherwise reach
// the browser whole).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { markSchemasPure } from './pure-schemas.mjs'

const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const { browser = {} } = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8'))
const { browserDeclarationsModule } = await import(pathToFileURL(path.join(packageDir, 'dist/browser-declarations.js')).href)

// The package's entry and the aggregate of every service's endpoints only re-export; they need no copy.
const REEXPORTS_ONLY = ['./dist/index.js', './dist/endpoints.js']
const isEndpoints = (file) => /\/([a-z-]+-)?endpoints\.js$/.test(file) && !REEXPORTS_ONLY.includes(file)
const buildsSchemas = (source) => /from '(@sinclair\/typebox|[./]+\/([a-z-]+\/)?([a-z-]+-)?schemas\.js|[./]+\/endpoint\.js)'/.test(source)
const read = (file) => readFileSync(path.join(packageDir, file), 'utf8')

const modules = readdirSync(path.join(packageDir, 'dist'), { recursive: true })
  .map((file) => `./dist/${String(file).split(path.sep).join('/')}`)
  .filter((file) => file.endsWith('.js') && !file.endsWith('.browser.js'))
const needCopies = modules.filter((file) => !REEXPORTS_ONLY.includes(file) && (isEndpoints(file) || buildsSchemas(read(file))))
const copyOf = (file) => file.replace(/\.js$/, '.browser.js')
const missing = needCopies.filter((file) => browser[file] !== copyOf(file))
const extra = Object.keys(browser).filter((file) => !needCopies.includes(file))
if (missing.length > 0 || extra.length > 0) {
  const wanted = missing.map((file) => `"${file}": "${copyOf(file)}"`)
  throw new Error(`package.json "browser": add ${wanted.join(', ') || 'nothing'}; remove ${extra.join(', ') || 'nothing'}`)
}
for (const file of needCopies) {
  const copy = isEndpoints(file)
    ? browserDeclarationsModule(await import(pathToFileURL(path.join(packageDir, file)).href), file)
    : markSchemasPure(read(file), file)
  writeFileSync(path.join(packageDir, copyOf(file)), copy)
}
console.log(`browser copies of the declarations: ${needCopies.length} modules`)
