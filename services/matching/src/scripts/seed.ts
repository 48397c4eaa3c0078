import pg from 'pg'
import { assertSchemaName } from '@cosign/service-kit'
import { readConfig } from '../config.js'

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
