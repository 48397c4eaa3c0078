#!/usr/bin/env node
// Generates the Prisma client of the service in the current directory.
// Prisma's CLI insists on a native schema engine binary even for `generate`, which only needs
// WebAssembly; on machines that cannot download it we point the CLI at a placeholder (see docs/decisions.md).
import { spawnSync } from 'node:child_process'
import { readdirSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

const require = createRequire(path.join(process.cwd(), 'package.json'))
const cli = require.resolve('prisma/build/index.js')
const env = { ...process.env, PRISMA_HIDE_UPDATE_MESSAGE: '1' }
const prismaRequire = createRequire(cli)
let hasEngine = false
try {
  const engineDir = path.dirname(prismaRequire.resolve('@prisma/engines/package.json'))
  hasEngine = readdirSync(engineDir).some((f) => f.startsWith('schema-engine'))
} catch {
  hasEngine = false
}
if (!hasEngine && !env.PRISMA_SCHEMA_ENGINE_BINARY) env.PRISMA_SCHEMA_ENGINE_BINARY = '/bin/true'
const result = spawnSync(process.execPath, [cli, 'generate'], { stdio: 'inherit', env })
process.exit(result.status ?? 1)
