/**
 * The design tokens (tokens.css) are the only place a colour or a spacing is written as a value: every app's and
 * the shell's stylesheets and inline styles use the variables, so a theme or a scale change is one edit and dark
 * mode cannot miss a literal. This test reads the sources and names each offending line.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const here = path.dirname(fileURLToPath(import.meta.url))
const repo = path.resolve(here, '../../../..')
const TOKEN_FILE = path.join(here, 'tokens.css')

// The shell, the signed-in apps and the shared packages. mfe-marketing is issue 31's other half (its own helper):
// add it here once its pages use the tokens.
const SOURCE_DIRS = [
  'shell/src',
  'mfe-renter/src',
  'mfe-cosigner/src',
  'mfe-admin/src',
  'packages/features/src',
  'packages/ui/src',
]

/**
 * Allowed literals, each with its reason. Keep this short.
 * - The signature pad draws on a <canvas>: the pen is pixels in the saved PNG, not CSS, so a variable cannot
 *   reach it; it is the --ui-ink colour, on the --ui-paper sheet that stays white in both themes.
 */
const ALLOWED: { file: string; pattern: RegExp }[] = [{ file: 'packages/ui/src/signature/SignaturePad.tsx', pattern: /'#111827'/ }]

function sources(dir: string): string[] {
  const out: string[] = []
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name)
    if (statSync(full).isDirectory()) out.push(...sources(full))
    else if (/\.(css|tsx)$/.test(name) && !/\.test\.tsx$/.test(name) && full !== TOKEN_FILE) out.push(full)
  }
  return out
}

/** A px length of 2 or more; 0 and 1px hairlines (a visually hidden box's -1px margin) are not spacings. */
const SPACING_PX = /(^|[^\w.-])-?([2-9]|\d{2,})(\.\d+)?px/
const CSS_SPACING = /(?:^|[{;\s])(margin|padding|gap|row-gap|column-gap)[\w-]*\s*:\s*([^;}]+)/g
const CSS_COLOUR = /#[0-9a-fA-F]{3,8}\b|\b(rgba?|hsla?)\(/
const TSX_SPACING = /\b(margin|padding|gap|rowGap|columnGap)\w*\s*:\s*(-?[1-9]\d*(?![\w.])|'[^'\n]*')/g
const TSX_COLOUR = /['"`]#[0-9a-fA-F]{3,8}['"`]|['"`]\s*(rgba?|hsla?)\(/

export function findLiterals(file: string, text: string): string[] {
  const found: string[] = []
  const rel = path.relative(repo, file)
  text.split('\n').forEach((line, i) => {
    const where = `${rel}:${i + 1}: ${line.trim()}`
    if (ALLOWED.some((a) => a.file === rel && a.pattern.test(line))) return
    if (file.endsWith('.css')) {
      if (line.trim().startsWith('/*') || line.trim().startsWith('*')) return
      if (CSS_COLOUR.test(line)) found.push(`colour literal: ${where}`)
      for (const m of line.matchAll(CSS_SPACING)) if (SPACING_PX.test(m[2]!)) found.push(`px spacing: ${where}`)
    } else {
      if (TSX_COLOUR.test(line)) found.push(`colour literal: ${where}`)
      for (const m of line.matchAll(TSX_SPACING)) {
        const value = m[2]!
        if (value.startsWith("'") ? SPACING_PX.test(value) : true) found.push(`px spacing: ${where}`)
      }
    }
  })
  return found
}

test('no colour literal or px spacing outside tokens.css (use the --ui-* variables)', () => {
  const files = SOURCE_DIRS.flatMap((dir) => sources(path.join(repo, dir)))
  expect(files.length).toBeGreaterThan(50)
  const found = files.flatMap((file) => findLiterals(file, readFileSync(file, 'utf8')))
  expect(found).toEqual([])
})

test('the rule catches literals in CSS and inline styles, and lets tokens and hairlines through', () => {
  const css = path.join(repo, 'shell/src/x.css')
  expect(findLiterals(css, '.a { color: #fff; }\n.b { padding: 8px 0; }')).toHaveLength(2)
  expect(findLiterals(css, '.a { color: var(--ui-text); margin: -1px; padding: var(--ui-space-2) 0; }')).toEqual([])
  const tsx = path.join(repo, 'shell/src/x.tsx')
  expect(findLiterals(tsx, "<p style={{ marginTop: 12, color: '#b42318' }} />")).toHaveLength(2)
  expect(findLiterals(tsx, "<p style={{ margin: '4px 0' }} />")).toHaveLength(1)
  expect(findLiterals(tsx, "<p style={{ margin: 0, gap: 'var(--ui-space-2)' }} />")).toEqual([])
})

test('each theme colour is written once, as light-dark(light, dark), and data-theme only picks the colour scheme', () => {
  const tokens = readFileSync(TOKEN_FILE, 'utf8')
  const themed = [...tokens.matchAll(/(--ui-[\w-]+):[^;]*light-dark\(/g)].map((m) => m[1])
  expect(themed.length).toBeGreaterThan(10)
  expect(new Set(themed).size).toBe(themed.length)
  for (const theme of ['light', 'dark']) {
    const block = tokens.slice(tokens.indexOf(`:root[data-theme='${theme}']`))
    expect(block.slice(0, block.indexOf('}'))).not.toMatch(/--ui-/)
  }
})
