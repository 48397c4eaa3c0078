// tsc emits the features' scripts; their stylesheets (imported by the screens, bundled by each app's webpack)
// are copied beside them.
import { copyFileSync, mkdirSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
for (const entry of readdirSync(path.join(root, 'src'), { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !entry.name.endsWith('.css')) continue
  const from = path.join(entry.parentPath, entry.name)
  const to = path.join(root, 'dist', path.relative(path.join(root, 'src'), from))
  mkdirSync(path.dirname(to), { recursive: true })
  copyFileSync(from, to)
}
