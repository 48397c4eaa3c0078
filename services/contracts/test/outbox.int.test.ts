import { waitForStreamEvent } from '@cosign/service-kit'
import { buildApp } from '../src/app.js'
import { readConfig } from '../src/config.js'
import { startHarness, type Harness } from './helpers.js'

// NATS unreachable: the service keeps answering, each transition's outbox row is committed with it and stays
// unpublished; an instance that can reach NATS publishes it later (nothing is lost).
let h: Harness
beforeAll(async () => {
  h = await startHarness({ nats: false })
})
afterAll(() => h.close())

test('a NATS outage loses no event: the outbox row waits and is published later', async () => {
  const c = await h.createdContract()
  const rows = (await h.outbox('contract.created')).filter((r) => (r.payload as { data: { contractId: string } }).data.contractId === c.contract.id)
  expect(rows).toHaveLength(1)
  expect(rows[0]!.publishedAt).toBeNull()

  const second = await buildApp({ ...readConfig({ NODE_ENV: 'test' }), ...h.names, logLevel: 'silent' })
  try {
    await second.ready()
    await second.events.connected
    await second.events.flush()
    const published = await waitForStreamEvent<{ contractId: string }>(h.names, 'contract.created', (e) => e.data.contractId === c.contract.id)
    expect(published?.id).toBe(rows[0]!.id)
    expect((await h.app.prisma.outboxEvent.findUnique({ where: { id: rows[0]!.id } }))!.publishedAt).not.toBeNull()
  } finally {
    await second.close()
  }
}, 30_000) // builds and connects a second app inside the test: several seconds on a loaded machine

test('a refused transition writes no outbox row (same transaction)', async () => {
  const setup = await h.acceptedRequest()
  expect((await h.createContract(setup)).statusCode).toBe(201)
  const before = await h.app.prisma.outboxEvent.count()
  const dup = await h.createContract(setup)
  expect(dup.statusCode).toBe(409)
  expect(await h.app.prisma.outboxEvent.count()).toBe(before)
})
