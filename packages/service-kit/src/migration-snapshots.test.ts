import { existsSync, readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

// Drift guard: every service's schema.prisma must equal the schema snapshot of its latest migration, i.e. no
// model change without a generated migration (`pnpm migration:new <name>` writes both).
// (From this file, not the working directory: the test command runs every workspace's unit tests in one Jest.)
const servicesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../services')
const services = readdirSync(servicesDir).filter((s) => existsSync(path.join(servicesDir, s, 'prisma/schema.prisma')))
const normalise = (s: string) => s.replace(/\s+/g, ' ').trim()

test('there are services with Prisma schemas to check', () => {
  expect(services.length).toBeGreaterThan(0)
})

test.each(services)('%s: schema.prisma matches its latest migration', (service) => {
  const prismaDir = path.join(servicesDir, service, 'prisma')
  const migrationsDir = path.join(prismaDir, 'migrations')
  const latest = readdirSync(migrationsDir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort()
    .at(-1)
  expect(latest).toBeDefined()
  const snapshot = path.join(migrationsDir, latest!, 'schema.snapshot.prisma')
  expect(existsSync(path.join(migrationsDir, latest!, 'migration.sql'))).toBe(true)
  expect(normalise(readFileSync(path.join(prismaDir, 'schema.prisma'), 'utf8'))).toBe(normalise(readFileSync(snapshot, 'utf8')))
})
