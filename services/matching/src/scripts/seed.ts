import pg from 'pg'
import { assertSchemaName, outboxRecord, prismaAdapter } from '@cosign/service-kit'
import { PrismaClient } from '../generated/prisma/client.js'
import { readConfig } from '../config.js'
import { seedDemoMarketplace } from '../domain/seed-demo-marketplace.js'

// The matching service needs no reference data beyond what its migrations insert (the listing version
// rows). Profiles come from users; `node bench/listings-matching.mjs --seed-only` loads a large demo set.
const config = readConfig()
const client = new pg.Client({ connectionString: config.databaseUrl })
await client.connect()
try {
  const schema = assertSchemaName(config.schema)
  await client.query(
    `INSERT INTO "${schema}".catalog_versions (name, version) VALUES ('cosigners', 0), ('renters', 0) ON CONFLICT (name) DO NOTHING`,
  )
  console.log('matching: reference data ready')
} finally {
  await client.end()
}

// The demo marketplace only when asked for (README, "Accounts"): a default start lists no one.
if (process.env.SEED_DEMO === '1') {
  const prisma = new PrismaClient({ adapter: prismaAdapter(config.databaseUrl, config.schema) })
  try {
    const created = await seedDemoMarketplace(prisma, (type, data) =>
      outboxRecord(type, data, config.subjectPrefix),
    )
    console.log(`matching: demo profiles ready (${created} created)`)
  } finally {
    await prisma.$disconnect()
  }
}
