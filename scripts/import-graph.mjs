// The import graph of one workspace's src/, for the import rules (scripts/check-imports.mjs): every .ts/.tsx file
// (generated code, builds and tests left out) and what it imports of our own files, type-only imports included,
// as madge gave it (keys and edges: paths relative to src/, `../x.ts` for a file above it; packages left out).
// TypeScript's `preProcessFile` reads the specifiers (its scanner alone: no parse, no types), and a relative
// specifier resolves as the compiler resolves it (`./x.js` names `./x.ts`, a folder its index). madge parsed every
// file and resolved every import through the compiler, about 25 CPU s per run for this same graph (docs/perf.md).
import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'

const EXCLUDED = /(^|\/)(generated|dist)\/|\.test\.tsx?$/
const isFile = (file) => statSync(file, { throwIfNoEntry: false })?.isFile() ?? false

/** The graph's starting files: every .ts/.tsx under src/ but generated code, builds and tests. */
function filesUnder(base, rel = '') {
  return readdirSync(path.join(base, rel), { withFileTypes: true }).flatMap((entry) => {
    const file = rel ? `${rel}/${entry.name}` : entry.name
    if (entry.name === 'node_modules') return []
    if (entry.isDirectory()) return EXCLUDED.test(`${file}/`) ? [] : filesUnder(base, file)
    return /\.tsx?$/.test(entry.name) && !EXCLUDED.test(file) ? [file] : []
  })
}

/** The file a relative specifier names, as the compiler's module resolution finds it (undefined: none). */
function resolveRelative(base, file, specifier) {
  const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier))
  const stem = target.replace(/\.[cm]?jsx?$/, '')
  const written = stem === target ? [] : [`${stem}.ts`, `${stem}.tsx`, `${stem}.d.ts`]
  const completed = ['', '.ts', '.tsx', '.d.ts', '/index.ts', '/index.tsx', '/index.d.ts'].map((end) => target + end)
  return written.concat(completed).find((candidate) => isFile(path.join(base, candidate)))
}

/** { file: [imported files] } for the folder `base` (absolute), each file reached once, in path order. */
export function importGraph(base) {
  const graph = {}
  const queue = filesUnder(base)
  while (queue.length > 0) {
    const file = queue.shift()
    if (Object.hasOwn(graph, file)) continue
    // A file of another kind (a stylesheet) is a leaf, as it was for madge.
    const text = /\.tsx?$/.test(file) ? readFileSync(path.join(base, file), 'utf8') : ''
    const imported = new Set()
    for (const { fileName } of ts.preProcessFile(text, true, true).importedFiles) {
      if (!fileName.startsWith('.')) continue
      const to = resolveRelative(base, file, fileName)
      if (to && !EXCLUDED.test(to)) imported.add(to)
    }
    graph[file] = [...imported].sort()
    queue.push(...graph[file])
  }
  // Sorted as madge's was, so a cycle is reported from the same file.
  return Object.fromEntries(Object.entries(graph).sort(([a], [b]) => (a < b ? -1 : 1)))
}

/** The graph's cycles, each as the files on it from where it closes (madge's `circular()`: depth first). */
export function cyclesOf(graph) {
  const cycles = []
  const done = new Set()
  const onPath = []
  const visit = (file) => {
    onPath.push(file)
    for (const next of graph[file] ?? []) {
      if (done.has(next)) continue
      const at = onPath.indexOf(next)
      if (at >= 0) cycles.push(onPath.slice(at))
      else visit(next)
    }
    onPath.pop()
    done.add(file)
  }
  for (const file of Object.keys(graph)) if (!done.has(file)) visit(file)
  return cycles
}
