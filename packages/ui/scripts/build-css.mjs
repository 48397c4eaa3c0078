// Joins the stylesheet parts into dist/ui.css, the one file every app links: the tokens first (every part reads
// them), then the parts in cascade order (later parts may refine earlier ones).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

export const CSS_PARTS = [
  'tokens',
  'base',
  'controls',
  'status-and-tables',
  'dialogs-tabs-toasts',
  'contract-content',
  'components',
  'steps-and-charts',
]

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
mkdirSync(join(root, 'dist'), { recursive: true })
writeFileSync(
  join(root, 'dist/ui.css'),
  CSS_PARTS.map((name) => readFileSync(join(root, 'src/styles', `${name}.css`), 'utf8')).join('\n'),
)
