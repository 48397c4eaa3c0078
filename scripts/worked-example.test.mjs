// The worked example of docs/architecture.md ("Worked example: adding an endpoint"), executed: its code blocks,
// each tagged with a file (```ts file=<path> after="<text>"``` or ```ts file=<path> new```), are applied to a
// copy of the sources, and the compiler runs over packages/api (its build) and services/chat against that copy.
// A block whose file or anchor no longer exists fails too, so the doc cannot drift from the code.
//   node --test scripts/worked-example.test.mjs   (run by the unit stage of scripts/run-tests.mjs)
//   WORKED_EXAMPLE_DOC=<file>: read the example from another copy of the doc.
import assert from 'node:assert/strict'
import { execFile } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { after, test } from 'node:test'
import { fileURLToPath } from 'node:url'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const DOC = process.env.WORKED_EXAMPLE_DOC ?? path.join(ROOT, 'docs/architecture.md')
const TSC = path.join(ROOT, 'node_modules/typescript/bin/tsc')
/** What is copied (pnpm's links inside node_modules are relative, so they point into the copy). */
const COPIED = {
  'packages/api': ['package.json', 'tsconfig.json', 'tsconfig.build.json', 'src', 'node_modules'],
  'packages/service-kit': ['package.json', 'dist', 'node_modules'],
  'services/chat': ['package.json', 'tsconfig.json', 'src', 'node_modules'],
}
/** Linked as they are: dependencies and the shared compiler settings. */
const LINKED = ['node_modules', 'packages/config']

/** The example's blocks: { file, after?, isNew, code } in the order of the doc. */
function blocksOf(markdown) {
  const start = markdown.indexOf('### Worked example: adding an endpoint')
  assert.ok(start >= 0, 'docs/architecture.md has no "Worked example: adding an endpoint" section')
  const end = markdown.indexOf('\n## ', start)
  const section = markdown.slice(start, end < 0 ? undefined : end)
  const blocks = []
  const fence = /^( *)```ts (.+)\n([\s\S]*?)^\1```$/gm
  for (const [, indent, info, body] of section.matchAll(fence)) {
    const file = /\bfile=(\S+)/.exec(info)?.[1]
    if (!file) continue
    const code = body
      .split('\n')
      .map((line) => (line.startsWith(indent) ? line.slice(indent.length) : line))
      .join('\n')
    blocks.push({ file, after: /\bafter="([^"]+)"/.exec(info)?.[1], isNew: /\bnew\b/.test(info), code })
  }
  return blocks
}

function apply(copy, block) {
  const target = path.join(copy, block.file)
  if (block.isNew) {
    assert.ok(!existsSync(path.join(ROOT, block.file)), `${block.file} exists already: the example must add it`)
    mkdirSync(path.dirname(target), { recursive: true })
    return writeFileSync(target, block.code)
  }
  if (!existsSync(target)) {
    assert.ok(existsSync(path.join(ROOT, block.file)), `${block.file}: no such file (the doc names a file that moved?)`)
    mkdirSync(path.dirname(target), { recursive: true })
    cpSync(path.join(ROOT, block.file), target)
  }
  const lines = readFileSync(target, 'utf8').split('\n')
  const at = lines.findIndex((line) => line.includes(block.after))
  assert.ok(at >= 0, `${block.file}: no line holds "${block.after}" (the doc is out of date)`)
  lines.splice(at + 1, 0, block.code.replace(/\n$/, ''))
  writeFileSync(target, lines.join('\n'))
}

const tsc = (cwd, args) =>
  new Promise((resolve) =>
    execFile(process.execPath, [TSC, ...args], { cwd, maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) =>
      resolve({ ok: !error, out: `${stdout}${stderr}` }),
    ),
  )

const copy = mkdtempSync(path.join(tmpdir(), 'worked-example-'))
after(() => rmSync(copy, { recursive: true, force: true }))

test('the worked example of docs/architecture.md applies and typechecks', async () => {
  const blocks = blocksOf(readFileSync(DOC, 'utf8'))
  assert.ok(blocks.length >= 6, `expected the example's blocks, found ${blocks.length}`)
  for (const [workspace, entries] of Object.entries(COPIED))
    for (const entry of entries)
      cpSync(path.join(ROOT, workspace, entry), path.join(copy, workspace, entry), { recursive: true, verbatimSymlinks: true })
  for (const linked of LINKED) symlinkSync(path.join(ROOT, linked), path.join(copy, linked))
  for (const block of blocks) apply(copy, block)

  const api = await tsc(path.join(copy, 'packages/api'), ['-p', 'tsconfig.build.json'])
  assert.ok(api.ok, `packages/api does not compile with the example:\n${api.out}`)
  const chat = await tsc(path.join(copy, 'services/chat'), ['-p', 'tsconfig.json', '--noEmit'])
  assert.ok(chat.ok, `services/chat does not compile with the example:\n${chat.out}`)
})
