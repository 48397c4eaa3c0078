import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { applyMigrations } from '@cosign/service-kit'
import { readConfig } from '../config.js'

const config = readConfig()
const migrationsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../prisma/migrations')
const applied = await applyMigrations({
  databaseUrl: config.databaseUrl,
  schema: config.schema,
  migrationsDir,
  log: console.log,
})
console.log(`matching: ${applied.length} migration(s) applied`)
