#!/usr/bin/env node
// Every workspace's `typecheck` (`tsc -p <tsconfig> --noEmit`) in one Node process: each workspace is still its
// own program with its own tsconfig, checked and reported exactly as tsc reports it, but the parsed and bound
// declaration files they share (@types/node, react, fastify, Prisma's generated clients, @cosign/* builds, the
// lib files) are read and parsed once, through the language service's document registry (tsserver's way of
// sharing files between projects: a file is shared only between programs whose options parse it alike).
// Usage: node scripts/typecheck.mjs [workspace-dir ...]   (default: every workspace with a typecheck script)
import { readFileSync, existsSync, readdirSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { execFileSync } from 'node:child_process'
import { createRequire } from 'node:module'
import { performance } from 'node:perf_hooks'
import { parse as parseYaml } from 'yaml'

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const ts = createRequire(join(ROOT, 'package.json'))('typescript')
const TYPECHECK_SCRIPT = /^tsc -p (\S+) --noEmit$/

/** Workspaces named by pnpm-workspace.yaml (a folder, or `folder/*`), in its order, that have a typecheck script. */
function workspacesWithTypecheck() {
  const { packages } = parseYaml(readFileSync(join(ROOT, 'pnpm-workspace.yaml'), 'utf8'))
  // A pattern's last segment may hold one `*` (`services/*`, `mfe-*`): the folders beside it that match.
  const dirs = packages.flatMap((pattern) => {
    if (!pattern.includes('*')) return [pattern]
    const slash = pattern.lastIndexOf('/')
    const parent = slash < 0 ? '.' : pattern.slice(0, slash)
    const [prefix, suffix] = pattern.slice(slash + 1).split('*')
    return readdirSync(join(ROOT, parent), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && entry.name.startsWith(prefix) && entry.name.endsWith(suffix))
      .map((entry) => (parent === '.' ? entry.name : `${parent}/${entry.name}`))
      .sort()
  })
  return dirs.filter((dir) => existsSync(join(ROOT, dir, 'package.json')) && typecheckConfigOf(dir) !== null)
}

/** The tsconfig a workspace's typecheck script names; a typecheck script of another shape is an error, not a skip. */
function typecheckConfigOf(dir) {
  const script = JSON.parse(readFileSync(join(ROOT, dir, 'package.json'), 'utf8')).scripts?.typecheck
  if (script === undefined) return null
  const match = TYPECHECK_SCRIPT.exec(script)
  if (!match) throw new Error(`${dir}: typecheck script "${script}" is not "tsc -p <tsconfig> --noEmit"; this runner cannot run it`)
  return join(ROOT, dir, match[1])
}

const registry = ts.createDocumentRegistry(ts.sys.useCaseSensitiveFileNames, ROOT)
const snapshots = new Map()
function snapshotOf(fileName) {
  if (!snapshots.has(fileName)) {
    const text = ts.sys.readFile(fileName)
    snapshots.set(fileName, text === undefined ? undefined : ts.ScriptSnapshot.fromString(text))
  }
  return snapshots.get(fileName)
}

const formatHost = {
  getCanonicalFileName: (fileName) => fileName,
  getCurrentDirectory: () => ROOT,
  getNewLine: () => ts.sys.newLine,
}

/** One workspace's diagnostics, gathered in the order and under the conditions tsc's emitFilesAndReportErrors uses. */
function diagnosticsOf(configPath) {
  const configErrors = []
  const parsed = ts.getParsedCommandLineOfConfigFile(configPath, { noEmit: true }, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => configErrors.push(diagnostic),
  })
  if (!parsed) return { files: 0, diagnostics: configErrors }
  const service = ts.createLanguageService({
    getCompilationSettings: () => parsed.options,
    getScriptFileNames: () => parsed.fileNames,
    getProjectReferences: () => parsed.projectReferences,
    getScriptVersion: () => '0',
    getScriptSnapshot: snapshotOf,
    getCurrentDirectory: () => dirname(configPath),
    getDefaultLibFileName: (options) => ts.getDefaultLibFilePath(options),
    fileExists: ts.sys.fileExists,
    readFile: ts.sys.readFile,
    readDirectory: ts.sys.readDirectory,
    directoryExists: ts.sys.directoryExists,
    getDirectories: ts.sys.getDirectories,
    realpath: ts.sys.realpath,
    useCaseSensitiveFileNames: () => ts.sys.useCaseSensitiveFileNames,
  }, registry)
  const program = service.getProgram()
  const options = program.getCompilerOptions()
  const all = [...configErrors, ...ts.getConfigFileParsingDiagnostics(parsed)]
  const before = all.length
  all.push(...program.getSyntacticDiagnostics())
  if (all.length === before) {
    all.push(...program.getOptionsDiagnostics(), ...program.getGlobalDiagnostics())
    if (all.length === before) all.push(...program.getSemanticDiagnostics())
    if (options.noEmit && (options.declaration || options.composite) && all.length === before) all.push(...program.getDeclarationDiagnostics())
  }
  all.push(...program.emit().diagnostics)
  // Not service.dispose(): that would release the shared files from the registry for the next workspace.
  return { files: program.getSourceFiles().length, diagnostics: ts.sortAndDeduplicateDiagnostics(all) }
}

const requested = process.argv.slice(2).map((dir) => relative(ROOT, resolve(dir)))
const workspaces = requested.length > 0 ? requested : workspacesWithTypecheck()
// Every tracked workspace with a typecheck script must be in the list: a pattern this runner misreads would
// otherwise drop workspaces from the stage without a word (it once skipped `mfe-*`).
if (requested.length === 0) {
  const tracked = execFileSync('git', ['ls-files', '--', '*/package.json'], { cwd: ROOT, encoding: 'utf8' }).split('\n')
  const missed = tracked
    .filter((file) => file && JSON.parse(readFileSync(join(ROOT, file), 'utf8')).scripts?.typecheck !== undefined)
    .map((file) => dirname(file))
    .filter((dir) => !workspaces.includes(dir))
  if (missed.length > 0) throw new Error(`workspaces with a typecheck script this runner did not find: ${missed.join(', ')}`)
}
const started = performance.now()
let failedWorkspaces = 0
let errorCount = 0
for (const dir of workspaces) {
  const configPath = typecheckConfigOf(dir)
  if (configPath === null) throw new Error(`${dir}: no typecheck script`)
  const since = performance.now()
  const { files, diagnostics } = diagnosticsOf(configPath)
  const seconds = ((performance.now() - since) / 1000).toFixed(1)
  if (diagnostics.length > 0) {
    failedWorkspaces += 1
    errorCount += diagnostics.length
    process.stdout.write(`FAIL ${dir} (${relative(ROOT, configPath)}): ${diagnostics.length} error(s), ${files} files, ${seconds} s\n`)
    process.stdout.write(ts.formatDiagnostics(diagnostics, formatHost))
  } else {
    process.stdout.write(`ok   ${dir}: ${files} files, ${seconds} s\n`)
  }
}
const total = ((performance.now() - started) / 1000).toFixed(1)
process.stdout.write(`typecheck: ${workspaces.length} workspaces, ${failedWorkspaces} failed, ${errorCount} error(s), ${total} s\n`)
process.exitCode = failedWorkspaces > 0 ? 1 : 0
