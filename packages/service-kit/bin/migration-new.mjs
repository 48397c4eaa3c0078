#!/usr/bin/env node
// Creates prisma/migrations/<timestamp>_<name>/migration.sql for the service in the current directory by
// diffing the schema snapshot of the latest migration against prisma/schema.prisma with Prisma's
// WebAssembly schema engine (the native engine cannot be downloaded here; see docs/decisions.md).
// Usage: pnpm migration:new <name>
import { mkdirSync, readdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs'
import path from 'node:path'
import { createRequire } from 'node:module'

const name = (process.argv[2] ?? '').replace(/[^a-z0-9_]/gi, '_')
if (!name) {
  console.error('usage: migration:new <name>')
  process.exit(1)
}
const require = createRequire(import.meta.url)
const { SchemaEngine } = await import(require.resolve('@prisma/schema-engine-wasm'))
const { PrismaPg } = await import(require.resolve('@prisma/adapter-pg'))
const { bindMigrationAwareSqlAdapterFactory } = await import(require.resolve('@prisma/driver-adapter-utils'))

const dir = path.join(process.cwd(), 'prisma')
const schema = readFileSync(path.join(dir, 'schema.prisma'), 'utf8')
const migrationsDir = path.join(dir, 'migrations')
mkdirSync(migrationsDir, { recursive: true })
const previous = readdirSync(migrationsDir)
  .filter((d) => existsSync(path.join(migrationsDir, d, 'schema.snapshot.prisma')))
  .sort()
  .at(-1)
const connectionString = process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres'
const adapter = bindMigrationAwareSqlAdapterFactory(new PrismaPg({ connectionString }))
const engine = await SchemaEngine.new({ datamodels: [['schema.prisma', schema]] }, () => {}, adapter)
const from = previous
  ? {
      tag: 'schemaDatamodel',
      files: [{ path: 'schema.prisma', content: readFileSync(path.join(migrationsDir, previous, 'schema.snapshot.prisma'), 'utf8') }],
    }
  : { tag: 'empty' }
const { stdout: sql } = await engine.diff({
  from,
  to: { tag: 'schemaDatamodel', files: [{ path: 'schema.prisma', content: schema }] },
  script: true,
  exitCode: null,
  filters: { externalTables: [], externalEnums: [] },
})
if (!sql.trim() || sql.includes('This is an empty migration')) {
  console.log('No schema changes.')
  process.exit(0)
}
const stamp = new Date().toISOString().replace(/\D/g, '').slice(0, 14)
const target = path.join(migrationsDir, `${stamp}_${name}`)
mkdirSync(target)
writeFileSync(path.join(target, 'migration.sql'), sql)
writeFileSync(path.join(target, 'schema.snapshot.prisma'), schema)
if (!existsSync(path.join(migrationsDir, 'migration_lock.toml')))
  writeFileSync(path.join(migrationsDir, 'migration_lock.toml'), 'provider = "postgresql"\n')
console.log(`Created ${path.relative(process.cwd(), target)}/migration.sql`)
process.exit(0)
