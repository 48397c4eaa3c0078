import { randomBytes } from 'node:crypto'
import { connect } from '@nats-io/transport-node'
import { jetstreamManager } from '@nats-io/jetstream'
import { dropSchema } from './migrate.js'

/**
 * Names for one integration-test run: its own PostgreSQL schema and its own JetStream stream and subject
 * prefix, so runs never collide with each other or with a running platform on the same machine.
 */
export function testRunNames(service: string) {
  const id = randomBytes(4).toString('hex')
  return {
    schema: `${service}_test_${id}`,
    eventStream: `TEST_${service.toUpperCase()}_${id}`,
    subjectPrefix: `test_${service}_${id}`,
    databaseUrl: process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/cosign_test',
    natsUrl: process.env.NATS_URL ?? 'nats://127.0.0.1:4222',
  }
}

/** Removes what testRunNames created. */
export async function cleanupTestRun(names: ReturnType<typeof testRunNames>, extraSchemas: string[] = []): Promise<void> {
  for (const schema of [names.schema, ...extraSchemas]) await dropSchema(names.databaseUrl, schema)
  const nc = await connect({ servers: names.natsUrl })
  try {
    const jsm = await jetstreamManager(nc)
    await jsm.streams.delete(names.eventStream).catch(() => undefined)
  } finally {
    await nc.close()
  }
}
